import Testing
import TrophiesKit

/// Many goals in one settings file (break-it H1: 16,819 month goals, each of one year, in a
/// 1 MiB file made every command, `inspect` too, take 45 s of CPU, because each goal was
/// compared with every goal before it). The overlap check looks each goal up by its ladder.
@Suite("many goals in the settings file")
struct GoalSettingsScaleTests {
  /// `count` month goals `{"period": "month", "year": Y, "sport": S, "workouts": 1}`, each
  /// (year, sport) once: years from 1970 on, two sports per year; then `extra` goals.
  static func text(_ count: Int, extra: [String] = []) -> String {
    let goals = (0..<count).map { index in
      let sport = index % 2 == 0 ? "running" : "cycling"
      return #"{"period":"month","year":\#(1970 + index / 2),"sport":"\#(sport)","workouts":1}"#
    }
    return #"{"goals":["# + (goals + extra).joined(separator: ",") + "]}"
  }

  /// 6,000 goals: 18 million pairs for the pairwise check (4.7 s in a release build); one
  /// look-up each now (speed is measured by hand, never asserted in a test: the figures are in
  /// the commit that made it linear).
  @Test("6,000 goals are read, the last one whole")
  func manyGoals() throws {
    let bytes = Array(Self.text(6_000).utf8)
    let settings = try TrophiesSettings.parse(bytes, file: "s.json")
    #expect(settings.goals.count == 6_000)
    #expect(settings.goals.last?.year == 1970 + 2_999)
  }

  /// The twin named is the first goal the new one overlaps, as before: among thousands, the
  /// goal of the same year (index 2 × (2025 − 1970) for running), or the first of its ladder
  /// for a goal of every year.
  @Test(
    "among thousands of goals, an overlap names the goal it overlaps",
    arguments: [
      (
        #"{"period":"month","year":2025,"sport":"running","workouts":3}"#,
        "has the same period, amount and sport as goals[110] for the year 2025"
      ),
      (
        #"{"period":"month","sport":"cycling","workouts":3}"#,
        "has the same period, amount and sport as goals[1] for the year 1970"
      ),
      (
        #"{"period":"month","sport":"running","workouts":3}"#,
        "has the same period, amount and sport as goals[0] for the year 1970"
      ),
    ])
  func overlapNamed(extra: String, cause: String) {
    do throws(SettingsError) {
      _ = try TrophiesSettings.parse(Array(Self.text(4_000, extra: [extra]).utf8), file: "s")
      Issue.record("accepted: \(extra)")
    } catch {
      #expect(error.key == "goals[4000]")
      #expect(error.cause.hasPrefix(cause), "\(error.cause)")
    }
  }
}
