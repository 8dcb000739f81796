import Achievements
import Foundation
import TrophiesKit
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// `trophies import PATH… [--library FILE]`: reads the files into the workout library
/// (`docs/CONTRACT.md`, "The workout library") through
/// ``TrophiesImport/store(_:into:options:batchSize:startedAt:)``, then prints what it did.
///
/// A file whose path, size and modification time are stored is not opened again; a file whose
/// content hash is stored is not stored again. New files are stored in batches of
/// ``batchSize(_:)`` files, one transaction each. Exit codes: 0 every input imported or already
/// in the library; 3 some inputs skipped or failed; 1 nothing could be done (the library cannot
/// be opened, no input held a workout); 2 usage error.
enum ImportCommand {
  /// Files stored per transaction: `TROPHIES_LIBRARY_BATCH` when it is a whole number ≥ 1
  /// (tests use small batches), else 500.
  static func batchSize(_ environment: [String: String]) -> Int {
    environment["TROPHIES_LIBRARY_BATCH"].flatMap(Int.init).map { max(1, $0) } ?? 500
  }

  /// - Throws: ``CLIError`` as listed on the type.
  static func run(
    options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> Int32 {
    let now = ReportCommand.generationDate(environment)
    do {
      try TrophiesImport.requireInputs(options.paths)  // a typo creates no library
    } catch {
      throw CLIError(error)
    }
    let library = try LibraryAccess.open(options: options, environment: environment)
    // The home zone is resolved once, here: the read and the achievements both use it.
    var settings = try ImportSession.importOptions(
      options, environment: environment, console: &console)
    // The library (and its journals) inside an input folder is not an input (issue 17, M8).
    let path = library.database.path
    settings.excluded.files = [path, path + "-journal", path + "-wal", path + "-shm"]
    let progressLine = console.errorIsTerminal && !options.quiet ? ProgressLine() : nil
    if let progressLine {
      settings.progress = { done, total in progressLine.update(done: done, total: total) }
    }
    let record: LibraryImport
    do {
      record = try TrophiesImport.store(
        options.paths, into: library, options: settings, batchSize: batchSize(environment),
        startedAt: now)
    } catch {
      throw CLIError(error)
    }
    progressLine?.finish()
    ImportSession.warn(
      unmatched: record.unmatchedCorrections, options: options, console: &console)
    let outcome = record.outcome
    let unchanged = record.unchangedFiles
    var run = ToolFacts()
    run.isImport = true
    run.filesThisRun = record.discovered.count
    run.knownFilesThisRun = unchanged + outcome.knownFiles.count
    run.newFilesThisRun = outcome.newFiles.count
    run.newWorkoutsThisRun = outcome.newWorkouts
    run.duplicatesThisRun = outcome.duplicateCount
    // A run that stored no new content and corrected no type cannot change what the workouts
    // earn: the library is
    // not read back (a re-import stays near-instant).
    // Only the achievement facts of each stored workout are kept, not the workouts (1 M Apple
    // Health workouts: 1,359 MB peak holding them as a session).
    // Workouts retyped by a correction earn other badges (break-it pass 7 B9).
    let history =
      outcome.newFiles.isEmpty && outcome.correctedWorkouts == 0
      ? nil : try LibraryAccess.history(library, options: options, console: &console)
    _ = try LibraryAccess.unlock(
      library, run: run, session: nil, batch: outcome.batch, now: now,
      homeTimeZone: record.homeTimeZone.identifier, quiet: options.quiet, console: &console,
      prepared: history.map { ($0, PersonalRecords($0)) })
    let overview = ImportOverview(
      outcome: outcome, unchangedFiles: unchanged,
      libraryWorkouts: try LibraryAccess.checked { () throws(LibraryError) in
        try library.countedWorkoutCount()
      },
      libraryPath: library.database.path)
    overview.print(verbose: options.verbose, console: &console)
    if outcome.newWorkouts + outcome.alreadyStoredWorkouts + outcome.duplicateCount
      + outcome.keptWorkouts == 0,
      unchanged == 0
    {
      console.error(
        "trophies: none of the \(TerminalText.count(record.discovered.count, "file")) read held "
          + "a workout; nothing new in the library\n")
      return 1
    }
    return overview.hasProblems ? 3 : 0
  }
}
