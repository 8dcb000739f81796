import WorkoutModel

/// The rules of the `personal_best` achievements (``AchievementCatalog/personalBests``, defined
/// beside this file; ids and rules in `docs/CONTRACT.md`, "App-usage achievements"), checked after
/// each library run against ``ToolFacts``; an entry is earned the first time its rule holds, at
/// that run's instant.
public enum ToolAchievements {
  /// Seconds in 5 and 10 Gregorian years of 365.2425 days.
  static let year = 365.2425 * Double(CivilDateTime.secondsPerDay)

  /// Each entry's rule, by catalog id.
  public static let rules: [String: @Sendable (ToolFacts) -> Bool] = [
    "tool.first_import": { $0.isImport && $0.libraryWorkouts > 0 },
    "tool.first_cabinet": { $0.cabinetWritten },
    "tool.big_run": { $0.newWorkoutsThisRun >= 100 },
    // Counted in files and archive members read or skipped as unchanged: an archive is one
    // input but many files, and side files (Garmin's JSON) are never files of the library.
    "tool.welcome_back": {
      $0.isImport && $0.knownFilesThisRun > 0 && $0.newFilesThisRun == 0
    },
    "tool.double_take": { $0.duplicatesThisRun > 0 },
    "tool.devices.3": { $0.creators >= 3 },
    "tool.formats.gpx_tcx": { $0.formats.isSuperset(of: [.gpx, .tcx]) },
    "tool.formats.gpx_tcx_fit": { $0.formats.isSuperset(of: [.gpx, .tcx, .fit]) },
    "tool.library.1000": { $0.libraryWorkouts >= 1_000 },
    "tool.library.10000": { $0.libraryWorkouts >= 10_000 },
    "tool.history.5": { $0.historySeconds >= 5 * year },
    "tool.history.10": { $0.historySeconds >= 10 * year },
  ]

  /// The ids whose rule holds for `facts`, in catalog order.
  public static func earned(_ facts: ToolFacts) -> [String] {
    AchievementCatalog.personalBests.map(\.id).filter { rules[$0]?(facts) == true }
  }
}
