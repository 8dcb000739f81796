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
    return kinds.compactMap { code, counter, one, many, rest in
      let count = workouts.reduce(0) { $0 + counter($1.summary) }
      guard count > 0 else { return nil }
      return ImportWarning(
        code, count: count, "\(count == 1 ? "1 " + one : "\(count) " + many) \(rest)")
    }
  }
}
