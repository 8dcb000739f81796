import Achievements
import Foundation
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

  /// `"3 / 7 days"` while locked; once earned the count is capped at the target and ticked,
  /// `"10 / 10 workouts ✓"`, so an earned tier never reads "27 / 10" (the ladder's next tier
  /// shows the running count).
  /// For records: the standing value and what it beat (`"24:13 (was 25:02)"`, `"12.34 km
  /// (first recorded)"`), plus `" · 1 unverified effort not counted"` when a GPS spike or a gap
  /// made a faster one unverified; `"no record yet"` while locked.
  var progressText: String {
    if case .personalRecord = definition.metric {
      guard earned, let record else { return "no record yet" }
      var text = ReportFormatting.recordValue(record.value, unit: record.unit)
      if let previous = record.previousValue {
        text += " (was " + ReportFormatting.recordValue(previous, unit: record.unit) + ")"
      } else {
        text += " (first recorded)"
      }
      let unverified = record.unverifiedCount
      guard unverified > 0 else { return text }
      return text + " · \(unverified) unverified effort\(unverified == 1 ? "" : "s") not counted"
    }
    guard earned else {
      return ReportFormatting.progress(
        current: progress.current, target: progress.target, unit: progress.unit)
    }
    return ReportFormatting.progress(
      current: progress.target, target: progress.target, unit: progress.unit) + " ✓"
  }

  /// Progress as a whole percentage 0…100 (100 when earned).
  var progressPercent: Int {
    earned ? 100 : ReportFormatting.percent(progress.current, of: progress.target)
  }
}

extension AchievementStatus {
  /// The earning workout's name as worth showing (raw, unescaped): `nil` when there is none,
  /// when it is blank after clean-up, or when it only repeats what the card already shows (the
  /// file name without its extension, `20251225` for `20251225.gpx`, or the earned local time).
  /// Cut to ``TrophyCabinet/shownNameLimit`` characters.
  var earnedWorkoutName: String? {
    guard earned, let by = earnedBy, let name = by.name else { return nil }
    let shown = TextSanitizing.clean(name).trimmingCharacters(in: .whitespaces)
    guard !shown.isEmpty else { return nil }
    let base = ReportFormatting.basename(by.file)
    let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
    if shown == stem || shown == base || shown == earnedLocal?.dateMinuteString
      || shown == earnedLocal.map(ReportFormatting.readableDateTime)
    {
      return nil
    }
    return ReportFormatting.cut(name, to: TrophyCabinet.shownNameLimit)
  }
}
