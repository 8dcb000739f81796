extension AchievementEngine {
  /// Evaluates `history` (see ``evaluate(_:recorded:records:)``) and returns the whole typed
  /// result; `records`, when given, must be `PersonalRecords(history)`.
  public func evaluation(
    _ history: AchievementHistory, recorded: [AchievementStatus] = [],
    records prepared: PersonalRecords? = nil
  ) -> AchievementEvaluation {
    let records = prepared ?? PersonalRecords(history)
    return AchievementEvaluation(
      statuses: evaluate(history, recorded: recorded, records: records), history: history,
      records: records)
  }
}
