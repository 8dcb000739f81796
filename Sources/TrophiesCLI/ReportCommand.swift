import Achievements
import Foundation
import TrophiesKit
import TrophyReports
import WorkoutLibrary
import WorkoutModel

/// `trophies report`: writes `trophies.md` and `index.html`, and when some workout has explorer
/// tiles `tiles-to-explore.gpx` and `tiles-to-explore.geojson` (``TilesToExplore``); without
/// tiles, those an earlier run left are replaced by empty ones. With `--share`, the `share/`
/// folder of share pictures (``ShareWriter``) replaces the old one in the same commit.
enum ReportCommand {
  /// - Throws: ``CLIError`` `failure` when the output folder or a file cannot be written (see
  ///   ``CabinetWriter``: the earlier cabinet is then left whole).
  ///   With `library` (no paths given), the cabinet shows the library's workouts and its
  ///   `personal_best` achievements, and writing it may earn "Cabinet Maker".
  static func run(
    session: ImportSession, options: CommandLineOptions, environment: [String: String],
    console: inout Console, library: WorkoutLibrary? = nil
  ) throws(CLIError) -> Int32 {
    try session.requireWorkouts(console: &console)
    // One history and one records pass, shared by the engine and the cabinet.
    let history = AchievementHistory(session.workouts)
    let records = PersonalRecords(history)
    let explorer = ExplorerHistory(history)
    var statuses: [AchievementStatus]
    if let library {
      try checkOutputFolder(options.outputDirectory)
      var run = ToolFacts()
      run.cabinetWritten = true
      statuses = try LibraryAccess.unlock(
        library, run: run, session: session, batch: 0,
        now: generationDate(environment),
        homeTimeZone: try ImportSession.homeTimeZone(
          options: options, environment: environment, console: &console),
        quiet: options.quiet, console: &console, prepared: (history, records),
        explorer: explorer)
    } else {
      statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
        history, records: records, explorer: explorer)
    }
    let skipped = session.skipped.compactMap { file in
      file.error.map {
        SkippedFile(
          file: file.source, category: $0.category.rawValue, message: $0.message, line: $0.line,
          column: $0.column)
      }
    }
    var cabinet = TrophyCabinet(
      generatedAt: generationDate(environment), statuses: statuses, workouts: session.workouts,
      filesRead: session.files.count, skipped: skipped,
      warningCount: session.warningCount,
      warnings: session.files.flatMap { file in
        file.error != nil
          ? []
          : file.warnings.map {
            FileWarning(
              file: file.source, code: $0.code.rawValue, count: $0.count, message: $0.message)
          }
      },
      duplicates: session.files.flatMap { file in
        file.duplicates.map {
          DuplicateFile(
            file: file.source, startUTC: ISO8601Format.utc($0.startUTC), countedIn: $0.countedIn)
        }
      },
      notCounted: session.notCounted.map {
        NotCountedWorkout(
          file: $0.workout.source, name: $0.workout.name,
          startUTC: $0.workout.summary.startUTC.map { ISO8601Format.utc($0) } ?? "–",
          reason: $0.reason.rawValue)
      },
      minimumWorkout: session.minimum.description, history: history, records: records,
      explorer: explorer)
    cabinet.showsRoutes = options.showsRoutes
    cabinet.units = options.units
    cabinet.privacyZones = PrivacyZones(options.privacyZones)
    cabinet.gearSettings = options.gearSettings
    cabinet.evaluation.goals = GoalBoard(
      goals: options.goals, history: history, now: cabinet.generatedAt)
    // "New since last report": read before the cabinet is rendered, remembered once written.
    var memory: (shown: ReportMemory, last: ReportMemory?, since: SinceLastReport)?
    if let library { memory = try sinceLastReport(library, cabinet: cabinet) }
    cabinet.sinceLastReport = memory?.since
    cabinet.sharesCards = options.writesShareCards
    // One document for every rendering (the pages and the share pictures).
    let document = CabinetDocument(cabinet)
    var files: [(name: String, bytes: [UInt8])] = []
    for format in options.formats {
      files.append(
        format == .markdown
          ? ("trophies.md", Array(MarkdownReport.render(cabinet, document: document).utf8))
          : ("index.html", Array(HTMLReport.render(cabinet, document: document).utf8)))
    }
    // Drawn during the commit, each picture written to the staging folder as it is made.
    let share = document.share.map { ShareWriter($0, environment: environment) }
    // Tiles to explore: written when some workout has tiles; without tiles, files an earlier
    // run left in --out are replaced by empty ones (in the same commit), never left stale.
    let tiles = TilesToExplore(explorer, zones: cabinet.privacyZones)
    for (name, text) in [
      (TilesToExplore.gpxName, tiles.gpx), (TilesToExplore.geoJSONName, tiles.geoJSON),
    ]
    where explorer.hasTiles
      || FileManager.default.fileExists(atPath: UserPath.joined(options.outputDirectory, name))
    {
      files.append((name, Array(text.utf8)))
    }
    let writer = CabinetWriter(folder: options.outputDirectory)
    var written = try writer.write(files, share: share, console: &console)
    if let share {
      written.append(
        writer.path(CabinetWriter.shareName) + "/ ("
          + TerminalText.count(share.count, "share picture") + ")")
    }
    if let library, let memory {
      remember(memory.shown, last: memory.last, in: library, console: &console)
    }
    if library == nil {
      session.listSkipped(on: &console, verbose: options.verbose)
    } else if !session.skipped.isEmpty {
      // The library's skipped files were listed when they were imported: a count is enough.
      console.error(
        "\(TerminalText.count(session.skipped.count, "file")) in the library gave no workout: "
          + "see \"Skipped files\" in the report\n")
    }
    let warned = session.importedFiles.filter { !$0.warnings.isEmpty }.count
    if warned > 0 {
      console.error(
        "\(TerminalText.count(session.warningCount, "warning")) in "
          + "\(TerminalText.count(warned, "imported file")): see \"Files imported with "
          + "warnings\" in the report, or 'trophies inspect' on them\n")
    }
    let duplicates = session.files.reduce(0) { $0 + $1.duplicates.count }
    if duplicates > 0 {
      console.error(
        "\(TerminalText.count(duplicates, "duplicate recording")) counted once: see \"Duplicate "
          + "recordings\" in the report\n")
    }
    if !session.notCounted.isEmpty {
      console.error(
        "\(TerminalText.count(session.notCounted.count, "workout")) not counted (trips, or "
          + "shorter than \(session.minimum.description)): see \"Not counted\" in the report\n")
    }
    for line in AchievementsCommand.gearWarnings(
      cabinet.evaluation.gear, settings: options.gearSettings)
    {
      console.error(line)
    }
    // The cabinet's badges (catalog and goals): without tiles the catalog leaves the explorer
    // entries out (TrophyCabinet).
    let badges = cabinet.badges
    let earned = badges.filter { $0.earned }.count
    console.output(
      "Imported \(TerminalText.count(session.workouts.count, "workout")) from "
        + "\(session.files.count - skipped.count) of \(TerminalText.count(session.files.count, "file")) "
        + "(\(skipped.count) skipped); \(earned) of \(badges.count) "
        + "achievements earned.\nWrote \(TerminalText.safe(written.joined(separator: ", ")))\n")
    return session.exitCode
  }

  /// `SOURCE_DATE_EPOCH` (seconds since 1970, reproducible-builds.org) when set and valid (0
  /// to 253,402,300,799 s, 9999-12-31T23:59:59Z: issue 17, a value near `Int64.max` trapped when
  /// the instant was stored in milliseconds), else now.
  static func generationDate(_ environment: [String: String]) -> Date {
    if let text = environment["SOURCE_DATE_EPOCH"],
      let seconds = Int64(text.trimmingCharacters(in: .whitespaces)),
      (0...253_402_300_799).contains(seconds)
    {
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
    return Date()
  }
}
