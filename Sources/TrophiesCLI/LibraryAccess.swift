import Achievements
import Foundation
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// The workout library as the command line uses it: where it is, opening it, a session read
/// from it, and the "Achievement unlocked" lines (`docs/CONTRACT.md`, "The workout library").
enum LibraryAccess {
  /// `--library FILE`, else `$XDG_DATA_HOME/trophies/library.sqlite`, else
  /// `$HOME/.local/share/trophies/library.sqlite`; its folder is created when missing.
  /// - Throws: ``CLIError`` `usage` when no location is known; `failure` when the folder or
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
    // Reading a library that is not there creates nothing: the user most likely has not
    // imported yet, or named the wrong file.
    if options.command != .import, !FileManager.default.fileExists(atPath: path) {
      throw CLIError(
        .failure,
        "no workout library at \(TerminalText.safe(path)): import your files first "
          + "('trophies import FOLDER…'), or name one with --library FILE")
    }
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw CLIError(.failure, "cannot create the library's folder", file: folder)
      }
    }
    do {
      return try WorkoutLibrary(path: path)
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
  /// minimum workout of `options`).
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func session(_ library: WorkoutLibrary, options: CommandLineOptions) throws(CLIError)
    -> ImportSession
  {
    let files = try checked { () throws(LibraryError) in try library.files() }
    return ImportSession(moving: files, minimum: options.minimum)
  }

  /// The achievement history of the library's counted workouts (duplicates counted once, those
  /// under the minimum workout of `options` left out), built as they are read: each workout's
  /// facts are kept, the workout itself is not (`import` evaluates the achievements only).
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func history(_ library: WorkoutLibrary, options: CommandLineOptions) throws(CLIError)
    -> AchievementHistory
  {
    var facts: [WorkoutFacts] = []
    facts.reserveCapacity(
      try checked { () throws(LibraryError) in try library.countedWorkoutCount() })
    try checked { () throws(LibraryError) in
      try library.forEachCountedWorkout { workout in
        if options.minimum.exclusion(workout) == nil, let fact = WorkoutFacts(workout) {
          facts.append(fact)
        }
      }
    }
    return AchievementHistory(facts: facts)
  }

  /// Checks the `personal_best` rules against `facts` (the library's own figures added), records
  /// the newly earned ones at `now`, evaluates the whole catalog, and prints one
  /// `Achievement unlocked: NAME` line on standard error per achievement earned and never
  /// announced in this library (unless `quiet`; a quiet run still marks them announced).
  /// Returns every status, `personal_best` first. Without a `session` or `prepared` history (a
  /// run that stored no new content cannot change the other kinds) only the `personal_best`
  /// entries are evaluated.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read or written.
  static func unlock(
    _ library: WorkoutLibrary, run: ToolFacts, session: ImportSession?, batch: Int64, now: Date,
    homeTimeZone: String, quiet: Bool, console: inout Console,
    prepared: (history: AchievementHistory, records: PersonalRecords)? = nil
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
        engine.evaluate(prepared.history, recorded: recorded, records: prepared.records)
      } else {
        engine.evaluate(session?.workouts ?? [], recorded: recorded)
      }
    let announced = try checked { () throws(LibraryError) in try library.announcedAchievements() }
    let unlocked = statuses.filter { $0.earned && !announced.contains($0.definition.id) }
    if !quiet {
      for status in unlocked {
        console.error("Achievement unlocked: \(TerminalText.safe(status.definition.name))\n")
      }
    }
    try checked { () throws(LibraryError) in
      try library.record(
        earned: fresh, announced: unlocked.map(\.definition.id), at: now, batch: batch)
    }
    return statuses
  }
}
