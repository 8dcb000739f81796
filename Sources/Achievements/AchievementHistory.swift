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
    self.init(facts: workouts.compactMap(WorkoutFacts.init))
  }

  /// Prepares `facts` (any order): put in replay order in place, checked first (callers mostly
  /// pass them in order; `sorted` made a second list of the facts of a million workouts).
  /// A caller that computes each workout's facts as it reads it holds no `Workout` list at all.
  public init(facts: [WorkoutFacts]) {
    var facts = facts
    let inOrder = facts.indices.dropFirst().allSatisfy {
      !AchievementHistory.replaysBefore(facts[$0], facts[$0 - 1])
    }
    if !inOrder { facts.sort(by: AchievementHistory.replaysBefore) }
    self.facts = facts
  }

  /// Number of workouts replayed.
  public var count: Int { facts.count }

  /// The replay-order relation: ``WorkoutOrder`` (start, source path, name, end, activity).
  public static func replaysBefore(_ a: WorkoutFacts, _ b: WorkoutFacts) -> Bool {
    a.order < b.order
  }
}
