import Foundation

extension AchievementStatus {
  /// ``earnedAt`` as local ISO 8601 with the earning workout's UTC offset on that instant,
  /// `yyyy-MM-dd'T'HH:mm:ss±hh:mm` (RFC 3339, whole seconds; `Z` is never used, UTC is `+00:00`),
  /// e.g. `2024-05-03T06:10:00+02:00` — the `earned_at_local` field of `achievements --json`
  /// (DESIGN.md). `nil` when not earned. An unknown zone identifier falls back to UTC.
  public var earnedAtLocalISO8601: String? {
    guard let earnedAt else { return nil }
    let zone =
      earnedTimeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0)
    let offset = zone?.secondsFromGMT(for: earnedAt) ?? 0
    let local = Int((earnedAt.timeIntervalSince1970 + Double(offset)).rounded(.down))
    let date = LocalDate(dayNumber: LocalDate.floorDiv(local, 86_400))
    let secondOfDay = LocalDate.floorMod(local, 86_400)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let time = "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
    let sign = offset < 0 ? "-" : "+"
    let magnitude = abs(offset)
    return "\(date)T\(time)\(sign)\(two(magnitude / 3600)):\(two(magnitude / 60 % 60))"
  }
}
