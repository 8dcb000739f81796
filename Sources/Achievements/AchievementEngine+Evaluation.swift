import Foundation

extension AchievementEngine {
  /// Evaluates `history` (see ``evaluate(_:recorded:records:)``) and returns the whole typed
  /// result; `records`, when given, must be `PersonalRecords(history)`, and `explorer`
  /// `ExplorerHistory(history)`; `now` is the reference of the period figures
  /// (``AchievementEvaluation/seasons``).
  public func evaluation(
    _ history: AchievementHistory, recorded: [AchievementStatus] = [],
    records prepared: PersonalRecords? = nil, explorer preparedExplorer: ExplorerHistory? = nil,
    now: Date? = nil
  ) -> AchievementEvaluation {
    let records = prepared ?? PersonalRecords(history)
    let explorer = preparedExplorer ?? ExplorerHistory(history)
    return AchievementEvaluation(
      statuses: evaluate(history, recorded: recorded, records: records, explorer: explorer),
      history: history, records: records, explorer: explorer, now: now)
  }
}
