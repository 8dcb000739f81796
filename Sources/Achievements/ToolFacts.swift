import WorkoutModel

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
