import Foundation
import TimeZoneLookup
import WorkoutImport
import WorkoutModel

/// The files of one run, read and time-zoned, with the workouts in UTC start order.
struct ImportSession {
  /// Every file read, in discovery order.
  var files: [ParsedFile]
  /// The counted workouts (with a start time, not duplicates, not trips, not shorter than the
  /// minimum), sorted by UTC start (then source): what achievements and totals use.
  var workouts: [Workout]
  /// Imported workouts that are not counted, with the reason, in the same order.
  var notCounted: [(workout: Workout, reason: MinimumWorkout.Reason)] = []
  /// The shortest counted workout.
  var minimum = MinimumWorkout.standard

  /// Number of warning values on imported files: the report header shows the same number.
  var warningCount: Int { importedFiles.reduce(0) { $0 + $1.warnings.count } }

  /// Files that gave no workout.
  var skipped: [ParsedFile] { files.filter { $0.error != nil } }
  /// Files that gave workouts (each file is in exactly one of ``skipped`` and
  /// ``importedFiles``).
  var importedFiles: [ParsedFile] { files.filter { $0.error == nil } }

  /// The exit code for a run whose output was written: 0 when every input imported, 3 when some
  /// input was skipped, 1 when no input held a workout (`docs/CONTRACT.md`, "Exit codes").
  var exitCode: Int32 { imported ? (skipped.isEmpty ? 0 : 3) : 1 }

  /// Whether any input held a workout (counted or not).
  var imported: Bool {
    !workouts.isEmpty || !notCounted.isEmpty || holdsUnsortedWorkouts || releasedWorkouts
  }
  /// Whether ``workouts`` and ``notCounted`` were let go of while holding some
  /// (``releaseWorkouts()``).
  private(set) var releasedWorkouts = false

  /// Lets go of ``workouts`` and ``notCounted``, for a caller that evaluates the achievements
  /// from the library's facts instead (``LibraryAccess/history(_:options:)``); ``imported``
  /// keeps its answer.
  mutating func releaseWorkouts() {
    releasedWorkouts = imported
    workouts = []
    notCounted = []
  }
  /// Whether ``files`` hold a workout with a start that ``workouts`` and ``notCounted`` leave
  /// out: `inspect` walks ``files`` only, so its session sorts and splits nothing.
  var holdsUnsortedWorkouts = false

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

  /// Reads the inputs of `options`, counts duplicate recordings once, sorts the workouts.
  /// - Throws: ``CLIError`` `usage` for an unknown `--home-timezone` or a named input that does
  ///   not exist; `failure` when no file is found.
  static func run(
    options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> ImportSession {
    var read = try readFiles(options: options, environment: environment, console: &console)
    if options.command == .inspect {
      // `inspect` prints the files only: no second list of a million workouts, sorted.
      var session = ImportSession(
        files: DuplicateWorkouts.mark(read.files), kept: [], minimum: options.minimum)
      session.holdsUnsortedWorkouts = read.files.contains {
        $0.workouts.contains { $0.summary.startUTC != nil }
      }
      return session
    }
    var files = read.files
    read = ([], [])  // the marked copy below is then the only holder of the workouts
    files = DuplicateWorkouts.mark(files)
    return ImportSession(moving: files, minimum: options.minimum)
  }

  /// A session of `files` whose counted copies are `kept`: workouts without a start left out,
  /// the rest in ``WorkoutOrder`` (UTC start, source, name, end, activity) and split by
  /// `minimum`. (`inspect` passes no `kept`: it walks `files`.)
  init(files: [ParsedFile], kept: [Workout], minimum: MinimumWorkout) {
    self.files = files
    self.workouts = []
    self.minimum = minimum
    var list = kept
    place(&list)
  }

  /// Discovers and reads the inputs of `options` (each workout's zone resolved, no trackpoints
  /// kept), asking `isUnchanged` before opening each file (files it answers `true` for are left
  /// out of `files`). `discovered` is every file found, read or not.
  /// - Throws: ``CLIError`` `usage` for an unknown `--home-timezone` or a named input that does
  ///   not exist; `failure` when no file is found.
  static func readFiles(
    options: CommandLineOptions, environment: [String: String], console: inout Console,
    isUnchanged: (@Sendable (FileStamp) -> Bool)? = nil
  ) throws(CLIError) -> (files: [ParsedFile], discovered: [String]) {
    let home = try homeTimeZone(options: options, environment: environment, console: &console)
    var lookup: TimeZoneResolver.CoordinateLookup?
    if let map = TimeZoneMap.embedded {
      lookup = { latitude, longitude in map.zone(latitude: latitude, longitude: longitude) }
    }
    try requireInputs(options)
    let paths = FileDiscovery.files(for: options.paths)
    guard !paths.isEmpty else {
      throw CLIError(
        .failure,
        "no GPX, TCX or FIT files found in \(TerminalText.safe(options.paths.joined(separator: ", ")))"
      )
    }
    let progressLine = console.errorIsTerminal && !options.quiet ? ProgressLine() : nil
    var progress: (@Sendable (Int, Int) -> Void)?
    if let progressLine {
      progress = { done, total in progressLine.update(done: done, total: total) }
    }
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: home, coordinateLookup: lookup),
      keepsTrackpoints: false,
      progress: progress)
    importer.isUnchanged = isUnchanged
    // `inspect` prints neither records nor routes: it skips their search (issue 10: 13 % of a
    // GPX import's instructions).
    if options.command == .inspect {
      importer.findsBestEfforts = false
      importer.drawsRouteSketches = false
    }
    importer.activityCorrections = try activityCorrections(options)
    var run = importer.run(files: paths)
    progressLine?.finish()
    // A correction naming no file read is most likely a typo: say so rather than stay silent.
    // (Archive members are known only once read: checked against every source read.)
    for (key, type) in importer.activityCorrections.sorted(by: { $0.key < $1.key })
    where !run.files.contains(where: {
      Importer.correction(for: $0.source, in: [key: type]) != nil
    }) {
      console.error(
        "warning: --activity '\(TerminalText.safe(key))' matches no file that was read\n")
    }
    // Account exports: files an export types as another sport are read again with that sport
    // (their best efforts need the trackpoints), then the side files' names, types and planned
    // routes are joined (ExportLayouts).
    let tables = ExportLayouts.stravaTables(in: run)  // each CSV parsed once
    importer.reread(ExportLayouts.sportCorrections(in: run, tables: tables), in: &run)
    ExportLayouts.apply(&run, resolver: importer.resolver, tables: tables)
    return (run.files, paths)
  }

  /// Throws for a named input that does not exist: a typo, not a bad file. Called before
  /// anything is opened or written (a library, a cabinet), so a report never replaces a cabinet
  /// with one built from part of the input. Names holding U+FFFD came from non-UTF-8 bytes; the
  /// reader finds those itself.
  /// - Throws: ``CLIError`` `usage` naming the first missing input.
  static func requireInputs(_ options: CommandLineOptions) throws(CLIError) {
    for path in options.paths where !path.contains("\u{FFFD}") {
      if (try? FileManager.default.attributesOfItem(atPath: path)) == nil {
        throw CLIError(.usage, "no such file or folder: \(TerminalText.safe(path))")
      }
    }
  }

  /// `--activity-map` lines (`FILE=TYPE`, `#` comments, blank lines ignored), then the
  /// `--activity` options on top.
  /// - Throws: ``CLIError`` `usage` when the map cannot be read or a line is not `FILE=TYPE`.
  static func activityCorrections(_ options: CommandLineOptions) throws(CLIError)
    -> [String: ActivityType]
  {
    var corrections: [String: ActivityType] = [:]
    if let path = options.activityMapPath {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw CLIError(.usage, "cannot read the --activity-map file \(TerminalText.safe(path))")
      }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let content =
          line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          .first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !content.isEmpty else { continue }
        do {
          let (file, type) = try CommandLineOptions.parseCorrection(content)
          corrections[file] = type
        } catch {
          throw CLIError(
            .usage, "\(TerminalText.safe(path)):\(number + 1): \(error.message)")
        }
      }
    }
    corrections.merge(options.activityCorrections) { _, given in given }
    return corrections
  }

  /// `--home-timezone`, else `$TZ` (a leading `:` removed), else the system zone.
  /// - Throws: ``CLIError`` `usage` when `--home-timezone` names no zone Foundation knows.
  static func homeTimeZone(
    options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> String {
    if let given = options.homeTimeZone {
      guard !given.isEmpty, TimeZone(identifier: given) != nil else {
        var message =
          "unknown time zone '\(TerminalText.safe(given))' for --home-timezone; use an IANA name "
          + "such as Europe/Berlin"
        if let match = TimeZone.knownTimeZoneIdentifiers.first(where: {
          $0.caseInsensitiveCompare(given) == .orderedSame
        }) {
          message += " (did you mean \(match)?)"
        }
        throw CLIError(.usage, message)
      }
      return given
    }
    if var tz = environment["TZ"], !tz.isEmpty {
      if tz.hasPrefix(":") { tz.removeFirst() }
      if TimeZone(identifier: tz) != nil { return tz }
      console.error(
        "trophies: warning: TZ='\(TerminalText.safe(tz))' is not a time zone Foundation knows; "
          + "using the system zone \(TimeZone.current.identifier) as home zone\n")
    }
    return TimeZone.current.identifier
  }

}
