import Achievements
import WorkoutModel

/// The `record` statuses of a cabinet arranged as tables: one per sport's best efforts, one of
/// per-sport records, one of period records, each row ready to print (raw text, not escaped).
///
/// Pace is given the way each sport reads it: running min/km, cycling km/h, swimming min/100 m
/// (from the record's distance and time). Records not set yet are listed by name only
/// (``Table/notYet``), so a new athlete sees one line instead of a wall of padlocks.
public struct RecordShelf: Sendable {
  /// One printed record.
  public struct Row: Sendable, Hashable {
    /// What is measured: "5 km", "12 minutes", "Longest run", "Biggest month".
    public var label: String
    /// The record: "22:59", "12.98 km", "6 days".
    public var value: String
    /// Pace or speed ("4:36 /km", "32.4 km/h", "1:20 /100 m"), empty when it does not apply.
    public var pace: String
    /// When it was set, readable local date ("Sun 6 Apr 2025").
    public var date: String
    /// The workout's name, else its file name.
    public var workout: String
    /// The record it beat ("26:34"), or "first recorded".
    public var previous: String
    /// Unverified efforts that were faster (listed, never awarded).
    public var unverifiedCount: Int
    /// The second and third best of all time (silver, bronze), printed like ``value``.
    public var runnersUp: [String] = []
    /// The full status, for provenance (zone, file path).
    public var status: AchievementStatus
  }

  /// One table.
  public struct Table: Sendable {
    /// "Running", "Cycling", "Swimming", "Longest and biggest", "Weeks, months and years".
    public var title: String
    /// Records set, in catalog order.
    public var rows: [Row]
    /// Labels of the records not set yet, in catalog order.
    public var notYet: [String]

    /// Whether any row has a pace (tables of longest workouts and periods have none).
    public var hasPace: Bool { rows.contains { !$0.pace.isEmpty } }
  }

  /// Tables in catalog order of their first entry, each with at least one record set.
  public var tables: [Table]
  /// Titles of the tables with no record set yet (sports not done), in catalog order.
  public var notStarted: [String]

  /// Arranges the `record` statuses among `statuses` (others are ignored), values in `units`.
  /// On the per-sport table, records not set yet are listed only for sports with a record set.
  public init(statuses: [AchievementStatus], units: UnitSystem = .metric) {
    var order: [String] = []
    var byTitle: [String: Table] = [:]
    var pending: [(title: String, label: String, sport: String)] = []
    var sportsWithRows: Set<String> = []
    for status in statuses where status.definition.kind == .record {
      let kind = status.definition.recordKind
      let (title, label) = Self.place(kind, group: status.definition.group)
      if byTitle[title] == nil {
        order.append(title)
        byTitle[title] = Table(title: title, rows: [], notYet: [])
      }
      let sport = kind.map(Self.sportKey) ?? ""
      guard status.earned, let record = status.record else {
        pending.append((title, label, sport))
        continue
      }
      sportsWithRows.insert(title + "/" + sport)
      byTitle[title]?.rows.append(Self.row(status, record, kind: kind, label: label, units: units))
    }
    for entry in pending {
      let perSport = entry.title == Self.perSportTitle
      if perSport && !sportsWithRows.contains(entry.title + "/" + entry.sport) { continue }
      byTitle[entry.title]?.notYet.append(entry.label)
    }
    let all = order.compactMap { byTitle[$0] }
    tables = all.filter { !$0.rows.isEmpty }
    notStarted = all.filter { $0.rows.isEmpty }.map(\.title)
  }

  /// The title of the table of longest and biggest workouts per sport.
  static let perSportTitle = "Longest and biggest"

  /// The table title and the row label of a record line: outdoor best efforts on their sport's
  /// table, per-sport records (not virtual) on ``perSportTitle``, periods on "Weeks, months and
  /// years"; the rest (indoor and virtual rankings, unknown lines) on "Other records", labelled
  /// with their `group`.
  static func place(_ kind: RecordKind?, group: String) -> (String, String) {
    let what: String
    switch kind {
    case .bestEffort(let sport, let target, .outdoor):
      return (ReportFormatting.activityName(sport), target.name)
    case .periodDistance(let period): return (periodsTitle, "Biggest " + period.rawValue)
    case .periodActiveDays(let period): return (periodsTitle, "Busiest " + period.rawValue)
    case .longestDistance(let sport, virtual: false): what = sportLabel(sport, "longest")
    case .longestDuration(let sport, virtual: false): what = sportLabel(sport, "longest by time")
    case .biggestClimb(let sport, virtual: false): what = sportLabel(sport, "biggest climb")
    default: return ("Other records", group)
    }
    return (perSportTitle, what)
  }

  /// The title of the table of period records.
  static let periodsTitle = "Weeks, months and years"

  private static func sportLabel(_ sport: ActivityType, _ what: String) -> String {
    ReportFormatting.activityName(sport) + ", " + what
  }

  /// The sport a record line belongs to (`period` for period records), for "not yet" lists.
  static func sportKey(_ kind: RecordKind) -> String {
    switch kind {
    case .bestEffort(let sport, _, _), .longestDistance(let sport, _),
      .longestDuration(let sport, _), .biggestClimb(let sport, _):
      return sport.rawValue
    case .periodDistance, .periodActiveDays: return "period"
    }
  }

  static func row(
    _ status: AchievementStatus, _ record: RecordDetail, kind: RecordKind?, label: String,
    units: UnitSystem
  ) -> Row {
    var climb = false
    var paceText = ""
    switch kind {
    case .biggestClimb: climb = true
    case .bestEffort(let sport, let target, .outdoor):
      paceText = pace(record.value, sport: sport, target: target, units: units)
    default: break
    }
    let format = { (value: Double) in
      ReportFormatting.recordValue(value, unit: record.unit, units: units, isElevation: climb)
    }
    var date = ""
    if let local = status.earnedLocal { date = ReportFormatting.readableDate(local) }
    var workout = ""
    if let by = status.earnedBy {
      workout = status.earnedWorkoutName ?? ReportFormatting.basename(by.file)
    }
    let previous =
      record.previousValue.map(format) ?? "first recorded"
    var row = Row(
      label: label, value: format(record.value),
      pace: paceText, date: date,
      workout: workout,
      previous: previous, unverifiedCount: record.unverifiedCount, status: status)
    row.runnersUp = record.runnersUp.map(format)
    return row
  }

  /// Pace for the target's sport from the record value (seconds over a distance, or metres in a
  /// time window).
  static func pace(
    _ value: Double, sport: ActivityType, target: BestEffortTarget, units: UnitSystem = .metric
  ) -> String {
    let (meters, seconds): (Double, Double)
    switch target.measure {
    case .distance(let distance): (meters, seconds) = (distance, value)
    case .duration(let duration): (meters, seconds) = (value, duration)
    }
    guard meters > 0, seconds > 0 else { return "" }
    switch sport {
    case .cycling: return units.speed(metres: meters, seconds: seconds)
    case .swimming: return units.swimmingPace(metres: meters, seconds: seconds)
    default: return units.runningPace(metres: meters, seconds: seconds)
    }
  }
}
