import Foundation
import WorkoutModel

/// A workout history prepared for evaluation: workouts with a start time, in replay order, each
/// with its ``WorkoutFacts`` computed once.
///
/// Replay order: UTC start ascending; ties broken by source path, then name (absent first), then
/// UTC end, then activity, so the same workouts in any input order replay identically.
public struct AchievementHistory: Sendable {
  /// Facts of the workouts, in replay order. Evaluators refer to workouts by index here.
  public let facts: [WorkoutFacts]

  /// Prepares `workouts` (any order); workouts without a start time are dropped.
  /// Cost: O(n log n) for n workouts, plus one local-hour walk per workout.
  public init(_ workouts: [Workout]) {
    self.facts = workouts.compactMap(WorkoutFacts.init).sorted(by: AchievementHistory.replaysBefore)
  }

  /// Number of workouts replayed.
  public var count: Int { facts.count }

  /// The replay-order relation: start, source path, name, end, activity.
  public static func replaysBefore(_ a: WorkoutFacts, _ b: WorkoutFacts) -> Bool {
    if a.startUTC != b.startUTC { return a.startUTC < b.startUTC }
    if a.reference.file != b.reference.file { return a.reference.file < b.reference.file }
    if a.reference.name != b.reference.name {
      guard let nameA = a.reference.name else { return true }
      guard let nameB = b.reference.name else { return false }
      return nameA < nameB
    }
    if a.endUTC != b.endUTC { return a.endUTC < b.endUTC }
    return a.activity < b.activity
  }
}
