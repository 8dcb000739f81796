/// Evaluates `date_and_time` ladders from what each workout *covers* between its start and its
/// (48 h-capped) end: every local hour touched and every local date touched
/// (``WorkoutFacts/hourMask``, ``WorkoutFacts/coveredDates``).
///
/// - `time.hour.HH`: number of workouts that covered local hour HH; earned by the first one.
/// - `time.clock`: distinct local hours covered across the whole history (24 = every hour).
/// - `date.<holiday>`: distinct local dates that are the holiday and were covered by a workout.
public struct DateAndTimeEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of `time.hour.HH`, `time.clock` and `date.<holiday>`; `nil` for other groups.
  public func progression(forGroup group: String, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    switch AchievementMetric(group: group) {
    case .workoutsCoveringHour(let hour)?:
      var count = 0
      for (index, facts) in history.facts.enumerated() where facts.covers(hour: hour) {
        count += 1
        progression.record(count, at: index)
      }
    case .distinctHoursCovered?:
      var mask: UInt32 = 0
      for (index, facts) in history.facts.enumerated() {
        mask |= facts.hourMask
        progression.record(mask.nonzeroBitCount, at: index)
      }
    case .holidayDates(let holiday)?:
      var seen: Set<Int> = []
      for (index, facts) in history.facts.enumerated() {
        for date in facts.coveredDates where holiday.matches(date) {
          seen.insert(date.dayNumber)
        }
        if !seen.isEmpty { progression.record(seen.count, at: index) }
      }
    default:
      return nil
    }
    return progression
  }
}
