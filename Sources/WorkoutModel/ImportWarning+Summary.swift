/// Warnings that the summary computation's counters give (`WorkoutSummary`), one per code over
/// all `workouts` of a file, counts summed.
extension ImportWarning {
  /// The summary warnings of `workouts`, in code order; none when every counter is 0.
  public static func summaryWarnings(for workouts: [Workout]) -> [ImportWarning] {
    func total(_ count: (WorkoutSummary) -> Int) -> Int {
      workouts.reduce(0) { $0 + count($1.summary) }
    }
    func plural(_ count: Int, _ one: String, _ many: String) -> String {
      count == 1 ? "1 \(one)" : "\(count) \(many)"
    }
    var list: [ImportWarning] = []
    let steps = total(\.impossibleStepCount)
    if steps > 0 {
      list.append(
        ImportWarning(
          .impossibleStep, count: steps,
          "\(plural(steps, "step", "steps")) between positions needed an impossible speed; "
            + "their distance was dropped"))
    }
    let spikes = total(\.elevationSpikeCount)
    if spikes > 0 {
      list.append(
        ImportWarning(
          .elevationSpike, count: spikes,
          "\(plural(spikes, "elevation", "elevations")) needed an impossible vertical speed "
            + "and \(spikes == 1 ? "was" : "were") dropped"))
    }
    let laps = total(\.replacedLapDistanceCount)
    if laps > 0 {
      list.append(
        ImportWarning(
          .lapDistanceReplaced, count: laps,
          "\(plural(laps, "lap distance", "lap distances")) (missing, zero, negative, running "
            + "total or contradicted by the lap's trackpoints) replaced by the trackpoints' "
            + "distance"))
    }
    let starts = total(\.ignoredLapStartCount)
    if starts > 0 {
      list.append(
        ImportWarning(
          .lapStartIgnored, count: starts,
          "\(plural(starts, "lap start", "lap starts")) more than 10 minutes outside "
            + "\(starts == 1 ? "its" : "their") own trackpoints: the workout starts at the lap "
            + "clock and lasts as long as its trackpoints"))
    }
    let values = total(\.implausibleValueCount)
    if values > 0 {
      list.append(
        ImportWarning(
          .summaryValueImplausible, count: values,
          "lap calories above 100 kcal + 2,000 kcal per hour are treated as unknown "
            + "(estimated from power where known)"))
    }
    return list
  }
}
