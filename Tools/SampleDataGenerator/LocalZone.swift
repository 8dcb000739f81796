/// The two time zones the invented athlete lives in during 2025, with their UTC offsets
/// hard-coded from the IANA tz database rules (no system zone data is consulted).
enum LocalZone: Sendable {
  /// Europe/Berlin: CET (+01:00); CEST (+02:00) from 2025-03-30T01:00Z to 2025-10-26T01:00Z
  /// (EU rule: last Sunday of March / October at 01:00 UTC).
  case berlin
  /// Asia/Tokyo: JST, +09:00 all year, no daylight saving.
  case tokyo

  /// The IANA identifier.
  var identifier: String {
    switch self {
    case .berlin: return "Europe/Berlin"
    case .tokyo: return "Asia/Tokyo"
    }
  }

  /// Offset east of UTC, in seconds, in force at `instant` (seconds since the epoch).
  func offset(at instant: Int) -> Int {
    switch self {
    case .tokyo:
      return 9 * 3600
    case .berlin:
      let summerStart = CivilTime.dayNumber(year: 2025, month: 3, day: 30) * 86_400 + 3600
      let summerEnd = CivilTime.dayNumber(year: 2025, month: 10, day: 26) * 86_400 + 3600
      return instant >= summerStart && instant < summerEnd ? 7200 : 3600
    }
  }

  /// The UTC instant of a local wall-clock time. Times inside the spring-forward gap or the
  /// fall-back overlap are never planned, so the first matching offset is the answer.
  func instant(dayNumber: Int, hour: Int, minute: Int, second: Int = 0) -> Int {
    let wall = dayNumber * 86_400 + hour * 3600 + minute * 60 + second
    for candidate in [3600, 7200, 9 * 3600] where offset(at: wall - candidate) == candidate {
      return wall - candidate
    }
    return wall - offset(at: wall)
  }
}
