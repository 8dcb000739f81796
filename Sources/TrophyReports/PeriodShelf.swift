import Achievements
import WorkoutModel

/// The record shelf by period, for the switch above the records ("All time", "This year",
/// "Last 4 weeks", "Last 12 weeks", each past year, "Top 10"): each period's bests laid out like
/// the all-time shelf (``RecordShelf``: the same tables, rows in catalog order), from the
/// engine's ``PeriodBests``. Markdown prints the same periods as plain tables in the same order.
public struct PeriodShelf: Sendable {
  /// One period of the switch.
  public struct Period: Sendable {
    /// A stable name for anchors and inputs: `all`, `this-year`, `weeks-4`, `weeks-12`,
    /// `year-2025`, `top`.
    public var id: String
    /// The switch's label: "All time", "2026", "4 weeks", "2025", "Top 10".
    public var label: String
    /// The heading over the period's tables: "Best in 2026 so far", "2025's bests".
    public var heading: String
    /// The tables, each row one line's best in the period (the top ten: one table per line,
    /// rows ranked). Empty for `all` (the renderers show the ``RecordShelf``).
    public var tables: [RecordShelf.Table]
    /// Said when the period has no record: "No records yet in 2026."
    public var empty: String
  }

  /// The periods in switch order; the first is "All time".
  public var periods: [Period]

  /// The periods of `bests` for the `record` statuses among `statuses` (catalog order), values
  /// in `units`. Past years are those before the reference's year with a best, newest first.
  /// Only "All time" while no line has a second value (a new athlete: every other period
  /// would repeat the all-time shelf or be empty).
  public init(statuses: [AchievementStatus], bests: PeriodBests, units: UnitSystem = .metric) {
    let records = statuses.filter { $0.definition.kind == .record }
    let all = Period(id: "all", label: "All time", heading: "All time", tables: [], empty: "")
    guard bests.lines.values.contains(where: { $0.top.count > 1 }) else {
      periods = [all]
      return
    }
    let thisYear = bests.referenceDate.year
    let since = { (weeks: Int) in
      ReportFormatting.readableDate(
        CivilDateTime(dayNumber: Int64(bests.windowStart(weeks: weeks).dayNumber)))
    }
    var periods = [
      all,
      Self.period(
        "this-year", label: "This year", heading: "Best in \(thisYear) so far",
        empty: "No records yet in \(thisYear).", records, bests, units
      ) { $0.thisYear },
    ]
    for weeks in PeriodBests.weekWindows {
      periods.append(
        Self.period(
          "weeks-\(weeks)", label: "\(weeks) weeks",
          heading: "Best in the last \(weeks) weeks (since \(since(weeks)))",
          empty: "No records in the last \(weeks) weeks.", records, bests, units
        ) { line in line.best(inLastWeeks: weeks) })
    }
    for year in bests.years where year < thisYear {
      periods.append(
        Self.period(
          "year-\(year)", label: "\(year)", heading: "\(year)'s bests",
          empty: "No records in \(year).", records, bests, units
        ) { line in line.years.first { $0.year == year }?.mark })
    }
    periods.append(Self.top(records, bests, units))
    self.periods = periods
  }

  /// One period whose row of each line is `mark(line)`.
  private static func period(
    _ id: String, label: String, heading: String, empty: String,
    _ records: [AchievementStatus], _ bests: PeriodBests, _ units: UnitSystem,
    mark: (PeriodBests.Line) -> PeriodBests.Mark?
  ) -> Period {
    var tables: [RecordShelf.Table] = []
    for status in records {
      guard let line = bests[status.definition.group], let best = mark(line) else { continue }
      let (title, label) = RecordShelf.place(line.kind, group: status.definition.group)
      let row = Self.row(status, best, line: line, label: label, units: units)
      if tables.last?.title == title {
        tables[tables.count - 1].rows.append(row)
      } else {
        tables.append(RecordShelf.Table(title: title, rows: [row], notYet: []))
      }
    }
    return Period(id: id, label: label, heading: heading, tables: tables, empty: empty)
  }

  /// The ten best of all time: one table per line, titled "Running · 5 km", rows "1" … "10".
  private static func top(
    _ records: [AchievementStatus], _ bests: PeriodBests, _ units: UnitSystem
  ) -> Period {
    var tables: [RecordShelf.Table] = []
    for status in records {
      guard let line = bests[status.definition.group], line.top.count > 1 else { continue }
      let (title, label) = RecordShelf.place(line.kind, group: status.definition.group)
      let name = title == RecordShelf.perSportTitle ? label : title + " · " + label
      tables.append(
        RecordShelf.Table(
          title: name,
          rows: line.top.enumerated().map {
            row(status, $0.element, line: line, label: "\($0.offset + 1)", units: units)
          }, notYet: []))
    }
    return Period(
      id: "top", label: "Top 10", heading: "Top 10 of all time", tables: tables,
      empty: "A top 10 starts with a record's second value.")
  }

  /// The row of `mark` on `status`'s line, printed like an all-time record.
  static func row(
    _ status: AchievementStatus, _ mark: PeriodBests.Mark, line: PeriodBests.Line,
    label: String, units: UnitSystem
  ) -> RecordShelf.Row {
    var shown = AchievementStatus(
      definition: status.definition, earned: true, earnedAt: mark.instant,
      earnedTimeZoneIdentifier: mark.timeZoneIdentifier,
      earnedTimeZoneSource: mark.timeZoneSource, earnedBy: mark.workout,
      progress: status.progress)
    let detail = RecordDetail(value: mark.value, unit: line.unit, timesSet: 1)
    shown.record = detail
    return RecordShelf.row(shown, detail, kind: line.kind, label: label, units: units)
  }
}
