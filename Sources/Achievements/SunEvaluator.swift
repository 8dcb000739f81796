import Foundation

/// Evaluates the `sun.<badge>` ladders (``AchievementMetric/sun(_:)``) from each workout's
/// ``WorkoutFacts/sun``: the number of workouts that earned the badge, each earned at the
/// instant ``SunFacts`` names (the sunrise itself, the first golden-hour instant, …).
public struct SunEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of `sun.<badge>`; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    guard case .sun(let badge) = metric else { return nil }
    var progression = AchievementProgression()
    var count = 0
    let facts = history.facts
    for index in facts.indices {
      guard let instant = facts[index].sun?.earned[badge] else { continue }
      count += 1
      progression.record(count, at: index, instant: instant)
    }
    return progression
  }
}
