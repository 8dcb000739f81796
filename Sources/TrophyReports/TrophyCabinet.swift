import Achievements
import Foundation
import WorkoutModel

/// A file that could not be imported, as the reports list it.
public struct SkippedFile: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var file: String
  /// Error code (`malformed`, `security`, `no_activity`, `no_timestamps`, `unsupported_format`, `io`).
  public var category: String
  /// What went wrong.
  public var message: String
  /// 1-based line of an XML error, if known.
  public var line: Int?
  /// 1-based column of an XML error, if known.
  public var column: Int?

  /// Creates an entry.
  public init(file: String, category: String, message: String, line: Int? = nil, column: Int? = nil)
  {
    self.file = file
    self.category = category
    self.message = message
    self.line = line
    self.column = column
  }
}

/// A warning about a file that was imported (values dropped, a file cut off, a duplicate).
public struct FileWarning: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var file: String
  /// The warning, one sentence.
  public var message: String

  /// Creates an entry.
  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}

/// Everything a trophy-cabinet report shows: achievement statuses and what was imported.
public struct TrophyCabinet: Sendable {
  /// Page title, e.g. "Trophy cabinet".
  public var title: String
  /// When the report was generated (`SOURCE_DATE_EPOCH` when set, for reproducible output).
  public var generatedAt: Date
  /// One status per catalog entry, in catalog order.
  public var statuses: [AchievementStatus]
  /// The imported workouts (for the summary: counts per type, date range, totals).
  public var workouts: [Workout]
  /// Number of input files read (imported or not).
  public var filesRead: Int
  /// Files that gave no workout, with reasons.
  public var skipped: [SkippedFile]
  /// Number of warnings over all files.
  public var warningCount: Int
  /// The warnings themselves, in file order (reports list at most ``listedWarningLimit``).
  public var warnings: [FileWarning]

  /// Most warnings a report lists; the rest are counted ("… and N more").
  public static let listedWarningLimit = 200

  /// Creates the report input.
  public init(
    title: String = "Trophy cabinet", generatedAt: Date, statuses: [AchievementStatus],
    workouts: [Workout], filesRead: Int, skipped: [SkippedFile], warningCount: Int,
    warnings: [FileWarning] = []
  ) {
    self.title = title
    self.generatedAt = generatedAt
    self.statuses = statuses
    self.workouts = workouts
    self.filesRead = filesRead
    self.skipped = skipped
    self.warningCount = warningCount
    self.warnings = warnings
  }
}
