/// Evaluates comebacks and anniversaries on local start dates (``WorkoutFacts/startDate``, the
/// date a workout counts on).
///
/// - `comeback` / `comeback.<activity>`: before each workout (of that activity), the days without
///   one are the local dates strictly between the latest start date seen so far and its own
///   (a run on 1 March after one on 30 January had 29 days without); the ladder's value is the
///   longest such break, earned by the workout that ended it, at its start. Replay is in UTC
///   order, so a workout whose local date is not after the latest one (zones crossed) ends no
///   break.
/// - `anniversary`: the first workout's local start date, then every later workout started on
///   its month and day (29 February falls on 28 February in common years); the value is the most
///   years between the two, earned by the first workout on that anniversary.
public struct ComebackEvaluator: AchievementEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// Progression of `comeback`, `comeback.<activity>` and `anniversary`; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    let facts = history.facts
    switch metric {
    case .comeback(let activity):
      var latest: Int?
      for index in facts.indices where activity == nil || facts[index].activity == activity {
        let day = facts[index].startDate.dayNumber
        if let previous = latest {
          if day > previous + 1 { progression.record(day - previous - 1, at: index) }
          latest = max(previous, day)
        } else {
          latest = day
        }
      }
    case .anniversary:
      guard let first = facts.first?.startDate else { return progression }
      for index in facts.indices {
        let date = facts[index].startDate
        let years = date.year - first.year
        if years > 0, date == Self.anniversary(of: first, in: date.year) {
          progression.record(years, at: index)
        }
      }
    default:
      return nil
    }
    return progression
  }

  /// `first`'s month and day in `year`; 29 February becomes 28 February in a common year.
  static func anniversary(of first: LocalDate, in year: Int) -> LocalDate {
    if first.month == 2, first.day == 29, !LocalDate.isLeapYear(year) {
      return LocalDate(year: year, month: 2, day: 28)
    }
    return LocalDate(year: year, month: first.month, day: first.day)
  }
}
