import Foundation
import WorkoutModel

/// Season and period bests of every best-effort and per-sport record line: the best this year,
/// in the last 4 and 12 weeks and in each year, and the ten best of all time, each a ``Mark``
/// (value, instant, zone and workout).
///
/// Rules:
/// - Marks are those ``PersonalRecords`` ranks: verified best efforts and per-sport summaries
///   (``PersonalRecords/offers(_:index:)``), from each workout's best efforts and summary,
///   never its points. Period lines (biggest week, busiest month) have no period bests.
/// - Each year and the ten best of all time come from the lines' ten best per local year
///   (``RecordLine/topByYear``, ``RecordLine/top(_:)``): a workout's year is the local year of its
///   start. Ties keep the earlier mark (earlier year, then replay order).
/// - "This year", "last 4 weeks" and "last 12 weeks" are relative to the reference date, the
///   local date of a reference instant (the report's generation time) in the zone of the latest
///   workout (``ReferenceDay``), and each workout counts by the local date of its start: this
///   year is the reference date's year; the last N weeks are the 7 × N local dates ending on
///   the reference date, that date included (the last 4 weeks of 2026-01-01 are 2025-12-05 …
///   2026-01-01). Workouts starting on a later local date count in none.
/// - Windows are found by walking the history back from its end, over at most about a year of
///   workouts (the history is in UTC start order).
public struct PeriodBests: Sendable {
  /// One value of a line with the workout that set it, ready to print without the history.
  public struct Mark: Sendable, Hashable {
    /// The value, in the line's unit.
    public var value: Double
    /// When it was set: the effort window's start, else the workout's start (UTC).
    public var instant: Date
    /// The IANA zone of the workout that set it.
    public var timeZoneIdentifier: String
    /// Where that zone came from.
    public var timeZoneSource: TimeZoneSource
    /// The workout that set it.
    public var workout: WorkoutReference
    /// Its index in ``AchievementHistory/facts``.
    public var workoutIndex: Int
  }

  /// One record line's period bests.
  public struct Line: Sendable {
    /// What the line measures.
    public var kind: RecordKind
    /// `s`, `m` or `days` (``RecordKind/unit``).
    public var unit: String
    /// The best this year, `nil` when none.
    public var thisYear: Mark?
    /// The best in the last 4 weeks, `nil` when none.
    public var last4Weeks: Mark?
    /// The best in the last 12 weeks, `nil` when none.
    public var last12Weeks: Mark?
    /// The best of each local year with a mark, newest year first: "2025's fastest 10 km".
    public var years: [(year: Int, mark: Mark)]
    /// The ten best of all time, best first.
    public var top: [Mark]

    /// The best in the last `weeks` weeks (one of ``PeriodBests/weekWindows``: ``last4Weeks``,
    /// ``last12Weeks``), `nil` when none or for another length.
    public func best(inLastWeeks weeks: Int) -> Mark? {
      switch weeks {
      case PeriodBests.weekWindows[0]: last4Weeks
      case PeriodBests.weekWindows[1]: last12Weeks
      default: nil
      }
    }
  }

  /// The window lengths in weeks, shortest first.
  public static let weekWindows = [4, 12]

  /// The reference date: the reference instant's local date in the zone of the history's last
  /// workout (UTC without workouts).
  public var referenceDate: LocalDate
  /// Lines by id (``RecordKind/id``), those with at least one verified mark.
  public var lines: [String: Line]

  /// The period bests of `history` whose lines are `records` (`PersonalRecords(history)`),
  /// relative to `reference`.
  public init(history: AchievementHistory, records: PersonalRecords, reference: Date) {
    referenceDate = ReferenceDay.date(of: reference, in: history)
    // Window candidates, back from the end until more than a year (and a day) before.
    let earliest = reference.addingTimeInterval(-367 * 86_400)
    var recent: [Int] = []
    for index in history.facts.indices.reversed() {
      let facts = history.facts[index]
      if facts.startUTC < earliest { break }
      recent.append(index)
    }
    var windows: [String: [RecordLine]] = [:]  // this year, then each week window
    for index in recent.reversed() {
      let facts = history.facts[index]
      let (today, date) = (referenceDate, facts.startDate)
      guard date <= today else { continue }
      let inside =
        [date.year == today.year]
        + Self.weekWindows.map { date >= Self.windowStart(weeks: $0, endingOn: today) }
      guard inside.contains(true) else { continue }
      for offer in PersonalRecords.offers(facts, index: index) where offer.verified {
        let id = offer.kind.id
        var lines =
          windows[id]
          ?? Array(
            repeating: RecordLine(
              id: id, unit: offer.kind.unit, higherIsBetter: offer.higherIsBetter),
            count: inside.count)
        for (slot, isInside) in inside.enumerated() where isInside {
          lines[slot].offer(offer.mark, verified: true, year: date.year, ranked: false)
        }
        windows[id] = lines
      }
    }
    let resolve = { (mark: RecordMark?) -> Mark? in
      guard let mark, history.facts.indices.contains(mark.workoutIndex) else { return nil }
      let facts = history.facts[mark.workoutIndex]
      return Mark(
        value: mark.value, instant: mark.instant, timeZoneIdentifier: facts.timeZoneIdentifier,
        timeZoneSource: facts.timeZoneSource, workout: facts.reference,
        workoutIndex: mark.workoutIndex)
    }
    var lines: [String: Line] = [:]
    for (id, line) in records.lines {
      guard let kind = line.kind, Self.hasPeriodBests(kind), !line.topByYear.isEmpty else {
        continue
      }
      let window = windows[id]
      lines[id] = Line(
        kind: kind, unit: line.unit, thisYear: resolve(window?[0].record),
        last4Weeks: resolve(window?[1].record), last12Weeks: resolve(window?[2].record),
        years: line.topByYear.keys.sorted(by: >).compactMap { year in
          resolve(line.topByYear[year]?.first).map { (year, $0) }
        },
        top: line.top(RecordLine.topCount).compactMap(resolve))
    }
    self.lines = lines
  }

  /// The first local date of the last `weeks` weeks ending on ``referenceDate``: the window
  /// is the 7 × `weeks` local dates from it to the reference date, both included (the last 4
  /// weeks of 2026-01-01 start on 2025-12-05). The one rule of the windows: the engine counts
  /// by it and the report's headings print it.
  public func windowStart(weeks: Int) -> LocalDate {
    Self.windowStart(weeks: weeks, endingOn: referenceDate)
  }

  /// See ``windowStart(weeks:)``.
  static func windowStart(weeks: Int, endingOn end: LocalDate) -> LocalDate {
    LocalDate(dayNumber: end.dayNumber - 7 * weeks + 1)
  }

  /// The line with `id`, `nil` when it has no verified mark or no period bests.
  public subscript(id: String) -> Line? { lines[id] }

  /// Local years with at least one period best, newest first.
  public var years: [Int] {
    Set(lines.values.flatMap { $0.years.map(\.year) }).sorted(by: >)
  }

  /// Whether `kind` has period bests: best efforts and per-sport records, not periods.
  public static func hasPeriodBests(_ kind: RecordKind) -> Bool {
    switch kind {
    case .periodDistance, .periodActiveDays: return false
    default: return true
    }
  }
}
