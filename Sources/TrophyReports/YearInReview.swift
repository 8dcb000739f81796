import Achievements
import WorkoutModel

/// One section per local year of the history: totals per sport, active days, the longest run of
/// consecutive active days inside the year, best efforts set, and active minutes per local day
/// for the calendar heat grid.
///
/// Every workout counts on the local date of its start (the achievement engine's rule), with its
/// distance and active time (moving time, else elapsed; ``WorkoutFacts/activeSeconds``).
public struct YearInReview: Sendable {
  /// One sport's totals in a year.
  public struct SportTotal: Sendable, Hashable {
    /// The sport.
    public var activity: ActivityType
    /// Workouts.
    public var workouts: Int
    /// Metres.
    public var distanceMeters: Double
    /// Active seconds.
    public var activeSeconds: Double
  }

  /// One year.
  public struct Year: Sendable {
    /// The local calendar year.
    public var year: Int
    /// Workouts started in the year.
    public var workouts = 0
    /// Metres over all sports.
    public var distanceMeters = 0.0
    /// Active seconds over all sports.
    public var activeSeconds = 0.0
    /// Sports by workouts (most first, then by name).
    public var sports: [SportTotal] = []
    /// Distinct local dates with a workout start.
    public var activeDays: Int { minutesByDay.count }
    /// Longest run of consecutive active local dates inside the year.
    public var longestStreakDays = 0
    /// Best efforts that set a record (or were first recorded) on a workout of this year.
    public var recordsSet = 0
    /// Active minutes per local date (day number since 1970-01-01).
    public var minutesByDay: [Int: Double] = [:]
  }

  /// Years, newest first.
  public var years: [Year]

  /// Builds the review of `history`; `records` (when given) counts best efforts set per year.
  public init(history: AchievementHistory, records: PersonalRecords? = nil) {
    var byYear: [Int: Year] = [:]
    var sports: [Int: [ActivityType: SportTotal]] = [:]
    for facts in history.facts {
      let year = facts.startDate.year
      var entry = byYear[year] ?? Year(year: year)
      entry.workouts += 1
      entry.distanceMeters += facts.distanceMeters
      entry.activeSeconds += facts.activeSeconds
      entry.minutesByDay[facts.startDate.dayNumber, default: 0] += facts.activeSeconds / 60
      byYear[year] = entry
      var total =
        sports[year, default: [:]][facts.activity]
        ?? SportTotal(activity: facts.activity, workouts: 0, distanceMeters: 0, activeSeconds: 0)
      total.workouts += 1
      total.distanceMeters += facts.distanceMeters
      total.activeSeconds += facts.activeSeconds
      sports[year, default: [:]][facts.activity] = total
    }
    for line in records?.lines.values ?? [:].values where Self.isEffortLine(line.id) {
      for mark in line.progression where history.facts.indices.contains(mark.workoutIndex) {
        byYear[history.facts[mark.workoutIndex].startDate.year]?.recordsSet += 1
      }
    }
    years = byYear.keys.sorted(by: >).compactMap { year in
      guard var entry = byYear[year] else { return nil }
      entry.sports = (sports[year] ?? [:]).values.sorted {
        $0.workouts != $1.workouts ? $0.workouts > $1.workouts : $0.activity < $1.activity
      }
      entry.longestStreakDays = Self.longestRun(entry.minutesByDay.keys.sorted())
      return entry
    }
  }

  /// `true` for best-effort lines (`record.<sport>.<target>[.indoor|.virtual]`).
  static func isEffortLine(_ id: String) -> Bool {
    let sports = [BestEffortTarget.running, BestEffortTarget.cycling, BestEffortTarget.swimming]
    return sports.joined().contains {
      id == "record." + $0.id || id.hasPrefix("record." + $0.id + ".")
    }
  }

  /// Longest run of consecutive integers in ascending `days`.
  static func longestRun(_ days: [Int]) -> Int {
    var best = 0
    var run = 0
    var previous: Int?
    for day in days {
      run = previous.map { day == $0 + 1 } == true ? run + 1 : 1
      best = max(best, run)
      previous = day
    }
    return best
  }
}
