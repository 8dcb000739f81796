/// Warnings that the summary computation's counters give (`WorkoutSummary`), one per code over
/// all `workouts` of a file, counts summed.
extension ImportWarning {
  /// The summary warnings of `workouts`, in a fixed order; none when every counter is 0.
  public static func summaryWarnings(for workouts: [Workout]) -> [ImportWarning] {
    /// (code, counter, noun for one, noun for many, the rest of the sentence)
    let kinds: [(Code, (WorkoutSummary) -> Int, String, String, String)] = [
      (
        .impossibleStep, \.impossibleStepCount, "step", "steps",
        "between positions needed an impossible speed; their distance was dropped"
      ),
      (
        .elevationSpike, \.elevationSpikeCount, "elevation", "elevations",
        "needed an impossible vertical speed; dropped"
      ),
      (
        .lapDistanceReplaced, \.replacedLapDistanceCount, "lap distance", "lap distances",
        "(missing, zero, negative, running total or contradicted by the lap's trackpoints) "
          + "replaced by the trackpoints' distance"
      ),
      (
        .lapStartIgnored, \.ignoredLapStartCount, "lap start", "lap starts",
        "more than 10 minutes outside the lap's own trackpoints: the workout starts at the lap "
          + "clock and lasts as long as its trackpoints"
      ),
      (
        .summaryValueImplausible, \.implausibleValueCount, "lap-calorie total",
        "lap-calorie totals",
        "above 100 kcal + 2,000 kcal per hour treated as unknown (estimated from power where "
          + "known)"
      ),
    ]
    var warnings: [ImportWarning] = kinds.compactMap { code, counter, one, many, rest in
      let count = workouts.reduce(0) { $0 + counter($1.summary) }
      guard count > 0 else { return nil }
      return ImportWarning(
        code, count: count, "\(count == 1 ? "1 " + one : "\(count) " + many) \(rest)")
    }
    if let slow = slowWorkoutsWarning(workouts) { warnings.append(slow) }
    return warnings
  }

  /// `slower_than_moving_threshold` for the workouts whose moving time is 0 while they have a
  /// distance and a duration, and distance ÷ duration is below the sport's
  /// ``SportLimits/minimumMovingSpeed``: the whole workout was slower than the threshold
  /// (issue 18: say so rather than leave a silent 0). The sentence names the first one's
  /// threshold.
  private static func slowWorkoutsWarning(_ workouts: [Workout]) -> ImportWarning? {
    let slow = workouts.filter {
      let (distance, duration) = ($0.summary.distanceMeters ?? 0, $0.summary.durationSeconds)
      return $0.summary.movingTimeSeconds == 0 && duration > 0 && distance > 0
        && distance / duration < SportLimits.forActivity($0.activity).minimumMovingSpeed
    }
    guard let first = slow.first else { return nil }
    let threshold = SportLimits.forActivity(first.activity).minimumMovingSpeed
    let what = slow.count == 1 ? "1 workout" : "\(slow.count) workouts"
    return ImportWarning(
      .slowerThanMovingThreshold, count: slow.count,
      "\(what) moved slower than the sport's moving threshold at every step (\(first.activity.rawValue): "
        + "\(threshold) m/s): moving time 0")
  }
}
