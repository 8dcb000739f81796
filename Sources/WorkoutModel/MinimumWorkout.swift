/// Which workouts count toward achievements and totals (issue 8, "No junk in the cabinet"): a
/// 1-second fragment or a handheld log split into seven tracks must not earn "Triple Threat".
///
/// A workout is imported and listed either way; it is *not counted* when it is a vehicle trip
/// (`Workout.isTransport`), a multisport transition (`Workout.isMultisportTransition`), lasts less than ``minimumSeconds``, or covers less than
/// ``minimumMeters`` while having a distance at all (stationary sports — yoga, strength,
/// HIIT, elliptical, stair climbing, climbing, golf — are judged by time only, and so is a
/// distance of exactly 0 m: no reading, not no movement — an indoor trainer or a rowing
/// machine without a speed sensor, a dive; a 38-minute Edge 800 trainer ride at 201 W was
/// "not counted" for its 0 m).
public struct MinimumWorkout: Sendable, Hashable {
  /// Why a workout is not counted.
  public enum Reason: String, Sendable, Hashable, CaseIterable, Codable {
    /// A trip by car, taxi, bus, train, boat or plane.
    case transport
    /// Shorter than the minimum duration or distance.
    case tooShort = "too_short"
    /// A multisport transition (T1, T2), listed under its event (issue 18).
    case transition
  }

  /// Shortest counted workout, seconds of elapsed time (default 120 s).
  public var minimumSeconds: Double
  /// Shortest counted distance, metres (default 200 m).
  public var minimumMeters: Double

  /// Creates a rule; negative or non-finite values act as 0.
  public init(minimumSeconds: Double = 120, minimumMeters: Double = 200) {
    self.minimumSeconds = minimumSeconds.isFinite ? max(minimumSeconds, 0) : 0
    self.minimumMeters = minimumMeters.isFinite ? max(minimumMeters, 0) : 0
  }

  /// The default: 2 minutes and 200 m.
  public static let standard = MinimumWorkout()

  /// Sports judged by time only.
  static let stationary: Set<ActivityType> = [
    .yoga, .strengthTraining, .highIntensityIntervalTraining, .elliptical, .stairClimbing,
    .climbing, .golf,
  ]

  /// Why `workout` is not counted, or `nil` when it counts.
  public func exclusion(_ workout: Workout) -> Reason? {
    if workout.isTransport { return .transport }
    if workout.isMultisportTransition { return .transition }
    if workout.summary.durationSeconds < minimumSeconds { return .tooShort }
    if !Self.stationary.contains(workout.activity), let meters = workout.summary.distanceMeters,
      meters > 0, meters < minimumMeters
    {
      return .tooShort
    }
    return nil
  }

  /// "2 min or 200 m"-style text for reports. Figures go through ``NumberText`` (no `Int(…)`
  /// conversion, which trapped on `--min-duration 1e19`, issue 17): a figure of 10^15 or more,
  /// or not finite (the properties can be set directly), prints as "–".
  public var description: String {
    let seconds = minimumSeconds.rounded()
    let time =
      seconds.truncatingRemainder(dividingBy: 60) == 0
      ? NumberText.fixed(seconds / 60, decimals: 0, grouping: false) + " min"
      : NumberText.fixed(seconds, decimals: 0, grouping: false) + " s"
    let meters = NumberText.fixed(minimumMeters, decimals: 0, grouping: false)
    return "\(time) or \(meters) m"
  }
}
