import TrophiesKit
import WorkoutImport

/// The command line's side of a session: reading one from the options, listing its skipped
/// files, and the exit code (`docs/CONTRACT.md`, "Exit codes").
extension ImportSession {
  /// The exit code for a run whose output was written: 0 when every input imported, 3 when some
  /// input was skipped or a row of the workout library was damaged, 1 when no input held a
  /// workout (`docs/CONTRACT.md`, "Exit codes").
  var exitCode: Int32 { imported ? (skipped.isEmpty && damagedWarningRows == 0 ? 0 : 3) : 1 }

  /// Lists the skipped files on standard error by category, three examples each (every one with
  /// `verbose`), as `trophies import` does (``ImportOverview/listExamples(_:verbose:console:)``):
  /// a folder of 4,000 files with 700 planned routes no longer scrolls 700 lines past.
  func listSkipped(on console: inout Console, verbose: Bool = false) {
    var byCategory: [ImportError.Category: [ImportError]] = [:]
    for file in skipped {
      if let error = file.error { byCategory[error.category, default: []].append(error) }
    }
    ImportOverview.listExamples(byCategory, verbose: verbose, console: &console)
  }

  /// Throws when no input held a workout, after listing the skipped files, so that a mistyped
  /// path never overwrites an existing cabinet with an empty one.
  /// - Throws: ``CLIError`` `failure`.
  func requireWorkouts(console: inout Console) throws(CLIError) {
    guard !imported else { return }
    listSkipped(on: &console)
    throw CLIError(
      .failure,
      "none of the \(TerminalText.count(files.count, "file")) read held a workout; nothing written")
  }

  /// Reads the inputs of `options` with ``TrophiesImport/read(_:options:)``: the home zone
  /// resolved once (``homeTimeZone(options:environment:console:)``), a progress line on a
  /// terminal, a warning for each `--activity` key that matched no file. `inspect` lists no
  /// workouts and skips best efforts and route sketches (issue 10: 13 % of a GPX import's
  /// instructions).
  /// - Throws: ``CLIError`` `usage` for an unknown `--home-timezone`, an unreadable
  ///   `--activity-map` or a named input that does not exist; `failure` when no file is found.
  static func run(
    options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> ImportSession {
    var settings = try importOptions(options, environment: environment, console: &console)
    let inspects = options.command == .inspect
    settings.listsWorkouts = !inspects
    settings.findsBestEfforts = !inspects
    settings.drawsRouteSketches = !inspects
    let progressLine = console.errorIsTerminal && !options.quiet ? ProgressLine() : nil
    if let progressLine {
      settings.progress = { done, total in progressLine.update(done: done, total: total) }
    }
    let session: ImportSession
    do {
      session = try TrophiesImport.read(options.paths, options: settings)
    } catch {
      throw CLIError(error)
    }
    progressLine?.finish()
    warn(unmatched: session.unmatchedCorrections, options: options, console: &console)
    return session
  }

  /// The ``ImportOptions`` of `options`: the home zone resolved (and warned about) here, once,
  /// the `--activity-map` and `--activity` corrections, the minimum workout; for `report`, the
  /// cabinet's own files in `--out` left out of folder listings.
  /// - Throws: ``CLIError`` `usage` for an unknown `--home-timezone` or an unreadable
  ///   `--activity-map`.
  static func importOptions(
    _ options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> ImportOptions {
    let home = try homeTimeZone(options: options, environment: environment, console: &console)
    var result = ImportOptions(
      homeTimeZone: home, environment: environment,
      activityCorrections: try activityCorrections(options), minimum: options.minimum)
    if options.command == .report {
      // The cabinet a report writes is never read back as an input (issue 17, M8).
      result.excluded.names[options.outputDirectory] = CabinetWriter.ownNames
    }
    return result
  }

  /// Says on standard error that each of `unmatched` (`--activity` keys) matched no file read:
  /// most likely a typo. The settings file's own corrections hold for every run, so one that
  /// matches no file of this run is not named (unless an option gave it too).
  static func warn(unmatched: [String], options: CommandLineOptions, console: inout Console) {
    for key in unmatched
    where options.settingsCorrections[key] == nil || options.activityCorrections[key] != nil {
      console.error(
        "warning: --activity '\(TerminalText.safe(key))' matches no file that was read\n")
    }
  }

  /// `--home-timezone`, else `$TZ` (a leading `:` removed), else the system zone
  /// (``HomeTimeZone/resolve(given:environment:)``); a `$TZ` Foundation does not know is named
  /// in a warning on standard error. Each run calls this once.
  /// - Throws: ``CLIError`` `usage` when `--home-timezone` names no zone Foundation knows.
  static func homeTimeZone(
    options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> String {
    let home: HomeTimeZone
    do {
      home = try HomeTimeZone.resolve(given: options.homeTimeZone, environment: environment)
    } catch {
      throw CLIError(error)
    }
    if let ignored = home.ignoredEnvironmentZone {
      console.error(
        "trophies: warning: TZ='\(TerminalText.safe(ignored))' is not a time zone Foundation "
          + "knows; using the system zone \(home.identifier) as home zone\n")
    }
    return home.identifier
  }
}
