/// Computes the progression of achievement ladders over a prepared history.
///
/// The engine asks each evaluator in turn for a ladder's ``AchievementDefinition/metric``; the first
/// non-`nil` answer is used for every tier of that ladder. New kinds (`records`, `milestones`) plug
/// in by adding an evaluator that understands their groups; tool-usage kinds (`personal_best`)
/// come in as pre-evaluated statuses instead (see ``AchievementEngine/evaluate(_:recorded:)``).
public protocol AchievementEvaluator: Sendable {
  /// The progression of the ladder measuring `metric` over `history`, or `nil` when this
  /// evaluator does not measure it (custom ladders come as ``AchievementMetric/custom(_:)``).
  /// Must be deterministic (no clocks, no hash-order iteration into the result).
  func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
}
