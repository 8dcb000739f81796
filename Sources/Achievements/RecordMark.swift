import Foundation
import WorkoutModel

/// One value a workout set on a ``RecordLine``: an effort's time or distance, a workout's
/// distance, duration or climb, or a period's running total.
public struct RecordMark: Sendable, Hashable {
  /// The value, in the line's ``RecordLine/unit``.
  public var value: Double
  /// Index of the workout in ``AchievementHistory/facts``.
  public var workoutIndex: Int
  /// When the value was set: the effort window's start, else the workout's start.
  public var instant: Date
  /// The best effort behind the value, for effort lines.
  public var effort: BestEffort?
  /// For period lines, the period the value is a total of (e.g. `2025-W19`): a period that grows
  /// its own record replaces its mark instead of beating itself.
  public var period: String?

  /// Creates a mark.
  public init(
    value: Double, workoutIndex: Int, instant: Date, effort: BestEffort? = nil,
    period: String? = nil
  ) {
    self.value = value
    self.workoutIndex = workoutIndex
    self.instant = instant
    self.effort = effort
    self.period = period
  }
}
