import WorkoutImport
import WorkoutLibrary

/// The one summary `trophies import` prints when it is done: on standard output the counts
/// (new workouts, files already in the library, duplicates, skipped by reason, failed by
/// category, workouts in the library); on standard error up to ``exampleCount`` example files
/// per reason (all with `--verbose`).
///
/// "Skipped" files are not workouts by nature (`no_activity`, `no_timestamps`,
/// `unsupported_format`: routes, settings, other files); "failed" ones are broken or refused
/// (`malformed`, `security`, `io`).
struct ImportOverview {
  /// Examples listed per reason without `--verbose`.
  static let exampleCount = 3
  /// Categories counted as skipped; the rest are failures.
  static let skippedCategories: Set<ImportError.Category> = [
    .noActivity, .noTimestamps, .unsupportedFormat,
  ]

  var outcome: StoreOutcome
  var unchangedFiles: Int
  /// Workouts in the library, duplicates counted once (trips and short ones included).
  var libraryWorkouts: Int
  var libraryPath: String

  /// Files of this run that gave no workout, by category.
  var problems: [ImportError.Category: [ImportError]] {
    var byCategory: [ImportError.Category: [ImportError]] = [:]
    for file in outcome.newFiles + outcome.knownFiles + outcome.failedFiles {
      if let error = file.error { byCategory[error.category, default: []].append(error) }
    }
    return byCategory
  }

  /// Whether any file of this run was skipped or failed.
  var hasProblems: Bool { !problems.isEmpty }

  /// Lists `problems` on standard error, category by category (sorted by name): a
  /// `skipped CATEGORY: N files` or `failed CATEGORY: N files` line, then up to
  /// ``exampleCount`` files with their messages (all with `verbose`) and how many more there are.
  static func listExamples(
    _ problems: [ImportError.Category: [ImportError]], verbose: Bool, console: inout Console
  ) {
    for category in problems.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      let errors = problems[category] ?? []
      let kind = skippedCategories.contains(category) ? "skipped" : "failed"
      console.error("\(kind) \(category.rawValue): \(TerminalText.count(errors.count, "file"))\n")
      let shown = verbose ? errors : Array(errors.prefix(exampleCount))
      for error in shown {
        console.error("  \(TerminalText.safe(error.file)): \(TerminalText.safe(error.message))")
        console.error(error.positionSuffix + "\n")
      }
      if shown.count < errors.count {
        console.error("  … and \(errors.count - shown.count) more (--verbose lists them all)\n")
      }
    }
  }

  /// Prints the summary (see the type).
  func print(verbose: Bool, console: inout Console) {
    let problems = self.problems
    let categories = problems.keys.sorted { $0.rawValue < $1.rawValue }
    func line(_ skipped: Bool) -> String {
      let chosen = categories.filter { Self.skippedCategories.contains($0) == skipped }
      let total = chosen.reduce(0) { $0 + (problems[$1]?.count ?? 0) }
      guard total > 0 else { return "0" }
      let parts = chosen.map { "\($0.rawValue) \(problems[$0]?.count ?? 0)" }
      return "\(total) (\(parts.joined(separator: ", ")))"
    }
    Self.listExamples(problems, verbose: verbose, console: &console)
    let duplicates = outcome.newFiles.flatMap { file in file.duplicates.map { (file.source, $0) } }
    let shownDuplicates = verbose ? duplicates : Array(duplicates.prefix(Self.exampleCount))
    for (file, duplicate) in shownDuplicates {
      console.error(
        "duplicate \(TerminalText.safe(file)): the same recording as "
          + "\(TerminalText.safe(duplicate.countedIn)), which is kept\n")
    }
    if shownDuplicates.count < duplicates.count {
      console.error(
        "  … and \(TerminalText.count(duplicates.count - shownDuplicates.count, "more duplicate")) "
          + "(--verbose lists them all)\n")
    }
    let known = unchangedFiles + outcome.knownFiles.count
    // Only when some were: an import that updated none prints what it printed before.
    let updated =
      outcome.refreshedWorkouts == 0
      ? ""
      : "  updated from a newer export: "
        + "\(TerminalText.count(outcome.refreshedWorkouts, "workout")) (names, types, gear, routes)\n"
    let corrected =
      outcome.correctedWorkouts == 0
      ? ""
      : "  corrected to the type you gave (--activity, activity_corrections): "
        + "\(TerminalText.count(outcome.correctedWorkouts, "workout"))\n"
    let kept =
      outcome.keptWorkouts == 0
      ? ""
      : "  kept from files now damaged: \(TerminalText.count(outcome.keptWorkouts, "workout")) "
        + "(the files are listed with their errors)\n"
    console.output(
      "Imported \(TerminalText.count(outcome.newWorkouts, "new workout")) from "
        + "\(TerminalText.count(outcome.newFiles.count, "new file")) into "
        + "\(TerminalText.safe(libraryPath))\n"
        + "  already in the library: \(TerminalText.count(known, "file"))"
        + " (\(TerminalText.count(outcome.alreadyStoredWorkouts, "workout")) not stored again,"
        + " \(unchangedFiles) not opened)\n" + updated + corrected + kept
        + "  duplicates counted once: \(duplicates.count)\n"
        + "  skipped: \(line(true))\n"
        + "  failed: \(line(false))\n"
        + "The library holds \(TerminalText.count(libraryWorkouts, "workout")) "
        + "(duplicates counted once).\n")
  }
}
