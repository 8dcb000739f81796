import WorkoutModel

/// A target the user set in the settings file (`goals`, README "Goals", `docs/CONTRACT.md`
/// "Goals (`kind` `goal`)"): an amount of one ``GoalMeasure`` (distance, time, workouts or
/// active days), of one sport or of all, in every local year or month, or only in those of one
/// year. The engine follows it period by period (``GoalBoard``); no catalog entry is needed.
public struct Goal: Sendable, Hashable {
  /// A goal's period: a local calendar year or month.
  public enum Period: String, Sendable, Hashable, CaseIterable {
    /// 1 January to 31 December, local dates.
    case year
    /// The first to the last day of a month, local dates.
    case month
  }

  /// What is counted, and in which unit ``target`` is written.
  public var measure: GoalMeasure
  /// The amount to reach in a period, in the measure's unit (``GoalMeasure/unit``: 1,500 for
  /// 1,500 km); above 0.
  public var target: Double
  /// The sport counted (workouts whose activity type is this one), `nil` for all sports.
  public var activity: ActivityType?
  /// A year or a month.
  public var period: Period
  /// Only the periods of this local year (`2025`: the year 2025, or each month of it); `nil`
  /// for every year or month.
  public var year: Int?

  /// A goal with the values given.
  public init(
    measure: GoalMeasure, target: Double, activity: ActivityType? = nil, period: Period,
    year: Int? = nil
  ) {
    self.measure = measure
    self.target = target
    self.activity = activity
    self.period = period
    self.year = year
  }

  /// The target in the measure's base unit (metres, seconds, workouts, days).
  public var baseTarget: Double { target * measure.scale }

  /// The ladder every period of the goal shares: `goal.<period>.<metric>.<sport or all>`
  /// (`goal.year.distance.running`); a period's badge adds `.<YYYY>` or `.<YYYY-MM>`.
  public var group: String {
    "goal.\(period.rawValue).\(measure.metric).\(activity?.rawValue ?? "all")"
  }

  /// The target in words: "1,500 km", "12.5 hours", "1 workout", "15 active days".
  public var targetText: String { measure.text(target) }

  /// What the goal is in words, for a period named `when` ("in 2025", "every month"): "1,500 km
  /// of running in 2025", "15 active days every month".
  public func summary(_ when: String) -> String {
    let sport = activity.map { " of " + $0.rawValue.replacingOccurrences(of: "_", with: " ") }
    return targetText + (sport ?? "") + " " + when
  }

  /// The goal's span in words: "in 2025", "every year", "every month", "every month of 2025".
  public var spanText: String {
    switch (period, year) {
    case (.year, let year?): "in \(year)"
    case (.year, nil): "every year"
    case (.month, let year?): "every month of \(year)"
    case (.month, nil): "every month"
    }
  }
}
