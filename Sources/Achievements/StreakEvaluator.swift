/// Evaluates `streak` ladders: most workouts in one local day / month / year, and the longest
/// run of consecutive local days / ISO 8601 weeks with a workout.
///
/// Every workout counts on the local date of its *start* (``WorkoutFacts/startDate``), in its own
/// zone; its ISO week is the week of that date. Workouts replay in UTC order but their local dates
/// need not ascend (travel across zones), so counters and runs are kept per key, not per "current
/// period". Cost: O(n) per ladder with hash lookups (never iterated into the result).
public struct StreakEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of `streak.day|month|year|days|weeks`; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    switch metric {
    case .workoutsInOneDay:
      return StreakEvaluator.mostPerKey(history) { $0.startDate.dayNumber }
    case .workoutsInOneMonth:
      return StreakEvaluator.mostPerKey(history) { $0.startDate.year * 12 + $0.startDate.month - 1 }
    case .workoutsInOneYear:
      return StreakEvaluator.mostPerKey(history) { $0.startDate.year }
    case .consecutiveDays:
      return StreakEvaluator.longestRun(history) { $0.startDate.dayNumber }
    case .consecutiveWeeks:
      return StreakEvaluator.longestRun(history) { $0.isoWeek.ordinal }
    default:
      return nil
    }
  }

  /// Largest number of workouts sharing one key, as it grows.
  static func mostPerKey(_ history: AchievementHistory, key: (WorkoutFacts) -> Int)
    -> AchievementProgression
  {
    var counts: [Int: Int] = [:]
    var progression = AchievementProgression()
    for (index, facts) in history.facts.enumerated() {
      let count = counts[key(facts), default: 0] + 1
      counts[key(facts)] = count
      progression.record(count, at: index)
    }
    return progression
  }

  /// Longest run of consecutive integer keys seen so far, as it grows (``ConsecutiveRuns``).
  static func longestRun(_ history: AchievementHistory, key: (WorkoutFacts) -> Int)
    -> AchievementProgression
  {
    var runs = ConsecutiveRuns()
    var progression = AchievementProgression()
    for (index, facts) in history.facts.enumerated() {
      if let total = runs.insert(key(facts)) { progression.record(total, at: index) }
    }
    return progression
  }
}
