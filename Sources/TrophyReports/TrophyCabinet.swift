import Achievements
import Foundation
import WorkoutModel

/// Everything a trophy-cabinet report shows: what the engine worked out
/// (``AchievementEvaluation``: statuses, records, Eddington numbers, streaks, totals, years) and
/// what was imported. Reports print the evaluation's figures; they compute none of their own.
public struct TrophyCabinet: Sendable {
  /// Page title, e.g. "Trophy cabinet".
  public var title: String
  /// When the report was generated (`SOURCE_DATE_EPOCH` when set, for reproducible output).
  public var generatedAt: Date
  /// The engine's result for ``workouts``.
  public var evaluation: AchievementEvaluation
  /// One status per catalog entry, in catalog order (``AchievementEvaluation/statuses``).
  public var statuses: [AchievementStatus] {
    get { evaluation.statuses }
    set { evaluation.statuses = newValue }
  }
  /// The imported workouts (for the summary: counts per type, date range, totals).
  public var workouts: [Workout]
  /// Number of input files read (imported or not).
  public var filesRead: Int
  /// Files that gave no workout, with reasons.
  public var skipped: [SkippedFile]
  /// Number of warning values over all imported files (the CLI prints the same number).
  public var warningCount: Int
  /// The warnings themselves, in file order (reports group them by code and list at most
  /// ``listedWarningLimit``).
  public var warnings: [FileWarning]
  /// Workouts left out as duplicates of one counted elsewhere (not warnings).
  public var duplicates: [DuplicateFile]
  /// Imported workouts that are not counted (trips, shorter than the minimum).
  public var notCounted: [NotCountedWorkout]
  /// The minimum counted workout in words, e.g. "2 min or 200 m"; `nil` leaves it unstated.
  public var minimumWorkout: String?

  /// The history per local year (``AchievementEvaluation/years``).
  public var review: YearInReview { evaluation.years }
  /// Whether records and recent badges show their route's outline (`--no-routes` turns it off).
  public var showsRoutes = true
  /// Units for distances, paces and speeds (`--units`).
  public var units = UnitSystem.metric
  /// Places no drawing may show (settings file, `--privacy-zone`): route outlines are cut by
  /// them (``routeOutline(for:)``); counting is not.
  public var privacyZones = PrivacyZones()
  /// The settings file's `gear`: retire-at distances per gear name, for the Gear section's
  /// warnings (``CabinetDocument/gear``).
  public var gearSettings: [String: GearSetting] = [:]
  /// Badge colours and glyphs (``BadgeStyleBook/standard``, the built-in catalog's art); an
  /// entry it has no art for is drawn grey without text.
  public var badgeStyles = BadgeStyleBook.standard
  /// Whether share pictures are written beside the cabinet (`report --share`): the document
  /// then has a "Share pictures" section (``CabinetDocument/share``).
  public var sharesCards = false
  /// Eddington numbers of running and cycling (those with any distance), with the days still
  /// needed for the next one (``AchievementEvaluation/eddington``).
  public var eddington: [EddingtonLine] { evaluation.eddington }
  /// What is new since the last report from the workout library (``DocumentNewSince``); `nil`
  /// for a cabinet of files read directly, which has no memory of reports.
  public var sinceLastReport: SinceLastReport?
  /// Route outlines by workout (file and UTC start), from ``workouts``.
  private var sketches: [String: RouteSketch] = [:]

  /// Most warnings a report lists; the rest are counted ("… and N more").
  public static let listedWarningLimit = 200
  /// Most skipped files a report lists; the rest are counted ("… and N more"). 100 000 skipped
  /// files once made a 24 MB page that a browser needed a minute to draw (issue 10); standard
  /// error and `trophies inspect` still name every one.
  public static let listedSkippedLimit = 200
  /// Longest workout name a report shows, in characters; longer ones end in "…" (the reader
  /// already keeps at most 1 KiB of any text).
  public static let shownNameLimit = 80

  /// Creates the report input from statuses evaluated (or recorded) elsewhere: the rest of the
  /// evaluation is worked out by ``AchievementEvaluation/init(statuses:history:records:)``.
  /// `history`, `records` and `explorer`, when given, must be those of `workouts`
  /// (`AchievementHistory(workouts)`, `PersonalRecords(history)`, `ExplorerHistory(history)`):
  /// the caller that evaluated
  /// the achievements passes them on instead of having them computed again.
  public init(
    title: String = "Trophy cabinet", generatedAt: Date, statuses: [AchievementStatus],
    workouts: [Workout], filesRead: Int, skipped: [SkippedFile], warningCount: Int,
    warnings: [FileWarning] = [], duplicates: [DuplicateFile] = [],
    notCounted: [NotCountedWorkout] = [], minimumWorkout: String? = nil,
    history: AchievementHistory? = nil, records: PersonalRecords? = nil,
    explorer: ExplorerHistory? = nil
  ) {
    self.init(
      title: title, generatedAt: generatedAt,
      evaluation: AchievementEvaluation(
        statuses: statuses, history: history ?? AchievementHistory(workouts), records: records,
        explorer: explorer, now: generatedAt),
      workouts: workouts, filesRead: filesRead, skipped: skipped, warningCount: warningCount,
      warnings: warnings, duplicates: duplicates, notCounted: notCounted,
      minimumWorkout: minimumWorkout)
  }

  /// Creates the report input from the engine's result for `workouts`
  /// (``AchievementEngine/evaluation(_:recorded:records:explorer:)``).
  ///
  /// When no workout has explorer tiles (a library imported before tiles were ticked, or only
  /// indoor workouts) the `explorer` entries are left out of the cabinet: badges no workout in
  /// it could earn would only be noise, and the cabinet reads as it did before tiles existed.
  public init(
    title: String = "Trophy cabinet", generatedAt: Date, evaluation: AchievementEvaluation,
    workouts: [Workout], filesRead: Int, skipped: [SkippedFile], warningCount: Int,
    warnings: [FileWarning] = [], duplicates: [DuplicateFile] = [],
    notCounted: [NotCountedWorkout] = [], minimumWorkout: String? = nil
  ) {
    self.title = title
    self.generatedAt = generatedAt
    self.evaluation = evaluation
    if !evaluation.explorer.hasTiles {
      self.evaluation.statuses.removeAll { $0.definition.kind == .explorer }
    }
    self.workouts = workouts
    self.filesRead = filesRead
    self.skipped = skipped
    self.warningCount = warningCount
    self.warnings = warnings
    self.duplicates = duplicates
    self.notCounted = notCounted
    self.minimumWorkout = minimumWorkout
    for workout in workouts {
      if let sketch = workout.routeSketch, let start = workout.summary.startUTC {
        sketches[Self.key(workout.source, start)] = sketch
      }
    }
  }

  /// The route outline of the workout `reference` points to, cut by ``privacyZones`` with the
  /// workout's seed (``WorkoutModel/PrivacyZones/seed(startUTC:)``); `nil` when it has none,
  /// nothing is left after the cut or routes are turned off.
  public func routeOutline(for reference: WorkoutReference?) -> RouteOutline? {
    guard showsRoutes, let reference,
      let sketch = sketches[Self.key(reference.file, reference.startUTC)]
    else { return nil }
    return RouteOutline(
      sketch: sketch, zones: privacyZones, seed: PrivacyZones.seed(startUTC: reference.startUTC))
  }

  /// One sentence per Eddington number: "Cycling Eddington number 23: 4 more days of at least
  /// 24 km for 24."
  public var eddingtonSentences: [String] {
    eddington.map { line in
      let next = line.value + 1
      let days = line.daysNeeded == 1 ? "1 more day" : "\(line.daysNeeded) more days"
      return "\(ReportFormatting.activityName(line.activity)) Eddington number \(line.value):"
        + " \(days) of at least \(next) km for \(next)."
    }
  }

  private static func key(_ file: String, _ start: Date) -> String {
    "\(start.timeIntervalSince1970)\u{0}\(file)"
  }
}
