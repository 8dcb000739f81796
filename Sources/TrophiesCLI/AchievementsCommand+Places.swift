import Achievements
import Foundation
import WorkoutModel

extension AchievementsCommand {
  /// One country visited as an award entry of `achievements --json` (`docs/CONTRACT.md`,
  /// "Places"): id `place.country.<code in lower case>`, kind `places`, earned by the first
  /// workout there at its start, progress the workouts there (target 1), `record` and `explorer` `null`, and a trailing
  /// `place` object: code, name, continent, local date of the first visit, workouts, metres.
  static func json(_ visit: PlaceVisit) -> JSONValue {
    let zone =
      TimeZone(identifier: visit.firstVisitTimeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0)
      ?? .gmt
    return .object([
      ("id", .string(visit.awardID)),
      ("kind", .string(AchievementKind.places.rawValue)),
      ("name", .string(placeName(visit))),
      ("description", .string("A workout whose track passed through \(visit.name).")),
      ("earned", .bool(true)),
      ("earned_at_local", .string(ISO8601Format.local(visit.firstVisit.startUTC, in: zone))),
      ("time_zone_source", .string(visit.firstVisitTimeZoneSource.rawValue)),
      ("earned_by", json(visit.firstVisit)),
      (
        "progress",
        .object([
          ("current", .int(visit.workouts)), ("target", .int(1)), ("unit", .string("workouts")),
        ])
      ),
      ("record", .null), ("explorer", .null),
      (
        "place",
        .object([
          ("country", .string(visit.code)), ("name", .string(visit.name)),
          ("continent", .optional(visit.continent?.rawValue)),
          ("first_visit", .string(visit.firstVisitDate.description)),
          ("workouts", .int(visit.workouts)),
          ("distance_m", .number(visit.distanceMeters, decimals: 1)),
        ])
      ),
    ])
  }

  /// "First workout in Switzerland".
  static func placeName(_ visit: PlaceVisit) -> String { "First workout in \(visit.name)" }

  /// The text line of a country visited: `[x] First workout in Switzerland (CH) — 2025-06-14,
  /// 1 workout, 11.5 km`.
  static func line(_ visit: PlaceVisit) -> String {
    "[x] \(placeName(visit)) (\(visit.code)) — \(visit.firstVisitDate.description), "
      + "\(TerminalText.count(visit.workouts, "workout")), "
      + NumberText.fixed(visit.distanceMeters / 1000, decimals: 1) + " km"
  }
}
