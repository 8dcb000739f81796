/// A continuous run of trackpoints: a GPX `trkseg`, or one TCX `Track` inside a lap.
///
/// Distances are summed within a segment, never across the gap between two segments.
public struct TrackSegment: Sendable, Hashable {
  /// The samples in file order.
  public var points: [Trackpoint]
  /// Index into the workout's `laps` of the TCX lap this track belongs to; `nil` for GPX.
  public var lapIndex: Int?

  /// Creates a segment from samples in file order, optionally inside lap `lapIndex`.
  public init(points: [Trackpoint] = [], lapIndex: Int? = nil) {
    self.points = points
    self.lapIndex = lapIndex
  }
}
