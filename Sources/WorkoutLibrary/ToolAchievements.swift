import Achievements
import Foundation
import WorkoutModel

/// The rules of the `personal_best` achievements (``AchievementCatalog/personalBests``; ids and
/// rules in `docs/CONTRACT.md`, "App-usage achievements"), checked after each run against
/// ``ToolFacts``; an entry is earned the first time its rule holds, at that run's instant.
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

/// What a run and the library it left behind show, for ``ToolAchievements``.
public struct ToolFacts: Sendable {
  /// Whether the run was `trophies import` (else a report or listing from the library).
  public var isImport = false
  /// Files the run was given (discovered), read or not.
  public var filesThisRun = 0
  /// Files and archive members the run found already in the library (unchanged and not
  /// opened, or with content it holds).
  public var knownFilesThisRun = 0
  /// Files and archive members the run stored as new content.
  public var newFilesThisRun = 0
  /// New counted workouts the run stored.
  public var newWorkoutsThisRun = 0
  /// Duplicate recordings the run found.
  public var duplicatesThisRun = 0
  /// Whether the run wrote a cabinet.
  public var cabinetWritten = false
  /// Distinct creators (devices or apps) of files with workouts in the library.
  public var creators = 0
  /// Formats of files with workouts in the library.
  public var formats: Set<FileFormat> = []
  /// Counted workouts in the library.
  public var libraryWorkouts = 0
  /// Seconds between the first and the latest counted workout's start.
  public var historySeconds = 0.0

  /// Creates empty facts.
  public init() {}
}
