import Foundation

/// Evaluates `date_and_time` ladders from what each workout *covers* between its start and its
/// (48 h-capped) end: every local hour touched and every local date touched
/// (``WorkoutFacts/hourMask``, ``WorkoutFacts/coveredDates``).
///
/// - `time.hour.HH`: number of workouts that covered local hour HH; earned by the first one, at
///   the instant it entered that hour.
/// - `time.clock`: distinct local hours covered across the whole history (24 = every hour).
/// - `date.<holiday>`: distinct local dates that are the holiday and were covered by a workout;
///   earned at the first instant a workout was on such a date.
public struct DateAndTimeEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of `time.hour.HH`, `time.clock` and `date.<holiday>`; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    switch metric {
    case .workoutsCoveringHour(let hour):
      var count = 0
      let facts = history.facts  // fields read through the array, as in ActivityEvaluator
      for index in facts.indices where facts[index].covers(hour: hour) {
        count += 1
        progression.record(
          count, at: index, instant: facts[index].firstInstant { covered, _ in covered == hour })
      }
    case .distinctHoursCovered:
      var mask: UInt32 = 0
      for index in history.facts.indices {
        mask |= history.facts[index].hourMask
        progression.record(mask.nonzeroBitCount, at: index)
      }
    case .holidayDates(let holiday):
      var seen: Set<Int> = []
      let facts = history.facts
      for index in facts.indices {
        var newDate = false
        for date in facts[index].coveredDates where holiday.matches(date) {
          newDate = seen.insert(date.dayNumber).inserted || newDate
        }
        if newDate {
          progression.record(
            seen.count, at: index,
            instant: facts[index].firstInstant { _, date in holiday.matches(date) })
        }
      }
    default:
      return nil
    }
    return progression
  }
}
