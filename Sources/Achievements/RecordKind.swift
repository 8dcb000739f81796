import WorkoutModel

/// What a personal-record line measures, typed: the one place a record id (`record.running.5k`,
/// `record.cycling.longest_distance`, `record.period.month.active_days`) is spelled and parsed.
///
/// Id spellings are part of the `achievements --json` contract (`docs/CONTRACT.md`, and
/// ``PersonalRecords`` for what each line holds): best efforts `record.<target>` with
/// `.indoor` / `.virtual` for the separate rankings; per sport `record.<sport>.<measure>` and
/// `record.<sport>.virtual.<measure>`; periods `record.period.<week|month|year>.<measure>`.
public enum RecordKind: Sendable, Hashable {
  /// Where a best effort ranks (`notes/best-efforts.md`, step 4).
  public enum Setting: String, Sendable, Hashable, CaseIterable {
    /// Outdoor workouts (and every non-virtual swim): no suffix.
    case outdoor = ""
    /// Treadmill and trainer workouts: `.indoor`.
    case indoor
    /// Workouts in a virtual world: `.virtual`.
    case virtual
  }

  /// A local calendar period of a period record.
  public enum Period: String, Sendable, Hashable, CaseIterable {
    /// An ISO 8601 week.
    case week
    /// A calendar month.
    case month
    /// A calendar year.
    case year
  }

  /// The fastest time over a distance, or the longest distance in a time window, of `sport`
  /// (running, cycling or swimming; ``BestEffortTarget/targets(for:)``).
  case bestEffort(ActivityType, BestEffortTarget, Setting)
  /// The longest workout of a sport by distance (m); `virtual` for a game world's distance.
  case longestDistance(ActivityType, virtual: Bool)
  /// The longest workout of a sport by *elapsed* time, start to end (s): the one place the
  /// cabinet shows elapsed time rather than moving time (``WorkoutTotals``).
  case longestDuration(ActivityType, virtual: Bool)
  /// The biggest elevation gain of one workout of a sport (m).
  case biggestClimb(ActivityType, virtual: Bool)
  /// The most distance in one local period, all sports (m).
  case periodDistance(Period)
  /// The most active local dates in one local period, all sports (days).
  case periodActiveDays(Period)

  /// The sports with best-effort targets, in display order.
  public static let effortSports: [ActivityType] = [.running, .cycling, .swimming]

  /// The sport whose targets include `target` (``effortSports``), `nil` for another target.
  public static func sport(of target: BestEffortTarget) -> ActivityType? {
    effortSports.first { BestEffortTarget.targets(for: $0).contains(target) }
  }

  /// Parses a record line id; `nil` for ids that are not built in.
  public init?(id: String) {
    guard id.hasPrefix("record.") else { return nil }
    let rest = id.dropFirst("record.".count)
    for sport in Self.effortSports {
      for target in BestEffortTarget.targets(for: sport) {
        for setting in Setting.allCases
        where rest == target.id + (setting == .outdoor ? "" : "." + setting.rawValue) {
          self = .bestEffort(sport, target, setting)
          return
        }
      }
    }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count == 3, parts[0] == "period", let period = Period(rawValue: parts[1]) {
      switch parts[2] {
      case "distance": self = .periodDistance(period)
      case "active_days": self = .periodActiveDays(period)
      default: return nil
      }
      return
    }
    let virtual = parts.count == 3 && parts[1] == "virtual"
    guard parts.count == 2 || virtual, let sport = ActivityType(rawValue: parts[0]) else {
      return nil
    }
    switch parts[parts.count - 1] {
    case "longest_distance": self = .longestDistance(sport, virtual: virtual)
    case "longest_duration": self = .longestDuration(sport, virtual: virtual)
    case "biggest_climb": self = .biggestClimb(sport, virtual: virtual)
    default: return nil
    }
  }

  /// The line id (inverse of ``init(id:)``).
  public var id: String {
    switch self {
    case .bestEffort(_, let target, let setting):
      return "record." + target.id + (setting == .outdoor ? "" : "." + setting.rawValue)
    case .longestDistance(let sport, let virtual):
      return Self.sportID(sport, virtual, "longest_distance")
    case .longestDuration(let sport, let virtual):
      return Self.sportID(sport, virtual, "longest_duration")
    case .biggestClimb(let sport, let virtual):
      return Self.sportID(sport, virtual, "biggest_climb")
    case .periodDistance(let period): return "record.period.\(period.rawValue).distance"
    case .periodActiveDays(let period): return "record.period.\(period.rawValue).active_days"
    }
  }

  /// The unit of the line's values: `s` for best times and durations, `m` for distances,
  /// time-window efforts and climbs, `days` for active days.
  public var unit: String {
    switch self {
    case .bestEffort(_, let target, _):
      if case .duration = target.measure { return "m" }
      return "s"
    case .longestDuration: return "s"
    case .longestDistance, .biggestClimb, .periodDistance: return "m"
    case .periodActiveDays: return "days"
    }
  }

  /// `true` for best efforts (any setting).
  public var isBestEffort: Bool {
    if case .bestEffort = self { return true }
    return false
  }

  private static func sportID(_ sport: ActivityType, _ virtual: Bool, _ measure: String) -> String {
    "record.\(sport.rawValue)" + (virtual ? ".virtual." : ".") + measure
  }
}

extension AchievementDefinition {
  /// The record line a `record` entry shows, typed; `nil` for other entries and unknown lines.
  public var recordKind: RecordKind? {
    guard case .personalRecord(let line) = metric else { return nil }
    return RecordKind(id: line)
  }
}
