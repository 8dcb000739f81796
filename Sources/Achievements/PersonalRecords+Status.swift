import Foundation

extension PersonalRecords {
  /// The status of a `record` catalog entry: its line is the entry's ``AchievementDefinition/group``.
  /// Earned once the line has a verified mark, at the instant the standing record was set (an
  /// effort's window start, else the workout's start), by that workout; `progress.current` counts
  /// the times the record was set (target 1, unit `records`).
  public func status(of definition: AchievementDefinition, in history: AchievementHistory)
    -> AchievementStatus
  {
    let line = self[definition.group]
    let progress = AchievementProgress(
      current: line?.progression.count ?? 0, target: definition.target, unit: definition.unit)
    guard let line, let record = line.record, history.facts.indices.contains(record.workoutIndex)
    else {
      return AchievementStatus(definition: definition, earned: false, progress: progress)
    }
    let facts = history.facts[record.workoutIndex]
    var status = AchievementStatus(
      definition: definition, earned: true, earnedAt: record.instant,
      earnedTimeZoneIdentifier: facts.timeZoneIdentifier,
      earnedTimeZoneSource: facts.timeZoneSource, earnedBy: facts.reference, progress: progress)
    var detail = RecordDetail(
      value: record.value, unit: line.unit, timesSet: line.progression.count,
      unverifiedCount: line.unverified.count)
    if let previous = line.previous, history.facts.indices.contains(previous.workoutIndex) {
      let before = history.facts[previous.workoutIndex]
      detail.previousValue = previous.value
      detail.previousSetAt = previous.instant
      detail.previousTimeZoneIdentifier = before.timeZoneIdentifier
      detail.previousSetBy = before.reference
    }
    detail.runnersUp = line.podium.dropFirst().map(\.value)
    status.record = detail
    return status
  }
}
