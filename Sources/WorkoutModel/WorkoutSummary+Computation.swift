import Foundation

extension WorkoutSummary {
  /// Computes the summary of a workout from its segments and laps.
  /// (Skeleton: start/end and counts only; the metrics helper fills in the rest.)
  public init(segments: [TrackSegment], laps: [Lap], activity: ActivityType) {
    var first: Date?
    var last: Date?
    var count = 0
    for segment in segments {
      for point in segment.points {
        count += 1
        if let t = point.time {
          if first == nil { first = t }
          last = t
        }
      }
    }
    self.init(
      startUTC: first, endUTC: last,
      durationSeconds: (first != nil && last != nil) ? last!.timeIntervalSince(first!) : 0,
      trackpointCount: count, segmentCount: segments.filter { !$0.points.isEmpty }.count,
      lapCount: laps.count)
  }
}
