import Achievements
import Foundation
import WorkoutModel

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
  /// Most skipped files a report lists; the rest are counted ("… and N more"). 100 000 skipped
  /// files once made a 24 MB page that a browser needed a minute to draw (issue 10); standard
  /// error and `trophies inspect` still name every one.
  public static let listedSkippedLimit = 200
  /// Longest workout name a report shows, in characters; longer ones end in "…" (the reader
  /// already keeps at most 1 KiB of any text).
  public static let shownNameLimit = 80

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
