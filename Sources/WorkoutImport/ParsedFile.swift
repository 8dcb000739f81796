import WorkoutModel

/// The result of reading one file: its workouts, or the error that stopped it, plus warnings.
public struct ParsedFile: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var source: String
  /// Detected format, `nil` when it was neither GPX, TCX nor FIT.
  public var format: FileFormat?
  /// Creator application or device (GPX `creator`, TCX `Creator/Name`), if any.
  public var creator: String?
  /// Workouts found, in file order; empty when ``error`` is set.
  public var workouts: [Workout]
  /// Non-fatal problems, each a short sentence (counted, never one per point).
  public var warnings: [String]
  /// Why the file gave no workout, if it did not.
  public var error: ImportError?

  /// Creates a result.
  public init(
    source: String, format: FileFormat? = nil, creator: String? = nil, workouts: [Workout] = [],
    warnings: [String] = [], error: ImportError? = nil
  ) {
    self.source = source
    self.format = format
    self.creator = creator
    self.workouts = workouts
    self.warnings = warnings
    self.error = error
  }
}
