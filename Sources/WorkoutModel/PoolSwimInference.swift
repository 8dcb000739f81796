/// Recognises pool swims that Garmin Connect exports as TCX `Sport="Other"`.
///
/// TCX v2 knows only Running, Biking and Other, so Garmin writes pool swims as `Other`, which
/// would put them beside strength and yoga sessions. A workout is taken for a pool swim when all
/// of these hold (checked against the Fenix 3, Forerunner 910XT and Forerunner 945 pool swims in
/// the project's corpus):
/// - no trackpoint has a position (a pool swim records none);
/// - at least one lap has a distance above zero, and every lap distance is a whole number of pool
///   lengths of 25 m or 25 yd (22.86 m), within 5 cm — rest laps of 0 m are allowed;
/// - the average speed over the laps' timer time is between 0.2 and 2.5 m/s (world-record pace
///   is about 2.1 m/s; indoor rowing and treadmill walks with round lap distances are faster or
///   have a last, partial lap).
/// The raw activity (`Other`) is kept; only the canonical type changes.
public enum PoolSwimInference {
  /// Pool lengths a lap distance may be a multiple of, metres (25 m and 25 yd).
  public static let poolLengths: [Double] = [25, 22.86]
  /// Slowest and fastest plausible average swimming speed, metres per second.
  public static let speedRange: ClosedRange<Double> = 0.2...2.5

  /// `true` when `segments` and `laps` look like a pool swim by the rules above.
  public static func isLikelyPoolSwim(segments: [TrackSegment], laps: [Lap]) -> Bool {
    for segment in segments where segment.points.contains(where: \.hasPosition) { return false }
    var distance = 0.0
    var seconds = 0.0
    for lap in laps {
      guard let meters = lap.distanceMeters, meters.isFinite, meters >= 0 else { return false }
      guard meters == 0 || poolLengths.contains(where: { isMultiple(meters, of: $0) }) else {
        return false
      }
      distance += meters
      seconds += lap.totalTimeSeconds.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
    }
    guard distance > 0, seconds > 0 else { return false }
    return speedRange.contains(distance / seconds)
  }

  private static func isMultiple(_ value: Double, of length: Double) -> Bool {
    let lengths = (value / length).rounded()
    return lengths >= 1 && abs(value - lengths * length) <= 0.05
  }
}
