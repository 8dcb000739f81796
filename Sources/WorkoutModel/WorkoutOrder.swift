import Foundation

/// The one order of workouts everywhere (the session's counted workouts, the achievement replay,
/// reports): UTC start, then source path, then name (none first), then UTC end, then activity.
/// Every key is part of a workout, so equal keys are the same recording read twice and any
/// input order gives the same sequence.
public struct WorkoutOrder: Sendable, Hashable, Comparable {
  /// UTC start.
  public var startUTC: Date
  /// The file (or `ARCHIVE!/member`) it came from.
  public var source: String
  /// Its name, if it has one.
  public var name: String?
  /// UTC end.
  public var endUTC: Date
  /// Its activity type.
  public var activity: ActivityType

  /// Creates a key from its parts.
  public init(startUTC: Date, source: String, name: String?, endUTC: Date, activity: ActivityType) {
    self.startUTC = startUTC
    self.source = source
    self.name = name
    self.endUTC = endUTC
    self.activity = activity
  }

  /// The key of `workout`, or `nil` when it has no start time (such workouts are not ordered:
  /// callers leave them out).
  public init?(_ workout: Workout) {
    guard let start = workout.summary.startUTC else { return nil }
    self.init(
      startUTC: start, source: workout.source, name: workout.name,
      endUTC: max(workout.summary.endUTC ?? start, start), activity: workout.activity)
  }

  /// Start, source, name (none first), end, activity.
  public static func < (a: WorkoutOrder, b: WorkoutOrder) -> Bool {
    if a.startUTC != b.startUTC { return a.startUTC < b.startUTC }
    if a.source != b.source { return a.source < b.source }
    if a.name != b.name {
      guard let nameA = a.name else { return true }
      guard let nameB = b.name else { return false }
      return nameA < nameB
    }
    if a.endUTC != b.endUTC { return a.endUTC < b.endUTC }
    return a.activity < b.activity
  }
}
