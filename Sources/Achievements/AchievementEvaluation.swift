import Foundation
import WorkoutModel

/// Everything the engine works out about a history, typed, for reports to print without
/// computing again: the awards (one status per catalog entry), the personal records with typed
/// kinds, the Eddington numbers, the streaks, the totals and the years.
///
/// Every figure of time in it is active time (moving time, else elapsed; ``WorkoutTotals``);
/// elapsed time appears only as the "longest by time" records.
public struct AchievementEvaluation: Sendable {
  /// One status per catalog entry, in catalog order (``AchievementEngine/evaluate(_:recorded:records:)``).
  public var statuses: [AchievementStatus]
  /// Every personal-record line of the history.
  public var records: PersonalRecords
  /// Eddington numbers of running and cycling (those above 0).
  public var eddington: [EddingtonLine]
  /// The longest run of consecutive local days with a workout start.
  public var longestDayStreak: Int
  /// Lifetime totals.
  public var totals: WorkoutTotals
  /// Totals per local year, newest first.
  public var years: YearInReview
  /// Period bests and this year against last, relative to the `now` given (``Seasons``).
  public var seasons: Seasons
  /// Every country a workout passed, in order of first visit (``PlaceVisit``).
  public var places: [PlaceVisit]
  /// Explorer tiles at zooms 14 and 17 (``ExplorerHistory``).
  public var explorer: ExplorerHistory
  /// Every piece of gear the workouts name, most distance first (``GearUse``).
  public var gear: [GearUse]
  /// The user's goals as of "now" (``GoalBoard``); empty unless the caller sets it (the goals
  /// come from the settings file, not the history).
  public var goals = GoalBoard()

  /// The evaluation of `history` given its statuses (evaluated by the engine, or recorded);
  /// `records`, when given, must be `PersonalRecords(history)`, and `explorer`
  /// `ExplorerHistory(history)`.
  ///
  /// ``longestDayStreak`` is the `streak.days` ladder's progress when `statuses` has one (the
  /// engine's value), else computed from `history` by the same rule (``StreakEvaluator``).
  /// ``seasons`` are seen from `now` (the report's generation time), else from the start of the
  /// last workout (``Seasons/defaultReference(_:)``).
  public init(
    statuses: [AchievementStatus], history: AchievementHistory, records: PersonalRecords? = nil,
    explorer: ExplorerHistory? = nil, now: Date? = nil
  ) {
    let records = records ?? PersonalRecords(history)
    self.statuses = statuses
    self.records = records
    eddington = EddingtonLine.lines(of: history)
    longestDayStreak =
      statuses.first { $0.definition.metric == .consecutiveDays }?.progress.current
      ?? StreakEvaluator.longestRun(history) { $0.startDate.dayNumber }.best ?? 0
    totals = WorkoutTotals(history: history)
    years = YearInReview(history: history, records: records)
    seasons = Seasons(
      history: history, records: records, reference: now ?? Seasons.defaultReference(history))
    places = PlaceVisit.visits(in: history)
    self.explorer = explorer ?? ExplorerHistory(history)
    gear = GearUse.uses(in: history)
  }

  /// The `milestone` statuses (lifetime totals and Eddington ladders), in catalog order.
  public var milestones: [AchievementStatus] {
    statuses.filter { $0.definition.kind == .milestone }
  }

  /// Records set: earned `record` statuses.
  public var recordsSet: Int {
    statuses.filter { $0.definition.kind == .record && $0.earned }.count
  }
}
