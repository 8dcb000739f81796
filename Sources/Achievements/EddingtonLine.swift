import WorkoutModel

/// One activity's Eddington number and the days still needed for the next
/// (``EddingtonNumber``; `notes/best-efforts.md`: a frequent request).
public struct EddingtonLine: Sendable, Hashable {
  /// The activities whose Eddington numbers a cabinet states: running and cycling.
  public static let reportedActivities: [ActivityType] = [.running, .cycling]

  /// The activity.
  public var activity: ActivityType
  /// The Eddington number E: E local days with at least E km of the activity.
  public var value: Int
  /// Days still needed for E + 1 (``EddingtonNumber/daysNeededForNext``).
  public var daysNeeded: Int

  /// Creates a line.
  public init(activity: ActivityType, value: Int, daysNeeded: Int) {
    self.activity = activity
    self.value = value
    self.daysNeeded = daysNeeded
  }

  /// The lines of ``reportedActivities`` with a number above 0, in that order; each workout's
  /// whole distance counts on the local date of its start (the `eddington.<activity>` ladders'
  /// rule, ``MilestoneEvaluator``).
  public static func lines(of history: AchievementHistory) -> [EddingtonLine] {
    reportedActivities.compactMap { activity in
      var number = EddingtonNumber()
      for facts in history.facts where facts.activity == activity {
        number.add(meters: facts.distanceMeters, on: facts.startDate)
      }
      guard number.value > 0 else { return nil }
      return EddingtonLine(
        activity: activity, value: number.value, daysNeeded: number.daysNeededForNext)
    }
  }
}
