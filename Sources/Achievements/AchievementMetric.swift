import WorkoutModel

/// What a built-in ladder measures, named by the ladder's ``AchievementDefinition/group``.
///
/// Group spellings (stable; a catalog loaded from JSON uses the same):
/// `streak.day`, `streak.month`, `streak.year` (most workouts in one local day/month/year),
/// `streak.days`, `streak.weeks` (longest run of consecutive local days / ISO weeks),
/// `time.hour.HH` (workouts covering local hour HH, 00…23), `time.clock` (distinct local hours
/// covered), `date.<holiday>` (e.g. `date.christmas_day`, see ``Holiday``), `types` (distinct
/// activity types, `other` excluded), `type.<activity>` (e.g. `type.running`),
/// `milestone.distance` and `milestone.distance.<activity>` (lifetime kilometres),
/// `milestone.hours`, `milestone.elevation`, `milestone.workouts`, `milestone.active_days`,
/// `milestone.years`, `eddington.<activity>` (Eddington number on local days), `record.<line>`
/// (a ``PersonalRecords`` line, e.g. `record.running.5k`), `place.countries`, `place.continents`,
/// `place.border` (``PlacesEvaluator``),
/// `sun.<badge>` (workouts that earned
/// a ``SunBadge``, e.g. `sun.sunrise`), `comeback` and `comeback.<activity>` (local days without
/// a workout, or without one of that activity, before one), `anniversary` (years since the first
/// workout's local date, on an anniversary of it), `explorer.<measure>` (``ExplorerMeasure``).
public enum AchievementMetric: Sendable, Hashable {
  /// Most workouts starting on one local date. Unit `workouts`.
  case workoutsInOneDay
  /// Most workouts starting in one local calendar month. Unit `workouts`.
  case workoutsInOneMonth
  /// Most workouts starting in one local calendar year. Unit `workouts`.
  case workoutsInOneYear
  /// Longest run of consecutive local dates with a workout start. Unit `days`.
  case consecutiveDays
  /// Longest run of consecutive ISO 8601 weeks with a workout start. Unit `weeks`.
  case consecutiveWeeks
  /// Workouts that covered local hour `hour` (0…23). Unit `workouts`.
  case workoutsCoveringHour(Int)
  /// Distinct local hours of day covered by any workout (0…24). Unit `hours`.
  case distinctHoursCovered
  /// Distinct local dates that are `holiday` and were covered by a workout. Unit `days`.
  case holidayDates(Holiday)
  /// Distinct activity types done, `other` not counted. Unit `types`.
  case distinctActivityTypes
  /// Workouts of one activity type. Unit `workouts`.
  case workoutsOfType(ActivityType)
  /// Lifetime distance in whole kilometres, of one activity or (`nil`) of all. Unit `km`.
  case lifetimeDistance(ActivityType?)
  /// Lifetime active hours (moving time, else elapsed time), whole hours. Unit `hours`.
  case lifetimeHours
  /// Lifetime elevation gain in whole metres (swims excluded). Unit `m`.
  case lifetimeElevationGain
  /// Lifetime number of workouts. Unit `workouts`.
  case lifetimeWorkouts
  /// Distinct local dates with a workout start. Unit `days`.
  case activeDays
  /// Distinct local calendar years with a workout start. Unit `years`.
  case activeYears
  /// Eddington number of one activity: the largest E with E local days of at least E km of it.
  /// Unit `km`.
  case eddington(ActivityType)
  /// Distinct ISO 3166-1 countries any workout's track passed (``PlacesEvaluator``). Unit
  /// `countries`.
  case countriesVisited
  /// Distinct continents of those countries. Unit `continents`.
  case continentsVisited
  /// Workouts whose track passed two countries or more. Unit `workouts`.
  case borderCrossings
  /// One personal record line (``PersonalRecords``), named by its id (`record.running.5k`).
  /// Unit `records` (times the record was set).
  case personalRecord(String)
  /// Workouts that earned one sun badge (``SunFacts``). Unit `workouts`.
  case sun(SunBadge)
  /// Longest run of local dates without a workout start (of one activity, or of any when
  /// `nil`) that a workout of it then ended: the dates strictly between two start dates.
  /// Unit `days`.
  case comeback(ActivityType?)
  /// Most years between the first workout's local start date and a later workout started on
  /// the same month and day (29 February: 28 February in common years). Unit `years`.
  case anniversary
  /// An explorer-tile figure at zoom 14 or 17 (``ExplorerMeasure``, ``ExplorerArea``), group
  /// `explorer.<measure>`. Unit `tiles` (`records` for the new-tiles record).
  case explorer(ExplorerMeasure)
  /// A ladder no built-in evaluator measures (a custom evaluator's group, e.g.
  /// `records.shortest`), named by its group. Unit `workouts` unless the definition says.
  case custom(String)

  /// The metric of `group`: a built-in one (``init(group:)``), else ``custom(_:)``.
  public static func of(group: String) -> AchievementMetric {
    AchievementMetric(group: group) ?? .custom(group)
  }

  /// Parses a group name; `nil` for groups that are not built in.
  public init?(group: String) {
    switch group {
    case "streak.day": self = .workoutsInOneDay
    case "streak.month": self = .workoutsInOneMonth
    case "streak.year": self = .workoutsInOneYear
    case "streak.days": self = .consecutiveDays
    case "streak.weeks": self = .consecutiveWeeks
    case "time.clock": self = .distinctHoursCovered
    case "types": self = .distinctActivityTypes
    case "milestone.distance": self = .lifetimeDistance(nil)
    case "milestone.hours": self = .lifetimeHours
    case "milestone.elevation": self = .lifetimeElevationGain
    case "milestone.workouts": self = .lifetimeWorkouts
    case "milestone.active_days": self = .activeDays
    case "milestone.years": self = .activeYears
    case "place.countries": self = .countriesVisited
    case "place.continents": self = .continentsVisited
    case "place.border": self = .borderCrossings
    case "comeback": self = .comeback(nil)
    case "anniversary": self = .anniversary
    default:
      if let rest = AchievementMetric.suffix(of: group, after: "time.hour."),
        rest.count == 2, rest.allSatisfy(\.isASCII), let hour = Int(rest), (0..<24).contains(hour)
      {
        self = .workoutsCoveringHour(hour)
      } else if let rest = AchievementMetric.suffix(of: group, after: "date."),
        let holiday = Holiday(rawValue: rest)
      {
        self = .holidayDates(holiday)
      } else if let rest = AchievementMetric.suffix(of: group, after: "type."),
        let activity = ActivityType(rawValue: rest)
      {
        self = .workoutsOfType(activity)
      } else if let rest = AchievementMetric.suffix(of: group, after: "milestone.distance."),
        let activity = ActivityType(rawValue: rest)
      {
        self = .lifetimeDistance(activity)
      } else if let rest = AchievementMetric.suffix(of: group, after: "eddington."),
        let activity = ActivityType(rawValue: rest)
      {
        self = .eddington(activity)
      } else if let rest = AchievementMetric.suffix(of: group, after: "comeback."),
        let activity = ActivityType(rawValue: rest)
      {
        self = .comeback(activity)
      } else if let rest = AchievementMetric.suffix(of: group, after: "sun."),
        let badge = SunBadge(rawValue: rest)
      {
        self = .sun(badge)
      } else if let rest = AchievementMetric.suffix(of: group, after: "explorer."),
        let measure = ExplorerMeasure(rawValue: rest)
      {
        self = .explorer(measure)
      } else if AchievementMetric.suffix(of: group, after: "record.")?.isEmpty == false {
        self = .personalRecord(group)
      } else {
        return nil
      }
    }
  }

  /// The group name this metric is spelled as (inverse of ``init(group:)``).
  public var group: String {
    switch self {
    case .workoutsInOneDay: return "streak.day"
    case .workoutsInOneMonth: return "streak.month"
    case .workoutsInOneYear: return "streak.year"
    case .consecutiveDays: return "streak.days"
    case .consecutiveWeeks: return "streak.weeks"
    case .workoutsCoveringHour(let hour): return "time.hour.\(hour < 10 ? "0" : "")\(hour)"
    case .distinctHoursCovered: return "time.clock"
    case .holidayDates(let holiday): return "date.\(holiday.rawValue)"
    case .distinctActivityTypes: return "types"
    case .workoutsOfType(let activity): return "type.\(activity.rawValue)"
    case .lifetimeDistance(nil): return "milestone.distance"
    case .lifetimeDistance(let activity?): return "milestone.distance.\(activity.rawValue)"
    case .lifetimeHours: return "milestone.hours"
    case .lifetimeElevationGain: return "milestone.elevation"
    case .lifetimeWorkouts: return "milestone.workouts"
    case .activeDays: return "milestone.active_days"
    case .activeYears: return "milestone.years"
    case .eddington(let activity): return "eddington.\(activity.rawValue)"
    case .personalRecord(let line): return line
    case .countriesVisited: return "place.countries"
    case .continentsVisited: return "place.continents"
    case .borderCrossings: return "place.border"
    case .sun(let badge): return "sun.\(badge.rawValue)"
    case .comeback(nil): return "comeback"
    case .comeback(let activity?): return "comeback.\(activity.rawValue)"
    case .anniversary: return "anniversary"
    case .explorer(let measure): return "explorer.\(measure.rawValue)"
    case .custom(let group): return group
    }
  }

  /// The unit of the metric's values (`workouts`, `days`, `weeks`, `hours`, `types`, `km`, `m`,
  /// `years`, `records`, `countries`, `continents`).
  public var unit: String {
    switch self {
    case .workoutsInOneDay, .workoutsInOneMonth, .workoutsInOneYear, .workoutsCoveringHour,
      .workoutsOfType, .lifetimeWorkouts, .borderCrossings, .sun, .custom:
      return "workouts"
    case .consecutiveDays, .holidayDates, .activeDays, .comeback: return "days"
    case .consecutiveWeeks: return "weeks"
    case .distinctHoursCovered, .lifetimeHours: return "hours"
    case .distinctActivityTypes: return "types"
    case .lifetimeDistance, .eddington: return "km"
    case .lifetimeElevationGain: return "m"
    case .activeYears, .anniversary: return "years"
    case .personalRecord, .explorer(.newTiles): return "records"
    case .countriesVisited: return "countries"
    case .continentsVisited: return "continents"
    case .explorer: return "tiles"
    }
  }

  private static func suffix(of group: String, after prefix: String) -> String? {
    group.hasPrefix(prefix) ? String(group.dropFirst(prefix.count)) : nil
  }
}
