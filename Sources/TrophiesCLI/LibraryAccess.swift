import Achievements
import Foundation
import TrophiesKit
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// The workout library as the command line uses it: where it is, opening it, a session read
/// from it, and the "Achievement unlocked" lines (`docs/CONTRACT.md`, "The workout library").
enum LibraryAccess {
  /// `--library FILE`, else `$XDG_DATA_HOME/trophies/library.sqlite`, else
  /// `$HOME/.local/share/trophies/library.sqlite`; its folder is created when missing.
  /// - Throws: ``CLIError`` `usage` when no location is known or a `report` would write over the
  ///   library (``checkNotOverwritten(library:outputFolder:)``); `failure` when the folder or
  ///   the library cannot be created or opened (SQLite's message and code given).
  static func open(options: CommandLineOptions, environment: [String: String]) throws(CLIError)
    -> WorkoutLibrary
  {
    guard let path = options.libraryPath ?? WorkoutLibrary.defaultPath(environment: environment)
    else {
      throw CLIError(
        .usage,
        "no place for the workout library: set HOME or XDG_DATA_HOME, or give --library FILE")
    }
    // A folder, FIFO, socket or device, or a path ending in `/`, is refused the same way by
    // every command before anything is created or opened (issue 17).
    do {
      try WorkoutLibrary.checkPlace(path)
    } catch {
      throw CLIError(.failure, "cannot open the workout library: \(error.description)")
    }
    // Reading a library that is not there creates nothing: the user most likely has not
    // imported yet, or named the wrong file.
    if options.command != .import, !FileManager.default.fileExists(atPath: path) {
      throw CLIError(
        .failure,
        "no workout library at \(TerminalText.safe(path)): import your files first "
          + "('trophies import FOLDER…'), or name one with --library FILE")
    }
    if options.command == .report {
      try checkNotOverwritten(library: path, outputFolder: options.outputDirectory)
    }
    if options.command == .import, let folder = UserPath.parent(of: path) {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw CLIError(.failure, "cannot create the library's folder", file: folder)
      }
    }
    do {
      // `report` and `achievements` only read the library (a read-only file or folder is still
      // reported); what they earn is recorded on a second connection in `unlock`.
      return try WorkoutLibrary(path: path, readOnly: options.command != .import)
    } catch {
      throw CLIError(.failure, "cannot open the workout library: \(error.description)")
    }
  }

  /// Runs `body`, turning a ``LibraryError`` into a ``CLIError`` `failure`.
  static func checked<T>(_ body: () throws(LibraryError) -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw CLIError(.failure, "workout library: \(error.description)")
    }
  }

  /// Everything the library holds, as a session (duplicates counted once, sorted, split by the
  /// minimum workout of `options`). Damaged rows (``WorkoutLibrary/files(damaged:)``) are left
  /// out with a warning on `console` naming up to three: `trophies: warning: N damaged rows of
  /// the workout library were left out`; each is also a skipped input of the session (category
  /// `malformed`, named `LIBRARY: workout ID` or `LIBRARY: PATH`), so the report lists it and the
  /// run exits 3, as for any input that could not be read.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func session(
    _ library: WorkoutLibrary, options: CommandLineOptions, console: inout Console
  ) throws(CLIError) -> ImportSession {
    var damaged: [LibraryError] = []
    let session: ImportSession
    do {
      session = try ImportSession(
        library: library, minimum: options.minimum, damaged: { damaged.append($0) })
    } catch {
      throw CLIError(error)
    }
    warn(damaged: damaged, console: &console)
    return session
  }

  /// The achievement history of the library's counted workouts (duplicates counted once, those
  /// under the minimum workout of `options` left out), built as they are read: each workout's
  /// facts are kept, the workout itself is not (`import` evaluates the achievements only).
  /// Damaged rows are left out and named on `console` in the warning that
  /// ``session(_:options:console:)`` gives (`import`; `achievements`, which read the session
  /// first and warned then, calls ``history(_:options:damaged:)``).
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func history(
    _ library: WorkoutLibrary, options: CommandLineOptions, console: inout Console
  ) throws(CLIError) -> AchievementHistory {
    var damaged: [LibraryError] = []
    let history = try history(library, options: options, damaged: { damaged.append($0) })
    warn(damaged: damaged, console: &console)
    return history
  }

  /// ``history(_:options:console:)`` handing each damaged row to `damaged`.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func history(
    _ library: WorkoutLibrary, options: CommandLineOptions,
    damaged: @escaping (LibraryError) -> Void = { _ in }
  ) throws(CLIError) -> AchievementHistory {
    var facts: [WorkoutFacts] = []
    facts.reserveCapacity(
      try checked { () throws(LibraryError) in try library.countedWorkoutCount() })
    try checked { () throws(LibraryError) in
      try library.forEachCountedWorkout(damaged: damaged) { workout in
        if options.minimum.exclusion(workout) == nil, let fact = WorkoutFacts(workout) {
          facts.append(fact)
        }
      }
    }
    return AchievementHistory(facts: facts)
  }

  /// The achievement history of the library's counted workouts, as
  /// ``history(_:options:damaged:)`` builds it, and what a session read from the library would
  /// say about its files (``WorkoutLibrary/ListingSummary``), from one reading of every row
  /// (``WorkoutLibrary/scanCounted(damaged:_:)``): no workout and no file listing is held, only
  /// each counted workout's facts. Damaged rows are named on `console` as
  /// ``session(_:options:console:)`` names them; `damaged` is how many there were.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func scan(
    _ library: WorkoutLibrary, options: CommandLineOptions, console: inout Console
  ) throws(CLIError) -> (
    history: AchievementHistory, listing: WorkoutLibrary.ListingSummary, damaged: Int
  ) {
    var damaged: [LibraryError] = []
    var facts: [WorkoutFacts] = []
    facts.reserveCapacity(
      try checked { () throws(LibraryError) in try library.countedWorkoutCount() })
    let listing = try checked { () throws(LibraryError) in
      try library.scanCounted(damaged: { damaged.append($0) }) { workout in
        if options.minimum.exclusion(workout) == nil, let fact = WorkoutFacts(workout) {
          facts.append(fact)
        }
      }
    }
    warn(damaged: damaged, console: &console)
    return (AchievementHistory(facts: facts), listing, damaged.count)
  }

  /// Says on standard error that `--activity` and `--activity-map` given to a run that reads
  /// the library (`report`, `achievements` with no paths) change nothing: the library holds no
  /// trackpoints, and a type counts only with that sport's summary and best efforts, computed
  /// when the file is read (break-it pass 7 B9; `trophies: warning: --activity applies when
  /// files are read; run 'trophies import' with it to correct the library's workouts`). The
  /// settings file's `activity_corrections` say nothing: every `import` applies them.
  static func warnCorrectionsUnread(options: CommandLineOptions, console: inout Console) {
    var given: [String] = []
    if !options.activityCorrections.isEmpty { given.append("--activity") }
    if options.activityMapPath != nil { given.append("--activity-map") }
    guard !given.isEmpty else { return }
    let names = given.joined(separator: " and ")
    console.error(
      "trophies: warning: \(names) appl\(given.count == 1 ? "ies" : "y") when files are read; "
        + "run 'trophies import' with \(given.count == 1 ? "it" : "them") to correct the "
        + "library's workouts\n")
  }

  /// The error for a library that holds no workout: "the workout library PATH holds no workout
  /// yet; run 'trophies import PATH' first, or name files or folders".
  static func holdsNoWorkout(_ library: WorkoutLibrary) -> CLIError {
    CLIError(
      .failure,
      "the workout library \(TerminalText.safe(library.database.path)) holds no workout yet; "
        + "run 'trophies import PATH' first, or name files or folders")
  }

  /// Says on standard error that `damaged` rows were left out, naming up to three:
  /// `trophies: warning: N damaged rows of the workout library were left out:`.
  static func warn(damaged: [LibraryError], console: inout Console) {
    guard !damaged.isEmpty else { return }
    console.error(
      "trophies: warning: \(TerminalText.count(damaged.count, "damaged row")) of the workout "
        + "library \(damaged.count == 1 ? "was" : "were") left out:\n")
    for error in damaged.prefix(3) {
      console.error("  \(TerminalText.safe(error.description))\n")
    }
    if damaged.count > 3 { console.error("  … and \(damaged.count - 3) more\n") }
  }

  /// Checks the `personal_best` rules against `facts` (the library's own figures added), records
  /// the newly earned ones at `now`, evaluates the whole catalog, and prints one
  /// `Achievement unlocked: NAME` line on standard error per achievement earned and never
  /// announced in this library (unless `quiet`; a quiet run still marks them announced).
  /// Returns every status, `personal_best` first; `explorer`, when given, must be
  /// `ExplorerHistory(prepared.history)`. Without a `session` or `prepared` history (a
  /// run that stored no new content cannot change the other kinds) only the `personal_best`
  /// entries are evaluated.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read or written.
  static func unlock(
    _ library: WorkoutLibrary, run: ToolFacts, session: ImportSession?, batch: Int64, now: Date,
    homeTimeZone: String, quiet: Bool, console: inout Console,
    prepared: (history: AchievementHistory, records: PersonalRecords)? = nil,
    explorer: ExplorerHistory? = nil
  ) throws(CLIError) -> [AchievementStatus] {
    var facts = try checked { () throws(LibraryError) in try library.facts() }
    facts.isImport = run.isImport
    facts.filesThisRun = run.filesThisRun
    facts.knownFilesThisRun = run.knownFilesThisRun
    facts.newFilesThisRun = run.newFilesThisRun
    facts.newWorkoutsThisRun = run.newWorkoutsThisRun
    facts.duplicatesThisRun = run.duplicatesThisRun
    facts.cabinetWritten = run.cabinetWritten
    var earned = try checked { () throws(LibraryError) in try library.earnedToolAchievements() }
    let fresh = ToolAchievements.earned(facts).filter { earned[$0] == nil }
    for id in fresh { earned[id] = now }
    let recorded = AchievementCatalog.personalBests.compactMap { definition in
      earned[definition.id].map {
        AchievementStatus(
          definition: definition, earned: true, earnedAt: $0,
          earnedTimeZoneIdentifier: homeTimeZone, earnedTimeZoneSource: .homeSetting,
          progress: AchievementProgress(
            current: definition.target, target: definition.target, unit: definition.unit))
      }
    }
    let engine = AchievementEngine(
      catalog: session == nil && prepared == nil
        ? AchievementCatalog.personalBests : AchievementCatalog.withPersonalBests)
    let statuses =
      if let prepared {
        engine.evaluate(
          prepared.history, recorded: recorded, records: prepared.records, explorer: explorer)
      } else {
        engine.evaluate(session?.workouts ?? [], recorded: recorded)
      }
    let announced = try checked { () throws(LibraryError) in try library.announcedAchievements() }
    let unlocked = statuses.filter { $0.earned && !announced.contains($0.definition.id) }
    // Recorded first, announced after: a line says "unlocked" only once it is recorded, so
    // that it is never printed again (issue 17: a library that could not be written announced
    // the same achievements on every run).
    var written = true
    if !fresh.isEmpty || !unlocked.isEmpty {
      if !library.isReadOnly {
        try checked { () throws(LibraryError) in
          try library.record(
            earned: fresh, announced: unlocked.map(\.definition.id), at: now, batch: batch)
        }
      } else {
        // A library opened for reading: recorded on a connection for writing, when it can be.
        do throws(LibraryError) {
          try WorkoutLibrary(path: library.database.path).record(
            earned: fresh, announced: unlocked.map(\.definition.id), at: now, batch: batch)
        } catch {
          written = false
          console.error(
            "trophies: warning: the achievements earned could not be recorded in the library "
              + "(\(TerminalText.safe(error.description))); the report is written all the same, "
              + "and they are announced again until the library can be written\n")
        }
      }
    }
    if !quiet {
      let line = written ? "Achievement unlocked" : "Achievement unlocked (not recorded)"
      for status in unlocked {
        console.error("\(line): \(TerminalText.safe(status.definition.name))\n")
      }
    }
    return statuses
  }
}
