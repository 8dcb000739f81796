import Foundation

/// Formats instants as ISO 8601 / RFC 3339 text without `DateFormatter` (locale-independent,
/// proleptic Gregorian calendar; the fields come from ``CivilDateTime``).
public enum ISO8601Format {
  /// `2024-03-31T00:30:00Z`, or `2024-03-31T00:30:00.250Z` when `milliseconds` is `true`.
  public static func utc(_ date: Date, milliseconds: Bool = false) -> String {
    render(date, offsetSeconds: 0, milliseconds: milliseconds, zulu: true)
  }

  /// Local time with its offset, e.g. `2024-03-31T01:30:00+01:00`, using the zone's rules at
  /// that instant (DST included).
  public static func local(_ date: Date, in timeZone: TimeZone, milliseconds: Bool = false)
    -> String
  {
    render(
      date, offsetSeconds: timeZone.secondsFromGMT(for: date), milliseconds: milliseconds,
      zulu: false)
  }

  /// The local calendar date `YYYY-MM-DD` of `date` in `timeZone`.
  public static func localDate(_ date: Date, in timeZone: TimeZone) -> String {
    let text = local(date, in: timeZone)
    return String(text[..<(text.firstIndex(of: "T") ?? text.endIndex)])
  }

  /// `+01:00`-style text for an offset in seconds east of UTC; `+00:53:28` when it has seconds.
  public static func offsetText(_ seconds: Int) -> String {
    CivilDateTime.offsetText(seconds)
  }

  /// `true` when `date` has a non-zero fraction of a second (at millisecond resolution).
  public static func hasSubsecond(_ date: Date) -> Bool {
    let millis = Double(flooredMilliseconds(date))
    return millis.truncatingRemainder(dividingBy: 1000) != 0
  }

  private static func render(_ date: Date, offsetSeconds: Int, milliseconds: Bool, zulu: Bool)
    -> String
  {
    let totalMillis = flooredMilliseconds(date)
    let seconds = CivilDateTime.floorDiv(totalMillis, 1000)
    let civil = CivilDateTime(utcSeconds: seconds, offsetSeconds: offsetSeconds)
    var text = civil.dateString + "T" + civil.timeString
    if milliseconds { text += "." + CivilDateTime.pad(Int(totalMillis - seconds * 1000), 3) }
    text += zulu ? "Z" : civil.offsetString
    return text
  }

  /// Milliseconds since 1970, truncated toward the past (after rounding away binary noise at the
  /// microsecond), so 23:59:59.9999 stays on its day instead of rounding into the next one.
  static func flooredMilliseconds(_ date: Date) -> Int64 {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e14 else { return 0 }
    let micros = (seconds * 1_000_000).rounded()
    return Int64((micros / 1000).rounded(.down))
  }
}
