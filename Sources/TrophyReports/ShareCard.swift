import Achievements
import WorkoutModel

/// One share picture of the cabinet (issue 16): an earned badge, a record or a year in review,
/// its text taken from the ``CabinetDocument`` (raw, unescaped; ``ShareCardSVG`` escapes and
/// fits it), drawn by ``ShareCardSVG`` in each ``ShareCardFormat``.
public struct ShareCard: Sendable {
  /// What the card shows.
  public enum Subject: String, Sendable, Hashable {
    /// An earned badge (any kind but records).
    case badge
    /// A record set (a row of the record shelf).
    case record
    /// One local year of the year in review.
    case year
  }

  /// One figure of a year card: "2,448.9" over "km".
  public struct Figure: Sendable, Hashable {
    /// The number as printed.
    public var value: String
    /// What it counts.
    public var label: String
  }

  /// The file-name stem, unique in the cabinet: the achievement id (`streak.days.7`,
  /// `record.run.5k`) or `year-2025`, with any character other than `a-z`, `A-Z`, `0-9`, `.`,
  /// `_` and `-` replaced by `-` (``stem(for:)``).
  public var stem: String
  /// What the card shows.
  public var subject: Subject
  /// The small line above: the kind's heading ("Streaks"), "Record · Running", "Year in review".
  public var eyebrow: String
  /// The big line: the badge name, the record's label ("5 km"), the year.
  public var title: String
  /// A record's value ("22:59"); `nil` on other cards.
  public var headline: String?
  /// Lines under the title: the badge's description; a record's pace and what it beat.
  public var lines: [String] = []
  /// When: "Earned Sun 6 Apr 2025, 07:12", "Set on Sun 6 Apr 2025"; `nil` when unknown.
  public var date: String?
  /// The workout that earned it, as the cabinet names it; `nil` when none.
  public var workout: String?
  /// A year's figures (workouts, distance, active time, active days, longest streak, best
  /// efforts set); empty on other cards.
  public var figures: [Figure] = []
  /// A year's sports, most workouts first, one line each ("Running · 120 · 1,234.5 km").
  public var sports: [String] = []
  /// The badge drawn (its status and style), `nil` on year cards.
  public var badge: (status: AchievementStatus, style: BadgeStyle)?
  /// The earning workout's route after the privacy cut (``TrophyCabinet/routeOutline(for:)``);
  /// `nil` without one, with `--no-routes`, or when the cut leaves nothing.
  public var route: RouteOutline?
  /// A year card's active minutes per local day number (for the heat grid); `nil` elsewhere.
  public var heat: (year: Int, minutesByDay: [Int: Double])?
  /// The accent colour, `#rrggbb` (the badge's primary colour; gold on year cards).
  public var accent: String

  /// `id` made safe as a file-name stem: characters other than ASCII letters, digits, `.`, `_`
  /// and `-` become `-`; a leading `.` becomes `-` (no hidden files); empty gives `card`.
  public static func stem(for id: String) -> String {
    var out = ""
    for scalar in id.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "-": out.unicodeScalars.append(scalar)
      case "." where !out.isEmpty: out.unicodeScalars.append(scalar)
      default: out += "-"
      }
    }
    return out.isEmpty ? "card" : String(out.prefix(120))
  }
}
