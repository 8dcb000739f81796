import Achievements
import Foundation
import WorkoutModel

/// `trophies achievements`: every catalog entry, earned or not.
enum AchievementsCommand {
  /// - Throws: ``CLIError`` `failure` when no input held a workout.
  static func run(
    session: ImportSession, options: CommandLineOptions, console: inout Console
  ) throws(CLIError) -> Int32 {
    try session.requireWorkouts(console: &console)
    session.listSkipped(on: &console)
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
      session.workouts)
    if options.json {
      console.output(JSONValue.array(statuses.map(json)).text + "\n")
    } else {
      for status in statuses {
        let mark = status.earned ? "[x]" : "[ ]"
        var line = "\(mark) \(status.definition.name) — \(status.definition.description)"
        if status.earned, let at = status.earnedAtLocalISO8601 {
          line += " (earned \(at))"
        } else {
          line += " (\(status.progress.current)/\(status.progress.target) \(status.progress.unit))"
        }
        console.output(line + "\n")
      }
      let earned = statuses.filter { $0.earned }.count
      console.output(
        "\(earned) of \(statuses.count) earned from \(session.workouts.count) workouts\n")
    }
    return session.exitCode
  }

  /// One status as in `docs/CONTRACT.md`, "`achievements --json`".
  static func json(_ status: AchievementStatus) -> JSONValue {
    let earnedAt = JSONValue.optional(status.earnedAtLocalISO8601)
    var earnedBy: JSONValue = .null
    if let by = status.earnedBy {
      earnedBy = .object([
        ("file", .string(by.file)), ("name", .optional(by.name)),
        ("start_utc", .string(ISO8601Format.utc(by.startUTC))),
      ])
    }
    return .object([
      ("id", .string(status.definition.id)),
      ("kind", .string(status.definition.kind.rawValue)),
      ("name", .string(status.definition.name)),
      ("description", .string(status.definition.description)),
      ("earned", .bool(status.earned)),
      ("earned_at_local", earnedAt),
      ("time_zone_source", .optional(status.earnedTimeZoneSource?.rawValue)),
      ("earned_by", earnedBy),
      (
        "progress",
        .object([
          ("current", .int(status.progress.current)), ("target", .int(status.progress.target)),
          ("unit", .string(status.progress.unit)),
        ])
      ),
    ])
  }
}
