import Foundation
import WorkoutModel

/// This year against last year to the same local date, and against the best year: distance,
/// time, workouts and active days, over all sports and per sport.
///
/// Rules:
/// - Time is active time (moving time, else elapsed; the one definition, ``WorkoutTotals``);
///   every workout counts on the local date of its start (the engine's rule).
/// - "This year" is the year of the reference date (the report's generation time as a local
///   date in the zone of the latest workout, ``ReferenceDay``), up to and including that date;
///   "last year to date" is the year before, up to the same month and day (a reference on
///   29 February compares with the whole of last February; one on 28 February leaves a
///   29 February of last year out). Each workout counts by the local date of its start;
///   workouts after the reference date count in neither.
/// - The best year of each figure is the local year with the most of it, whole years (this
///   year so far), ties to the earlier year.
/// - Active days of a sport are the local dates with a workout of that sport.
/// - Rows: all sports, then each sport with a workout this year so far or last year up to the
///   same date; the cabinet and `achievements --json` show these rows, no others (found in
///   review: the JSON kept a sport done anywhere last year, the cabinet did not).
public struct YearOverYear: Sendable {
  /// Four figures of some workouts.
  public struct Figures: Sendable, Hashable {
    /// Workouts.
    public var workouts = 0
    /// Metres.
    public var distanceMeters = 0.0
    /// Active seconds (moving time, else elapsed).
    public var activeSeconds = 0.0
    /// Distinct local dates with a workout start.
    public var activeDays = 0

    /// Zero figures.
    public init() {}
  }

  /// The best year of one figure.
  public struct Best: Sendable, Hashable {
    /// The local year.
    public var year: Int
    /// Its whole-year value (workouts, metres, seconds or days).
    public var value: Double
  }

  /// One row: all sports (``activity`` `nil`) or one sport.
  public struct Row: Sendable {
    /// The sport, `nil` for all sports.
    public var activity: ActivityType?
    /// This year up to the reference date.
    public var thisYear: Figures
    /// Last year up to the same month and day.
    public var lastYearToDate: Figures
    /// The whole of last year.
    public var lastYear: Figures
    /// The best year of each figure, `nil` when no year has any of it.
    public var bestWorkouts: Best?
    /// See ``bestWorkouts``; metres.
    public var bestDistance: Best?
    /// See ``bestWorkouts``; active seconds.
    public var bestTime: Best?
    /// See ``bestWorkouts``; days.
    public var bestActiveDays: Best?
  }

  /// The reference date (``ReferenceDay``): "this year" is its year.
  public var referenceDate: LocalDate
  /// All sports first, then each sport with a workout this year so far or last year up to the
  /// same date (a sport done only later last year has nothing to compare yet): most workouts
  /// this year first, then last year's, then by name. The one rule of the rows: the cabinet
  /// and `achievements --json` both show exactly these.
  public var rows: [Row]

  /// The figures of `history` relative to `reference`.
  public init(history: AchievementHistory, reference: Date) {
    referenceDate = ReferenceDay.date(of: reference, in: history)
    let (today, thisYear) = (referenceDate, referenceDate.year)
    // Per sport (nil: all): whole-year figures by year, and the two to-date figures.
    var years: [ActivityType?: [Int: FigureTally]] = [:]
    var toDate: [ActivityType?: [FigureTally]] = [:]
    for facts in history.facts {
      let date = facts.startDate
      guard date <= today else { continue }
      let sameDate = (date.month, date.day) <= (today.month, today.day)
      let slot: Int? =
        date.year == today.year ? 0 : (date.year == today.year - 1 && sameDate ? 1 : nil)
      for key in [nil, facts.activity] as [ActivityType?] {
        years[key, default: [:]][date.year, default: FigureTally()].add(facts)
        if let slot { toDate[key, default: [FigureTally(), FigureTally()]][slot].add(facts) }
      }
    }
    var rows: [Row] = []
    for (key, byYear) in years {
      let last = byYear[thisYear - 1]?.figures ?? Figures()
      let now = toDate[key]?[0].figures ?? Figures()
      let lastToDate = toDate[key]?[1].figures ?? Figures()
      guard key == nil || now.workouts > 0 || lastToDate.workouts > 0 else { continue }
      let figures = byYear.map { (year: $0.key, figures: $0.value.figures) }
      rows.append(
        Row(
          activity: key, thisYear: now, lastYearToDate: lastToDate,
          lastYear: last, bestWorkouts: Self.best(figures) { Double($0.workouts) },
          bestDistance: Self.best(figures) { $0.distanceMeters },
          bestTime: Self.best(figures) { $0.activeSeconds },
          bestActiveDays: Self.best(figures) { Double($0.activeDays) }))
    }
    rows.sort { a, b in
      if (a.activity == nil) != (b.activity == nil) { return a.activity == nil }
      if a.thisYear.workouts != b.thisYear.workouts {
        return a.thisYear.workouts > b.thisYear.workouts
      }
      if a.lastYear.workouts != b.lastYear.workouts {
        return a.lastYear.workouts > b.lastYear.workouts
      }
      return (a.activity?.rawValue ?? "") < (b.activity?.rawValue ?? "")
    }
    self.rows = history.facts.isEmpty ? [] : rows
  }

  /// The year with the largest positive `value`, ties to the earlier year.
  private static func best(
    _ years: [(year: Int, figures: Figures)], _ value: (Figures) -> Double
  ) -> Best? {
    var best: Best?
    for entry in years.sorted(by: { $0.year < $1.year }) {
      let amount = value(entry.figures)
      if amount > 0, amount > (best?.value ?? 0) { best = Best(year: entry.year, value: amount) }
    }
    return best
  }
}
