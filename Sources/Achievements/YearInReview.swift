import WorkoutModel

/// One section per local year of the history: totals per sport, active days, the longest run of
/// consecutive active days inside the year, best efforts set, and active minutes per local day
/// for the calendar heat grid.
///
/// Every workout counts on the local date of its start (the achievement engine's rule), with its
/// distance and active time (moving time, else elapsed; ``WorkoutFacts/activeSeconds``, the one
/// definition of time stated on ``WorkoutTotals``). Computed by the engine
/// (``AchievementEvaluation/years``); reports only print it.
public struct YearInReview: Sendable {
  /// One year.
  public struct Year: Sendable {
    /// The local calendar year.
    public var year: Int
    /// Workouts started in the year.
    public var workouts = 0
    /// Metres over all sports.
    public var distanceMeters = 0.0
    /// Active seconds over all sports (``WorkoutTotals``' one definition of time).
    public var activeSeconds = 0.0
    /// Sports by workouts (most first, then by name).
    public var sports: [ActivityTotal] = []
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
    var sports: [Int: [ActivityType: ActivityTotal]] = [:]
    for facts in history.facts {
      let year = facts.startDate.year
      var entry = byYear[year] ?? Year(year: year)
      entry.workouts += 1
      entry.distanceMeters += facts.distanceMeters
      entry.activeSeconds += facts.activeSeconds
      entry.minutesByDay[facts.startDate.dayNumber, default: 0] += facts.activeSeconds / 60
      byYear[year] = entry
      sports[year, default: [:]][facts.activity, default: ActivityTotal(facts.activity)].add(facts)
    }
    for line in records?.lines.values ?? [:].values where line.kind?.isBestEffort == true {
      for mark in line.progression where history.facts.indices.contains(mark.workoutIndex) {
        byYear[history.facts[mark.workoutIndex].startDate.year]?.recordsSet += 1
      }
    }
    years = byYear.keys.sorted(by: >).compactMap { year in
      guard var entry = byYear[year] else { return nil }
      entry.sports = ActivityTotal.ranked(sports[year] ?? [:])
      var runs = ConsecutiveRuns()
      for day in entry.minutesByDay.keys { runs.insert(day) }
      entry.longestStreakDays = runs.longest
      return entry
    }
  }
}
