/// A continuous run of trackpoints: a GPX `trkseg`, or one TCX `Track` inside a lap.
///
/// Distances are summed within a segment, never across the gap between two segments.
public struct TrackSegment: Sendable, Hashable {
  /// The samples in file order.
  public var points: [Trackpoint]

  /// Creates a segment from samples in file order.
  public init(points: [Trackpoint] = []) {
    self.points = points
  }
}
