import Foundation
import WorkoutModel

/// One period of a ``Goal`` as of "now" (``GoalBoard``): how much was done, the pace line, and
/// when the target was reached. Amounts are in the measure's base unit
/// (``GoalMeasure/baseUnit``: metres, seconds, workouts, days).
public struct GoalStanding: Sendable {
  /// Where the period lies relative to today.
  public enum State: String, Sendable, Hashable {
    /// Ended before today: its figures are final.
    case past
    /// Holds today.
    case current
    /// Starts after today (a goal for a later year): nothing counted yet.
    case upcoming
  }

  /// The period's name in ids: `2025` or `2025-03`.
  public var key: String
  /// The period in words: "2025", "March 2025".
  public var name: String
  /// First local date of the period.
  public var start: LocalDate
  /// Last local date of the period.
  public var end: LocalDate
  /// Past, current or upcoming.
  public var state: State
  /// Done in the period up to today (each counted workout of the goal's sport by the local
  /// date of its start), base units.
  public var value: Double
  /// The target, base units (``Goal/baseTarget``).
  public var target: Double
  /// Share of the period elapsed in local time (wall clock of the reference zone,
  /// ``ReferenceDay``): 0 before it starts, 1 once it has ended; at 00:00 on day 11 of a
  /// 31-day month, 10 / 31.
  public var elapsed: Double
  /// The workout that took the value to the target or beyond, `nil` while it is short of it.
  public var reachedBy: WorkoutFacts?

  /// `value / target` (above 1 past the target).
  public var fraction: Double { target > 0 ? value / target : 0 }
  /// The pace line today: where a steady pace from the start to the target would be
  /// (`target × elapsed`; the target once the period has ended).
  public var expected: Double { target * elapsed }
  /// Ahead of the pace line (positive) or behind it (negative), base units.
  public var ahead: Double { value - expected }
  /// Where the period ends at the pace so far (`value / elapsed`, a straight line from the
  /// start through today; the value itself once it has ended); `nil` before it starts.
  public var projected: Double? { elapsed > 0 ? value / elapsed : nil }
  /// Whether the target was reached.
  public var reached: Bool { reachedBy != nil }
  /// The local date the target was reached: the start date of ``reachedBy``.
  public var reachedOn: LocalDate? { reachedBy?.startDate }
}
