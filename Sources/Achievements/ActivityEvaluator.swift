import WorkoutModel

/// Evaluates `total_types_of_workout` (`types`) and `workout_type` (`type.<activity>`) ladders.
///
/// `types` counts distinct ``ActivityType`` values done, *excluding* `other`: `other` means the
/// file did not say what the sport was, so it is not a new sport (and ten unlabelled files must not
/// look like variety). `multisport` counts as a type of its own.
public struct ActivityEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of `types` and `type.<activity>`; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    switch metric {
    case .distinctActivityTypes:
      var seen: Set<ActivityType> = []
      // Fields are read through the array (no copy of each workout's facts: 10,000 workouts ×
      // 13 ladders of retains and releases were a tenth of a library report).
      let facts = history.facts
      for index in facts.indices where facts[index].activity != .other {
        seen.insert(facts[index].activity)
        progression.record(seen.count, at: index)
      }
    case .workoutsOfType(let activity):
      var count = 0
      let facts = history.facts
      for index in facts.indices where facts[index].activity == activity {
        count += 1
        progression.record(count, at: index)
      }
    default:
      return nil
    }
    return progression
  }
}
