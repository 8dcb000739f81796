import Achievements
import Foundation
import WorkoutModel

/// Locale-independent formatting shared by the Markdown and HTML reports.
///
/// Every function is pure: the output depends only on its arguments (no `Date()`, no current
/// locale, no current time zone). Numbers come from WorkoutModel's `NumberText` (`,` thousands
/// separator and `.` decimal point, "1,234.5"); dates are proleptic Gregorian, ISO 8601 order
/// ("2025-03-14").
public enum ReportFormatting {
  /// A distance given in metres as kilometres with one decimal: `"1,234.5 km"`.
  public static func kilometres(metres: Double) -> String {
    UnitSystem.metric.distance(metres: metres)
  }

  /// A duration given in seconds as hours with one decimal: `"3.5 h"`.
  public static func hours(seconds: Double) -> String {
    NumberText.fixed(seconds / 3600, decimals: 1) + " h"
  }

  /// A clock time for a duration in seconds, rounded to the second: `"4:05"`, `"1:02:03"`;
  /// `"–"` for non-finite or negative values.
  public static func clock(seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return "–" }
    let total = Int(seconds.rounded(.toNearestOrAwayFromZero))
    let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
  }

  /// A local date people read: `"Sun 6 Apr 2025"` (English names, proleptic Gregorian).
  public static func readableDate(_ civil: CivilDateTime) -> String {
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let month = (1...12).contains(civil.month) ? months[civil.month - 1] : "?"
    return "\(weekdays[civil.isoWeekday - 1]) \(civil.day) \(month) \(civil.year)"
  }

  /// A local date and time people read: `"Sat 10 May 2025, 16:00"`.
  public static func readableDateTime(_ civil: CivilDateTime) -> String {
    let minute = civil.minute < 10 ? "0\(civil.minute)" : "\(civil.minute)"
    let hour = civil.hour < 10 ? "0\(civil.hour)" : "\(civil.hour)"
    return readableDate(civil) + ", " + hour + ":" + minute
  }

  /// A record's value in its unit (``RecordDetail/unit``): `s` as a clock time, `m` as a
  /// distance (``UnitSystem/recordDistance(metres:)``) or, for climbs (`isElevation`), a height,
  /// `days` as a count.
  public static func recordValue(
    _ value: Double, unit: String, units: UnitSystem = .metric, isElevation: Bool = false
  ) -> String {
    switch unit {
    case "s": return clock(seconds: value)
    case "m":
      return isElevation ? units.elevation(metres: value) : units.recordDistance(metres: value)
    case "days": return NumberText.fixed(value, decimals: 0) + (value == 1 ? " day" : " days")
    default: return NumberText.fixed(value, decimals: 1) + " " + unit
    }
  }

  /// Progress as `"3 / 7 days"`; the unit loses a final "s" when the target is 1
  /// (`"0 / 1 workout"`).
  public static func progress(current: Int, target: Int, unit: String) -> String {
    let shownUnit = target == 1 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    let base = "\(NumberText.grouped(current)) / \(NumberText.grouped(target))"
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
    switch AchievementMetric.of(group: group) {
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
    case .lifetimeDistance(nil): return "Lifetime distance"
    case .lifetimeDistance(let activity?): return activityName(activity) + " distance"
    case .lifetimeHours: return "Hours of training"
    case .lifetimeElevationGain: return "Elevation climbed"
    case .lifetimeWorkouts: return "Workouts in all"
    case .activeDays: return "Active days"
    case .activeYears: return "Years with workouts"
    case .eddington(let activity): return activityName(activity) + " Eddington number"
    case .personalRecord: return "Personal records"
    case .countriesVisited: return "Countries"
    case .continentsVisited: return "Continents"
    case .borderCrossings: return "Border crossings"
    case .sun: return "The sun"
    case .comeback(nil): return "Comebacks"
    case .comeback(let activity?): return activityName(activity) + " comebacks"
    case .anniversary: return "Anniversaries"
    case .explorer(.tiles): return "Explorer tiles"
    case .explorer(.square): return "Max square"
    case .explorer(.cluster): return "Max cluster"
    case .explorer(.newTiles): return "New tiles in one workout"
    case .explorer(.smallTiles): return "Small tiles (zoom 17)"
    case .explorer(.smallSquare): return "Max square (zoom 17)"
    case .explorer(.smallCluster): return "Max cluster (zoom 17)"
    case .custom(let group): return group
    }
  }

  /// Where a time zone came from, in words (`docs/CONTRACT.md`, "`time_zone_source`"): `timestamp_offset` →
  /// "offset in file", `coordinates` → "from coordinates", `home_setting` → "home zone",
  /// `utc_fallback` → "UTC fallback", `device_zone` → "device zone".
  public static func zoneSourceLabel(_ source: TimeZoneSource) -> String {
    switch source {
    case .deviceZone: "device zone"
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
