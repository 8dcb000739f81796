import WorkoutModel

/// Evaluates the catalog over a workout history (skeleton; the achievements helper implements it).
public struct AchievementEngine: Sendable {
  /// The catalog evaluated, in display order.
  public var catalog: [AchievementDefinition]

  /// Creates an engine over a catalog.
  public init(catalog: [AchievementDefinition]) {
    self.catalog = catalog
  }

  /// Replays `workouts` in UTC start order and returns one status per catalog entry, in catalog
  /// order. Workouts without a start time are ignored.
  public func evaluate(_ workouts: [Workout]) -> [AchievementStatus] {
    catalog.map {
      AchievementStatus(
        definition: $0, earned: false,
        progress: AchievementProgress(current: 0, target: $0.target, unit: $0.unit))
    }
  }
}
