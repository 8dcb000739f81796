import Foundation

/// How one metric of the history improved while the workouts were replayed: the successive
/// best values and the workout (index into ``AchievementHistory/facts``) that set each.
///
/// Every tier of a ladder reads the same progression: a tier is earned by the first step that
/// reaches its target, and its progress is the final best value.
public struct AchievementProgression: Sendable, Hashable {
  /// Which way is better.
  public enum Direction: String, Sendable, Hashable {
    /// Larger values are better (counts, streaks, totals); reached when `value >= target`.
    case higherIsBetter
    /// Smaller values are better (fastest times, for `records`); reached when `value <= target`.
    case lowerIsBetter
  }

  /// One new best.
  public struct Step: Sendable, Hashable {
    /// The new best value, in the definition's unit.
    public var value: Int
    /// Index of the workout that set it, in replay order.
    public var workoutIndex: Int
    /// When during that workout it was reached, if not at its start (e.g. the moment a run
    /// entered the hour an hour badge is for); `nil` means the workout's start.
    public var instant: Date?

    /// Creates a step.
    public init(value: Int, workoutIndex: Int, instant: Date? = nil) {
      self.value = value
      self.workoutIndex = workoutIndex
      self.instant = instant
    }
  }

  /// New bests in replay order; each strictly better than the one before.
  public private(set) var steps: [Step] = []
  /// Which way is better.
  public let direction: Direction

  /// Creates an empty progression.
  public init(direction: Direction = .higherIsBetter) {
    self.direction = direction
  }

  /// The best value over the whole history, `nil` when nothing was recorded.
  public var best: Int? { steps.last?.value }

  /// Records `value` reached at workout `workoutIndex` (at `instant` during it, when given); kept
  /// only when it beats the best so far.
  public mutating func record(_ value: Int, at workoutIndex: Int, instant: Date? = nil) {
    if let best {
      switch direction {
      case .higherIsBetter: if value <= best { return }
      case .lowerIsBetter: if value >= best { return }
      }
    }
    steps.append(Step(value: value, workoutIndex: workoutIndex, instant: instant))
  }

  /// The first step reaching `target`, if any (binary search: steps are monotonic).
  public func firstStep(reaching target: Int) -> Step? {
    firstIndex(reaching: target).map { steps[$0] }
  }

  /// The index in ``steps`` of ``firstStep(reaching:)``, if any.
  func firstIndex(reaching target: Int) -> Int? {
    var low = 0
    var high = steps.count
    while low < high {
      let mid = (low + high) / 2
      if reaches(steps[mid].value, target) { high = mid } else { low = mid + 1 }
    }
    return low < steps.count ? low : nil
  }

  private func reaches(_ value: Int, _ target: Int) -> Bool {
    direction == .higherIsBetter ? value >= target : value <= target
  }
}
