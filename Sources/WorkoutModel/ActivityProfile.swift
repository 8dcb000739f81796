/// Assigns a sport from a workout's own profile only when it is clear (issue 8: "a speed,
/// cadence, power and climbing profile, which only assigns a sport when it is clear and
/// otherwise leaves `other`").
///
/// Judged on the summary: moving speed v = distance ÷ moving time (m/s), average cadence (per
/// minute; strides for foot sports), average power (W), gain per kilometre (m/km). Only
/// workouts of at least ``minimumSeconds`` moving and ``minimumMeters`` are judged. Rules, in
/// order:
/// 1. v > 14 m/s (50 km/h): a vehicle trip, not a workout.
/// 2. average power > 0 and v ≥ 4: cycling (power meters are on bikes).
/// 3. cadence 70–100 and 1.8 ≤ v ≤ 6: running (a runner's strides per minute).
/// 4. 6.5 ≤ v ≤ 14: cycling (faster than all but elite runners over a whole workout).
/// 5. 2.2 ≤ v ≤ 3.6 and gain < 40 m/km: running (a pace too fast to walk, too slow to ride).
/// 6. 0.5 ≤ v < 2.0 with an elevation profile: hiking when gain ≥ 40 m/km, else walking.
/// Anything else stays `other`.
public enum ActivityProfile {
  /// Shortest moving time judged, seconds.
  public static let minimumSeconds: Double = 600
  /// Shortest distance judged, metres.
  public static let minimumMeters: Double = 1_000

  /// The verdict for `summary`: a type, a vehicle trip, or nothing clear.
  public static func classify(_ summary: WorkoutSummary) -> (type: ActivityType?, transport: Bool) {
    guard let distance = summary.distanceMeters, distance >= minimumMeters,
      summary.movingTimeSeconds >= minimumSeconds
    else { return (nil, false) }
    let speed = distance / summary.movingTimeSeconds
    let gainPerKilometre = (summary.elevationGainMeters ?? 0) / (distance / 1000)
    if speed > 14 { return (nil, true) }
    if let power = summary.averagePower, power > 0, speed >= 4 { return (.cycling, false) }
    if let cadence = summary.averageCadence, (70...100).contains(cadence),
      (1.8...6).contains(speed)
    {
      return (.running, false)
    }
    if (6.5...14).contains(speed) { return (.cycling, false) }
    if (2.2...3.6).contains(speed), gainPerKilometre < 40 { return (.running, false) }
    if (0.5..<2.0).contains(speed), summary.elevationGainMeters != nil {
      return (gainPerKilometre >= 40 ? .hiking : .walking, false)
    }
    return (nil, false)
  }
}
