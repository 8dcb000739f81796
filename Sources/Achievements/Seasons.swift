import Foundation

/// The figures of a history relative to "now" (a reference instant, the report's generation
/// time): season and period bests (``PeriodBests``) and this year against last
/// (``YearOverYear``). Computed by the engine from the records and facts already worked out,
/// never from points.
public struct Seasons: Sendable {
  /// The reference instant ("now"; `SOURCE_DATE_EPOCH` in reproducible reports).
  public var reference: Date
  /// Season and period bests of every best-effort and per-sport line.
  public var bests: PeriodBests
  /// This year against last year to the same local date, and against the best year.
  public var yearOverYear: YearOverYear

  /// The seasons of `history` (with its `records`) relative to `reference`.
  public init(history: AchievementHistory, records: PersonalRecords, reference: Date) {
    self.reference = reference
    bests = PeriodBests(history: history, records: records, reference: reference)
    yearOverYear = YearOverYear(history: history, reference: reference)
  }

  /// The reference a history is seen from when no clock is given: the start of its last
  /// workout (the epoch without workouts), so the same workouts always give the same figures.
  public static func defaultReference(_ history: AchievementHistory) -> Date {
    history.facts.last?.startUTC ?? Date(timeIntervalSince1970: 0)
  }
}
