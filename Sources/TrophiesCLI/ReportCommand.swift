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
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
      session.workouts)
    let skipped = session.skipped.compactMap { file in
      file.error.map {
        SkippedFile(
          file: file.source, category: $0.category.rawValue, message: $0.message, line: $0.line,
          column: $0.column)
      }
    }
    let cabinet = TrophyCabinet(
      generatedAt: generationDate(environment), statuses: statuses, workouts: session.workouts,
      filesRead: session.files.count, skipped: skipped,
      warningCount: session.files.reduce(0) { $0 + $1.warnings.count })
    let folder = URL(fileURLWithPath: options.outputDirectory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        .failure, "cannot create the output folder: \(error.localizedDescription)",
        file: folder.path)
    }
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
        throw CLIError(
          .failure, "cannot write the report: \(error.localizedDescription)", file: url.path)
      }
      written.append(url.path)
    }
    for file in skipped {
      var line = "skipped \(file.file): \(file.category): \(file.message)"
      if let l = file.line {
        line += " (line \(l)" + (file.column.map { ", column \($0)" } ?? "") + ")"
      }
      console.error(line + "\n")
    }
    let earned = statuses.filter { $0.earned }.count
    console.output(
      "Imported \(session.workouts.count) workouts from \(session.files.count - skipped.count) of "
        + "\(session.files.count) files (\(skipped.count) skipped); \(earned) of \(statuses.count) "
        + "achievements earned.\nWrote \(written.joined(separator: ", "))\n")
    return session.exitCode
  }

  /// `SOURCE_DATE_EPOCH` (seconds since 1970, reproducible-builds.org) when set and valid, else now.
  static func generationDate(_ environment: [String: String]) -> Date {
    if let text = environment["SOURCE_DATE_EPOCH"],
      let seconds = Int64(text.trimmingCharacters(in: .whitespaces))
    {
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
    return Date()
  }
}
