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
  public func progression(forGroup group: String, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    switch AchievementMetric(group: group) {
    case .distinctActivityTypes?:
      var seen: Set<ActivityType> = []
      for (index, facts) in history.facts.enumerated() where facts.activity != .other {
        seen.insert(facts.activity)
        progression.record(seen.count, at: index)
      }
    case .workoutsOfType(let activity)?:
      var count = 0
      for (index, facts) in history.facts.enumerated() where facts.activity == activity {
        count += 1
        progression.record(count, at: index)
      }
    default:
      return nil
    }
    return progression
  }
}
