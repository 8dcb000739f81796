import Achievements
import WorkoutModel

extension AchievementStatus {
  /// The earned instant as wall time in the earning workout's zone (UTC when the zone is
  /// missing or unknown), `nil` when not earned or the instant is unknown.
  var earnedLocal: CivilDateTime? {
    guard earned, let earnedAt else { return nil }
    return CivilDateTime(instant: earnedAt, timeZoneIdentifier: earnedTimeZoneIdentifier ?? "UTC")
  }

  /// The zone identifier shown (raw, unescaped): the earning workout's, else "UTC".
  var earnedZoneName: String { earnedTimeZoneIdentifier ?? "UTC" }

  /// Where the zone came from in words ("from coordinates"), `nil` when unknown.
  var earnedZoneSourceLabel: String? {
    earnedTimeZoneSource.map(ReportFormatting.zoneSourceLabel)
  }

  /// `"3 / 7 days"`.
  var progressText: String {
    ReportFormatting.progress(
      current: progress.current, target: progress.target, unit: progress.unit)
  }

  /// Progress as a whole percentage 0…100 (100 when earned).
  var progressPercent: Int {
    earned ? 100 : ReportFormatting.percent(progress.current, of: progress.target)
  }
}
