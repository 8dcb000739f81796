import WorkoutModel

/// One activity type's totals over some workouts: how many, how far, how long.
///
/// Time is active time (``WorkoutFacts/activeSeconds``: moving time, else elapsed), the one
/// definition of time every total uses (``WorkoutTotals``).
public struct ActivityTotal: Sendable, Hashable {
  /// The activity type.
  public var activity: ActivityType
  /// Workouts.
  public var workouts = 0
  /// Metres.
  public var distanceMeters = 0.0
  /// Active seconds (moving time, else elapsed).
  public var activeSeconds = 0.0

  /// Zero totals of `activity`.
  public init(_ activity: ActivityType) {
    self.activity = activity
  }

  /// Adds one workout's facts.
  public mutating func add(_ facts: WorkoutFacts) {
    workouts += 1
    distanceMeters += facts.distanceMeters
    activeSeconds += facts.activeSeconds
  }

  /// `totals` ordered most workouts first, ties by activity name.
  static func ranked(_ totals: [ActivityType: ActivityTotal]) -> [ActivityTotal] {
    totals.values.sorted {
      $0.workouts != $1.workouts ? $0.workouts > $1.workouts : $0.activity < $1.activity
    }
  }
}
