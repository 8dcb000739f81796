import Achievements
import Foundation
import TrophyReports
import WorkoutModel

/// `trophies report`: writes `trophies.md` and `index.html`.
enum ReportCommand {
  /// - Throws: ``CLIError`` `failure` when the output folder or a file cannot be written.
  static func run(
    session: ImportSession, options: CommandLineOptions, environment: [String: String],
    console: inout Console
  ) throws(CLIError) -> Int32 {
    try session.requireWorkouts(console: &console)
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
      session.workouts)
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
      minimumWorkout: session.minimum.description)
    cabinet.showsRoutes = options.showsRoutes
    cabinet.units = options.units
    let folder = URL(fileURLWithPath: options.outputDirectory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        .failure, "cannot create the output folder (\(reason(error, path: folder.path)))",
        file: folder.path)
    }
    // Two runs into one folder at once would otherwise leave a trophies.md from one and an
    // index.html from the other: hold an exclusive lock on the folder while writing (flock(2) on
    // the folder's descriptor; released when it is closed).
    let lock = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if lock >= 0 { _ = flock(lock, LOCK_EX) }
    defer { if lock >= 0 { close(lock) } }
    var written: [String] = []
    for format in options.formats {
      let (name, text) =
        format == .markdown
        ? ("trophies.md", MarkdownReport.render(cabinet))
        : ("index.html", HTMLReport.render(cabinet))
      let url = folder.appendingPathComponent(name)
      do {
        try Data(text.utf8).write(to: url, options: .atomic)
      } catch {
        throw CLIError(.failure, "cannot write the report (\(reason(error)))", file: url.path)
      }
      written.append(url.path)
    }
    session.listSkipped(on: &console)
    let warned = session.files.filter { $0.error == nil && !$0.warnings.isEmpty }.count
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
    let earned = statuses.filter { $0.earned }.count
    console.output(
      "Imported \(TerminalText.count(session.workouts.count, "workout")) from "
        + "\(session.files.count - skipped.count) of \(TerminalText.count(session.files.count, "file")) "
        + "(\(skipped.count) skipped); \(earned) of \(statuses.count) "
        + "achievements earned.\nWrote \(written.joined(separator: ", "))\n")
    return session.exitCode
  }

  /// The operating system's reason for a failed file operation (`Permission denied`, `Not a
  /// directory`, …) rather than Foundation's generic sentence.
  static func reason(_ error: any Error, path: String? = nil) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let text = strerror(Int32(underlying.code))
    {
      return String(cString: text)
    }
    // Foundation on Linux often drops the errno: ask the system directly.
    if let path, mkdir(path, 0o755) != 0, let text = strerror(errno) {
      return String(cString: text)
    }
    return nsError.localizedDescription
  }

  /// `SOURCE_DATE_EPOCH` (seconds since 1970, reproducible-builds.org) when set and valid, else
  /// now.
  static func generationDate(_ environment: [String: String]) -> Date {
    if let text = environment["SOURCE_DATE_EPOCH"],
      let seconds = Int64(text.trimmingCharacters(in: .whitespaces))
    {
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
    return Date()
  }
}
