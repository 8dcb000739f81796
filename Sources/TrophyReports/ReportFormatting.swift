import Achievements
import Foundation
import WorkoutModel

/// Locale-independent formatting shared by the Markdown and HTML reports.
///
/// Every function is pure: the output depends only on its arguments (no `Date()`, no current
/// locale, no current time zone). Numbers use a fixed style: `,` thousands separator and `.`
/// decimal point ("1,234.5"); dates are proleptic Gregorian, ISO 8601 order ("2025-03-14").
public enum ReportFormatting {
  /// Formats `value` with exactly `decimals` fractional digits (0…6), rounding half away from
  /// zero, with `,` grouping every three integer digits: `fixed(1234.56, decimals: 1)` is
  /// `"1,234.6"`. Non-finite or out-of-range values (|value| ≥ 1e15) print as `"–"`.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let places = min(max(decimals, 0), 6)
    var scale: Double = 1
    for _ in 0..<places { scale *= 10 }
    guard value.isFinite, abs(value) < 1e15 else { return "–" }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else { return "–" }
    let units = Int64(scaled)
    let divisor = Int64(scale)
    let whole = grouped(units / divisor)
    let sign = (value < 0 && units != 0) ? "-" : ""
    guard places > 0 else { return sign + whole }
    var fraction = String(units % divisor)
    while fraction.count < places { fraction = "0" + fraction }
    return sign + whole + "." + fraction
  }

  /// Formats an integer with `,` grouping: `grouped(1234567)` is `"1,234,567"`.
  public static func grouped(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// Formats an integer with `,` grouping, like the `Int64` overload: `1234` → `"1,234"`.
  public static func grouped(_ value: Int) -> String { grouped(Int64(value)) }

  /// A distance given in metres as kilometres with one decimal: `"1,234.5 km"`.
  public static func kilometres(metres: Double) -> String {
    fixed(metres / 1000, decimals: 1) + " km"
  }

  /// A duration given in seconds as hours with one decimal: `"3.5 h"`.
  public static func hours(seconds: Double) -> String {
    fixed(seconds / 3600, decimals: 1) + " h"
  }

  /// Progress as `"3 / 7 days"`; the unit loses a final "s" when the target is 1
  /// (`"0 / 1 workout"`).
  public static func progress(current: Int, target: Int, unit: String) -> String {
    let shownUnit = target == 1 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    let base = "\(grouped(current)) / \(grouped(target))"
    return shownUnit.isEmpty ? base : base + " " + shownUnit
  }

  /// `part / whole` as a whole percentage, floored and clamped to 0…100 (0 when `whole` ≤ 0).
  public static func percent(_ part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 0 }
    let clamped = min(max(part, 0), whole)
    return Int((Int64(clamped) * 100) / Int64(whole))
  }

  /// An activity type for people: `cross_country_skiing` → `"Cross country skiing"`.
  public static func activityName(_ activity: ActivityType) -> String {
    let words = activity.rawValue.replacingOccurrences(of: "_", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// A ladder's heading for people, from its group (see `AchievementMetric`):
  /// `streak.days` → "Consecutive days", `type.running` → "Running workouts". Unknown groups are
  /// shown as they are.
  public static func ladderTitle(_ group: String) -> String {
    guard let metric = AchievementMetric(group: group) else { return group }
    switch metric {
    case .workoutsInOneDay: return "Workouts in one day"
    case .workoutsInOneMonth: return "Workouts in one month"
    case .workoutsInOneYear: return "Workouts in one year"
    case .consecutiveDays: return "Consecutive days"
    case .consecutiveWeeks: return "Consecutive weeks"
    case .workoutsCoveringHour(let hour): return "Workouts at \(hour < 10 ? "0" : "")\(hour):00"
    case .distinctHoursCovered: return "Hours of the clock"
    case .holidayDates: return "Holidays"
    case .distinctActivityTypes: return "Activity types tried"
    case .workoutsOfType(let activity): return activityName(activity) + " workouts"
    }
  }

  /// Where a time zone came from, in words (DESIGN.md, "The model"): `timestamp_offset` →
  /// "offset in file", `coordinates` → "from coordinates", `home_setting` → "home zone",
  /// `utc_fallback` → "UTC fallback".
  public static func zoneSourceLabel(_ source: TimeZoneSource) -> String {
    switch source {
    case .timestampOffset: "offset in file"
    case .coordinates: "from coordinates"
    case .homeSetting: "home zone"
    case .utcFallback: "UTC fallback"
    }
  }

  /// `text` when it has at most `limit` characters, else its first `limit − 1` characters
  /// (grapheme clusters, so no character is split) followed by "…".
  public static func cut(_ text: String, to limit: Int) -> String {
    guard limit > 0, text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// The last component of a path, after the last `/` or archive separator `!`:
  /// `"export.zip!/activities/1.gpx"` → `"1.gpx"`. Returns the input when it has none.
  public static func basename(_ path: String) -> String {
    guard let cut = path.lastIndex(where: { $0 == "/" || $0 == "!" }) else { return path }
    let rest = path[path.index(after: cut)...]
    return rest.isEmpty ? path : String(rest)
  }
}
