import Achievements
import Foundation
import TrophiesKit
import WorkoutLibrary
import WorkoutModel

/// `trophies achievements`: every catalog entry, earned or not, then each country visited,
/// then each piece of gear's milestones.
enum AchievementsCommand {
  /// Evaluates the workouts read from paths (`session`).
  /// - Throws: ``CLIError`` `failure` when no input held a workout.
  static func run(
    session: ImportSession, options: CommandLineOptions, environment: [String: String] = [:],
    console: inout Console
  ) throws(CLIError) -> Int32 {
    try session.requireWorkouts(console: &console)
    session.listSkipped(on: &console, verbose: options.verbose)
    let history = AchievementHistory(session.workouts)
    let records = PersonalRecords(history)
    let explorer = ExplorerHistory(history)
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
      history, records: records, explorer: explorer)
    try show(
      (history, records, explorer, statuses), counted: session.workouts.count, library: nil,
      options: options, now: ReportCommand.generationDate(environment), console: &console)
    return session.exitCode
  }

  /// Evaluates the library's counted workouts and its `personal_best` achievements. The
  /// workouts are read one at a time and only their facts kept (``LibraryAccess/scan(_:options:console:)``):
  /// no listing of the files is rebuilt. Exit code 3 when the library holds a file that was
  /// skipped or a damaged row, else 0.
  /// - Throws: ``CLIError`` `failure` when the library holds no workout or cannot be read.
  static func run(
    library: WorkoutLibrary, options: CommandLineOptions, environment: [String: String] = [:],
    console: inout Console
  ) throws(CLIError) -> Int32 {
    let scan = try LibraryAccess.scan(library, options: options, console: &console)
    guard scan.listing.holdsWorkout else { throw LibraryAccess.holdsNoWorkout(library) }
    let now = ReportCommand.generationDate(environment)
    let history = scan.history
    let records = PersonalRecords(history)
    let explorer = ExplorerHistory(history)
    let statuses = try LibraryAccess.unlock(
      library, run: ToolFacts(), session: nil, batch: 0, now: now,
      homeTimeZone: try ImportSession.homeTimeZone(
        options: options, environment: environment, console: &console),
      quiet: options.quiet, console: &console, prepared: (history, records),
      explorer: explorer)
    try show(
      (history, records, explorer, statuses), counted: history.count, library: library,
      options: options, now: now, console: &console)
    return scan.listing.skippedFiles + scan.damaged == 0 ? 0 : 3
  }

  /// Prints the evaluated history as text or `--json` (`docs/CONTRACT.md`,
  /// "`achievements --json`"): the statuses, the places, the gear and the goals; `counted` is
  /// the number of counted workouts the text's last line names.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  private static func show(
    _ evaluated: (
      history: AchievementHistory, records: PersonalRecords, explorer: ExplorerHistory,
      statuses: [AchievementStatus]
    ), counted: Int, library: WorkoutLibrary?, options: CommandLineOptions, now: Date,
    console: inout Console
  ) throws(CLIError) {
    let (history, records, explorer, statuses) = evaluated
    let places = PlaceVisit.visits(in: history)
    let gear = GearUse.uses(in: history)
    for line in gearWarnings(gear, settings: options.gearSettings) { console.error(line) }
    let goals = GoalBoard(goals: options.goals, history: history, now: now)
    if options.json {
      let seasons = Seasons(history: history, records: records, reference: now)
      let figures = json(explorer)
      let since = try sinceLastReport(
        library, statuses: statuses, places: places, records: records, now: now)
      console.output(
        JSONValue.array(
          statuses.map {
            withSince(
              json(
                $0, extra: seasonKeys($0, seasons: seasons),
                explorer: $0.definition.kind == .explorer ? figures : .null),
              id: $0.definition.id, since: since)
          } + places.map { withSince(json($0), id: $0.awardID, since: since) }
            + gearJSON(gear, settings: options.gearSettings) + goalEntries(goals)
        ).text + "\n")
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
      for visit in places { console.output(Self.line(visit) + "\n") }
      for line in gearLines(gear) { console.output(line + "\n") }
      for line in goalLines(goals) { console.output(line + "\n") }
      let badges = statuses + goals.statuses
      let earned = badges.filter { $0.earned }.count
      console.output(
        "\(earned) of \(badges.count) earned from "
          + "\(TerminalText.count(counted, "workout"))\n")
    }
  }

  /// A workout reference as `{"file", "name", "start_utc"}`, or `null`.
  static func json(_ reference: WorkoutReference?) -> JSONValue {
    guard let by = reference else { return .null }
    return .object([
      ("file", .string(by.file)), ("name", .optional(by.name)),
      ("start_utc", .string(ISO8601Format.utc(by.startUTC))),
    ])
  }

  /// A record's detail: value (3 decimals), unit, times set, the record it beat (or `null`),
  /// then `extra` keys (the period figures, ``seasonKeys(_:seasons:)``).
  static func json(_ record: RecordDetail?, extra: [(String, JSONValue)] = []) -> JSONValue {
    guard let record else { return .null }
    var previous: JSONValue = .null
    if let value = record.previousValue, let at = record.previousSetAt {
      let zone =
        record.previousTimeZoneIdentifier.flatMap(TimeZone.init(identifier:))
        ?? TimeZone(secondsFromGMT: 0) ?? .gmt
      previous = .object([
        ("value", .number(value, decimals: 3)),
        ("set_at_local", .string(ISO8601Format.local(at, in: zone))),
        ("set_by", json(record.previousSetBy)),
      ])
    }
    return .object(
      [
        ("value", .number(record.value, decimals: 3)), ("unit", .string(record.unit)),
        ("times_set", .int(record.timesSet)), ("previous", previous),
        ("unverified_efforts", .int(record.unverifiedCount)),
      ] + extra)
  }

  /// One status as in `docs/CONTRACT.md`, "`achievements --json`"; `extra` keys end its
  /// `record` object; `explorer` is the history's explorer figures on `explorer` entries
  /// (``json(_:)-(ExplorerHistory)``), else `null`.
  static func json(
    _ status: AchievementStatus, extra: [(String, JSONValue)] = [], explorer: JSONValue = .null
  ) -> JSONValue {
    let earnedAt = JSONValue.optional(status.earnedAtLocalISO8601)
    return .object([
      ("id", .string(status.definition.id)),
      ("kind", .string(status.definition.kind.rawValue)),
      ("name", .string(status.definition.name)),
      ("description", .string(status.definition.description)),
      ("earned", .bool(status.earned)),
      ("earned_at_local", earnedAt),
      ("time_zone_source", .optional(status.earnedTimeZoneSource?.rawValue)),
      ("earned_by", json(status.earnedBy)),
      (
        "progress",
        .object([
          ("current", .int(status.progress.current)), ("target", .int(status.progress.target)),
          ("unit", .string(status.progress.unit)),
        ])
      ),
      ("record", json(status.record, extra: extra)), ("explorer", explorer),
    ])
  }
}
