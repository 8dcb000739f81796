import Foundation
import WorkoutModel

/// The user's goals (settings file `goals`) followed through a history as of "now": per goal
/// and period the amount done, the pace line and the date the target was reached, and a badge
/// (an ``AchievementStatus`` of kind ``AchievementKind/goal``) per period (``statuses``).
///
/// Rules (`docs/CONTRACT.md`, "Goals"):
/// - Amounts are the year-in-review figures (``FigureTally``, the one rule): each counted
///   workout of the goal's sport (or of any) on the local date of its start, with its distance
///   and active time (moving time, else elapsed; ``WorkoutTotals``).
/// - Today is the report's generation time as a local date in the zone of the latest workout
///   (``ReferenceDay``, as this year against last); workouts after today count in no period.
/// - The elapsed share of a period is local wall-clock time: (now − the period's first local
///   midnight) / (its days × 24 h), now in that same zone; 0 before it, 1 after it.
/// - The target is reached by the first workout in replay order (``AchievementHistory``) after
///   which the period's amount is at least the target; its local start date is the date.
public struct GoalBoard: Sendable {
  /// Today (``ReferenceDay``); `nil` for the empty board.
  public var referenceDate: LocalDate?
  /// One track per goal, in the settings file's order.
  public var tracks: [GoalTrack] = []

  /// No goals.
  public init() {}

  /// `goals` followed through `history` as of `now`.
  public init(goals: [Goal], history: AchievementHistory, now: Date) {
    guard !goals.isEmpty else { return }
    let zoneName = history.facts.last?.timeZoneIdentifier ?? "UTC"
    let zone = TimeZone(identifier: zoneName) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    let clock = now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))
    let today = ReferenceDay.date(of: now, inZone: zoneName)
    let earliest = history.facts.map(\.startDate).min() ?? today
    let latest = history.facts.lazy.map(\.startDate).filter { $0 <= today }.max() ?? earliest
    referenceDate = today
    // The workouts of each period (replay order, up to today), made once per kind of period:
    // a goal then visits its own periods' workouts, not the whole history (break-it H1:
    // thousands of goals of one year each went through every workout each).
    var periodFacts: [Goal.Period: [Int: [Int]]] = [:]
    for period in Set(goals.map(\.period)) {
      var buckets: [Int: [Int]] = [:]
      for (index, facts) in history.facts.enumerated() where facts.startDate <= today {
        buckets[Self.number(of: facts.startDate, period), default: []].append(index)
      }
      periodFacts[period] = buckets
    }
    tracks = goals.enumerated().map { index, goal in
      GoalTrack(
        goal: goal, index: index,
        standings: Self.standings(
          goal, history: history, periodFacts: periodFacts[goal.period] ?? [:], today: today,
          clock: clock, earliest: earliest, latest: latest))
    }
  }

  /// Every period's badge, goal by goal in the settings file's order, oldest period first:
  /// earned when its target was reached, at the start of the workout that reached it.
  public var statuses: [AchievementStatus] {
    tracks.flatMap { track in track.standings.map(track.status) }
  }

  /// Whether there is nothing to show (no goals).
  public var isEmpty: Bool { tracks.isEmpty }

  /// The periods of `goal` with their amounts.
  private static func standings(
    _ goal: Goal, history: AchievementHistory, periodFacts: [Int: [Int]], today: LocalDate,
    clock: Double, earliest: LocalDate, latest: LocalDate
  ) -> [GoalStanding] {
    let number = { (date: LocalDate) in Self.number(of: date, goal.period) }
    let current = number(today)
    let range: ClosedRange<Int>
    var periods: [Int]
    if let year = goal.year {
      let first = goal.period == .year ? year : year * 12
      let last = goal.period == .year ? year : year * 12 + 11
      range = first...max(first, min(last, current))
      periods = Array(range)
    } else {
      // From the earliest workout's period to a year past the latest one's (12 months, or 1
      // year), then today's: later periods hold no workout, so a "now" far beyond the history
      // (SOURCE_DATE_EPOCH may be in 9999) adds one period, not every month up to it (break-it:
      // 383,072 periods, 236 MB of JSON; 192 goals ran out of memory).
      let first = min(number(earliest), current)
      let tail = goal.period == .year ? 1 : 12
      range = first...max(first, min(number(latest) + tail, current))
      periods = Array(range)
      if range.upperBound < current { periods.append(current) }
    }
    var tallies: [Int: FigureTally] = [:]
    var reachedBy: [Int: WorkoutFacts] = [:]
    for period in periods {
      for facts in (periodFacts[period] ?? []).lazy.map({ history.facts[$0] })
      where goal.activity == nil || goal.activity == facts.activity {
        tallies[period, default: FigureTally()].add(facts)
        if reachedBy[period] == nil,
          let tally = tallies[period], goal.measure.value(of: tally.figures) >= goal.baseTarget
        {
          reachedBy[period] = facts
        }
      }
    }
    return periods.map { period in
      let (start, days, key, name) = describe(period, goal.period)
      let from = Double(start.dayNumber) * 86_400
      let elapsed = min(1, max(0, (clock - from) / (Double(days) * 86_400)))
      let state: GoalStanding.State =
        period < current ? .past : period == current ? .current : .upcoming
      return GoalStanding(
        key: key, name: name, start: start,
        end: LocalDate(dayNumber: start.dayNumber + days - 1), state: state,
        value: tallies[period].map { goal.measure.value(of: $0.figures) } ?? 0,
        target: goal.baseTarget, elapsed: state == .past ? 1 : elapsed,
        reachedBy: reachedBy[period])
    }
  }

  /// The number of the period of kind `period` holding `date`: its year, or
  /// `year × 12 + month − 1`.
  private static func number(of date: LocalDate, _ period: Goal.Period) -> Int {
    period == .year ? date.year : date.year * 12 + date.month - 1
  }

  /// English month names.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// First date, length in days, id key and name of period `number` (a year, or
  /// `year × 12 + month − 1`).
  private static func describe(_ number: Int, _ period: Goal.Period)
    -> (start: LocalDate, days: Int, key: String, name: String)
  {
    if period == .year {
      let start = LocalDate(year: number, month: 1, day: 1)
      let next = LocalDate.dayNumber(year: number + 1, month: 1, day: 1)
      return (start, next - start.dayNumber, "\(number)", "\(number)")
    }
    let remainder = ((number % 12) + 12) % 12
    let (year, month) = ((number - remainder) / 12, remainder + 1)
    let start = LocalDate(year: year, month: month, day: 1)
    let next =
      month == 12
      ? LocalDate.dayNumber(year: year + 1, month: 1, day: 1)
      : LocalDate.dayNumber(year: year, month: month + 1, day: 1)
    let key = "\(year)-\(month < 10 ? "0" : "")\(month)"
    return (start, next - start.dayNumber, key, "\(monthNames[month - 1]) \(year)")
  }
}
