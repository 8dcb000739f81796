import WorkoutModel

/// Lifetime totals of a history, with the one definition of time every figure of hours in the
/// cabinet, the Markdown, the milestones and the JSON uses.
///
/// **Time is active time**: a workout's moving time (pauses, timer stops and standing still
/// left out; `WorkoutSummary.movingTimeSeconds`), or its elapsed time (start to end) when it has
/// no moving time (yoga, strength, a file without motion). It is
/// ``WorkoutFacts/activeSeconds``, the time the `milestone.hours` ladder counts. Elapsed time is
/// shown only where it is the record: "longest by time" (``RecordKind/longestDuration(_:virtual:)``).
///
/// Totals are over the history the engine replays (workouts with a start time), each workout on
/// the local date of its start, with the engine's checked values (``WorkoutFacts``).
public struct WorkoutTotals: Sendable, Hashable {
  /// Workouts.
  public var workouts = 0
  /// Metres.
  public var distanceMeters = 0.0
  /// Active seconds (moving time, else elapsed).
  public var activeSeconds = 0.0
  /// Distinct local dates with a workout start.
  public var activeDays = 0
  /// Local date of the first workout's start in replay order, `nil` without workouts.
  public var firstDate: LocalDate?
  /// Local date of the last workout's start in replay order, `nil` without workouts.
  public var lastDate: LocalDate?
  /// One total per activity type present: most workouts first, ties by type name.
  public var activities: [ActivityTotal] = []

  /// Totals of `history`.
  public init(history: AchievementHistory) {
    var byActivity: [ActivityType: ActivityTotal] = [:]
    var days: Set<LocalDate> = []
    for facts in history.facts {
      workouts += 1
      distanceMeters += facts.distanceMeters
      activeSeconds += facts.activeSeconds
      days.insert(facts.startDate)
      byActivity[facts.activity, default: ActivityTotal(facts.activity)].add(facts)
    }
    activeDays = days.count
    firstDate = history.facts.first?.startDate
    lastDate = history.facts.last?.startDate
    activities = ActivityTotal.ranked(byActivity)
  }

  /// `"2025-03-14 – 2025-03-30"`, a single date when both ends agree, `nil` without workouts.
  public var dateRange: String? {
    guard let firstDate, let lastDate else { return nil }
    return firstDate == lastDate ? "\(firstDate)" : "\(firstDate) – \(lastDate)"
  }
}
