import Foundation
import WorkoutModel

extension StravaActivity {
  /// English month abbreviations, January first (a fixed table: no `DateFormatter`, whose
  /// month names follow the process locale).
  static let monthAbbreviations = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// Reads `Activity Date` as a UTC instant.
  ///
  /// Forms (`../shared/notes/exports.md`; hugovk/strava-tools PR #2):
  /// - `Mar 5, 2019, 2:15:47 PM` (since 2019; also `Apr 03, 2026, 08:00:00 AM`, full month
  ///   names, `Sept`, without the comma after the year, and a 24-hour time without AM/PM);
  /// - `2018-09-12 15:02:23` (exports before mid-2019; a `T` separator and a trailing `Z` are
  ///   accepted).
  ///
  /// - Returns: `nil` for empty or unreadable text, impossible dates (`Feb 30`) and times
  ///   (`13:00 PM`, `24:00:00`).
  public static func date(_ text: String) -> Date? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    guard !words.isEmpty else { return nil }
    if words.count <= 2, let first = words.first, first.contains("-") {
      return isoDate(words.joined(separator: " "))
    }
    guard words.count == 4 || words.count == 5,
      let month = monthAbbreviations.firstIndex(of: String(words[0].prefix(3)).lowercased()),
      let day = Int(words[1]), let year = Int(words[2]), words[2].count == 4,
      var time = clock(words[3])
    else { return nil }
    if words.count == 5 {
      switch words[4].lowercased() {
      case "am", "a.m.":
        guard (1...12).contains(time.hour) else { return nil }
        if time.hour == 12 { time.hour = 0 }
      case "pm", "p.m.":
        guard (1...12).contains(time.hour) else { return nil }
        if time.hour != 12 { time.hour += 12 }
      default: return nil
      }
    }
    return instant(
      year: year, month: month + 1, day: day, hour: time.hour, minute: time.minute,
      second: time.second)
  }

  /// `H:MM:SS` (or `H:MM`) as numbers; `nil` unless every part is digits.
  private static func clock(_ word: Substring) -> (hour: Int, minute: Int, second: Int)? {
    let parts = word.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    let second = parts.count == 3 ? Int(parts[2]) : 0
    guard let second else { return nil }
    return (hour, minute, second)
  }

  /// `YYYY-MM-DD HH:MM:SS` (or with `T`, optional `Z`), read as UTC.
  private static func isoDate(_ text: String) -> Date? {
    var body = Substring(text)
    if body.hasSuffix("Z") { body = body.dropLast() }
    let halves = body.split(whereSeparator: { $0 == " " || $0 == "T" })
    guard halves.count == 2 else { return nil }
    let ymd = halves[0].split(separator: "-", omittingEmptySubsequences: false)
    guard ymd.count == 3, ymd[0].count == 4, let year = Int(ymd[0]), let month = Int(ymd[1]),
      let day = Int(ymd[2]), let time = clock(halves[1])
    else { return nil }
    return instant(
      year: year, month: month, day: day, hour: time.hour, minute: time.minute,
      second: time.second)
  }

  /// The UTC instant of a civil date and time; `nil` when a field is out of range
  /// (``CivilDateTime/utcSeconds(year:month:day:hour:minute:second:offsetSeconds:allowsLeapSecond:)``).
  private static func instant(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
  ) -> Date? {
    CivilDateTime.utcSeconds(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second
    ).map { Date(timeIntervalSince1970: TimeInterval($0)) }
  }
}
