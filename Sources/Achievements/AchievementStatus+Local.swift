import Foundation
import WorkoutModel

extension AchievementStatus {
  /// The earning instant as local ISO 8601 text with its UTC offset in the earning workout's
  /// zone (e.g. `2024-05-03T06:10:00+02:00`), the `earned_at_local` field of `achievements --json`;
  /// `nil` when not earned. An unknown zone identifier falls back to UTC.
  public var earnedAtLocalISO8601: String? {
    guard let earnedAt else { return nil }
    let zone =
      earnedTimeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0)
      ?? .gmt
    return ISO8601Format.local(earnedAt, in: zone)
  }
}
