import WorkoutModel

/// Evaluates `milestone` ladders (lifetime totals) and Eddington numbers.
///
/// Rules: totals add each replayed workout's ``WorkoutFacts`` values — distance (metres, shown in
/// whole kilometres, rounded down), active time (moving time, else elapsed; whole hours, rounded
/// down), elevation gain (swims excluded; whole metres) — and count workouts, distinct local start
/// dates and distinct local start years. The Eddington number of an activity is the largest E
/// such that E local days (the start date of each workout, its whole distance on that date) have
/// at least E km of that activity (`notes/best-efforts.md`, "Eddington E").
public struct MilestoneEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of the milestone and Eddington groups; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    switch metric {
    case .lifetimeDistance(let activity):
      var meters = 0.0
      let facts = history.facts  // fields read through the array, as in ActivityEvaluator
      for index in facts.indices where activity == nil || facts[index].activity == activity {
        meters += facts[index].distanceMeters
        progression.record(Int(saturating: meters / 1_000), at: index)
      }
    case .lifetimeHours:
      accumulate(history, into: &progression) { $0.activeSeconds / 3_600 }
    case .lifetimeElevationGain:
      accumulate(history, into: &progression) { $0.elevationGainMeters }
    case .lifetimeWorkouts:
      accumulate(history, into: &progression) { _ in 1 }
    case .activeDays:
      var days: Set<LocalDate> = []
      for index in history.facts.indices {
        days.insert(history.facts[index].startDate)
        progression.record(days.count, at: index)
      }
    case .activeYears:
      var years: Set<Int> = []
      for index in history.facts.indices {
        years.insert(history.facts[index].startDate.year)
        progression.record(years.count, at: index)
      }
    case .eddington(let activity):
      var number = EddingtonNumber()
      let facts = history.facts
      for index in facts.indices where facts[index].activity == activity {
        number.add(meters: facts[index].distanceMeters, on: facts[index].startDate)
        progression.record(number.value, at: index)
      }
    default:
      return nil
    }
    return progression
  }

  /// Adds `amount(facts)` per workout and records the running total, rounded down.
  private func accumulate(
    _ history: AchievementHistory, into progression: inout AchievementProgression,
    _ amount: (WorkoutFacts) -> Double
  ) {
    var total = 0.0
    for (index, facts) in history.facts.enumerated() {
      total += amount(facts)
      progression.record(Int(saturating: total), at: index)
    }
  }
}
