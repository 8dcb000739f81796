import Foundation
import WorkoutModel

/// Season and period bests of every best-effort and per-sport record line: the best this year,
/// in the last 4 and 12 weeks and in each year, and the ten best of all time, each a
/// ``RecordMark`` (value, workout, instant).
///
/// Rules:
/// - Marks are those ``PersonalRecords`` ranks: verified best efforts and per-sport summaries
///   (``PersonalRecords/offers(_:index:)``), from each workout's best efforts and summary,
///   never its points. Period lines (biggest week, busiest month) have no period bests.
/// - Each year and the ten best of all time come from the lines' ten best per local year
///   (``RecordLine/topByYear``, ``RecordLine/top(_:)``): a workout's year is the local year of its
///   start. Ties keep the earlier mark (earlier year, then replay order).
/// - "This year", "last 4 weeks" and "last 12 weeks" are relative to a reference instant (the
///   report's generation time) seen in each workout's own zone (``ReferenceDay``): this year is
///   the reference's local year; the last N weeks are the 7 × N local dates ending on the
///   reference's local date, that date included (the last 4 weeks of 2026-01-01 are 2025-12-05
///   … 2026-01-01). Workouts starting on a later local date count in neither.
/// - Windows are found by walking the history back from its end, over at most about a year of
///   workouts (the history is in UTC start order).
public struct PeriodBests: Sendable {
  /// One record line's period bests.
  public struct Line: Sendable {
    /// What the line measures.
    public var kind: RecordKind
    /// `s`, `m` or `days` (``RecordKind/unit``).
    public var unit: String
    /// The best this year, `nil` when none.
    public var thisYear: RecordMark?
    /// The best in the last 4 weeks, `nil` when none.
    public var last4Weeks: RecordMark?
    /// The best in the last 12 weeks, `nil` when none.
    public var last12Weeks: RecordMark?
    /// The best of each local year with a mark, newest year first: "2025's fastest 10 km".
    public var years: [(year: Int, mark: RecordMark)]
    /// The ten best of all time, best first.
    public var top: [RecordMark]
  }

  /// The window lengths in weeks, shortest first.
  public static let weekWindows = [4, 12]

  /// The reference's local date in the zone of the history's last workout (UTC without
  /// workouts): the year and dates reports name ("This year (2026)").
  public var referenceDate: LocalDate
  /// Lines by id (``RecordKind/id``), those with at least one verified mark.
  public var lines: [String: Line]

  /// The period bests of `history` whose lines are `records` (`PersonalRecords(history)`),
  /// relative to `reference`.
  public init(history: AchievementHistory, records: PersonalRecords, reference: Date) {
    var day = ReferenceDay(reference)
    referenceDate = day.date(in: history.facts.last?.timeZoneIdentifier ?? "UTC")
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
      let today = day.date(in: facts.timeZoneIdentifier)
      let date = facts.startDate
      guard date <= today else { continue }
      let inside =
        [date.year == today.year]
        + Self.weekWindows.map { date.dayNumber > today.dayNumber - 7 * $0 }
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
    var lines: [String: Line] = [:]
    for (id, line) in records.lines {
      guard let kind = line.kind, Self.hasPeriodBests(kind), !line.topByYear.isEmpty else {
        continue
      }
      let window = windows[id]
      lines[id] = Line(
        kind: kind, unit: line.unit, thisYear: window?[0].record,
        last4Weeks: window?[1].record, last12Weeks: window?[2].record,
        years: line.topByYear.keys.sorted(by: >).compactMap { year in
          line.topByYear[year]?.first.map { (year, $0) }
        },
        top: line.top(RecordLine.topCount))
    }
    self.lines = lines
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
