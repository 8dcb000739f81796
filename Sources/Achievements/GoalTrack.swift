import Foundation

/// One ``Goal`` followed through its periods (``GoalBoard``).
public struct GoalTrack: Sendable {
  /// The goal, as the settings file gave it.
  public var goal: Goal
  /// Its place in the settings file's `goals` list (0-based).
  public var index: Int
  /// Its periods, oldest first: for a goal of one year, that year or each of its months that
  /// has begun (the first month when none has); else each period from the one of the earliest
  /// workout to today's.
  public var standings: [GoalStanding]

  /// The period the cabinet leads with: today's, else the last one (a past year), else the
  /// first (an upcoming one); `nil` without periods.
  public var featured: GoalStanding? {
    standings.last { $0.state == .current } ?? standings.last
  }

  /// The goal in words for the featured period: "1,500 km of running in 2025",
  /// "15 active days every month".
  public var title: String { goal.summary(goal.spanText) }

  /// The badge of one period: id `goal.<period>.<metric>.<sport|all>.<key>`, kind
  /// ``AchievementKind/goal``, progress in the goal's unit (current rounded down, target up,
  /// both whole numbers of 64 bits: break-it N4, a 32-bit clamp cut 5 × 10^9 to 2,147,483,647);
  /// earned at the start of the workout that reached the target.
  public func status(_ standing: GoalStanding) -> AchievementStatus {
    let definition = AchievementDefinition(
      id: goal.group + "." + standing.key, kind: .goal, group: goal.group,
      name: goal.summary("in " + standing.name),
      description: "A goal from the settings file: " + goal.summary(goal.spanText) + ".",
      target: Int(saturating: goal.target.rounded(.up)), unit: goal.measure.unit)
    let current = standing.value / goal.measure.scale
    let progress = AchievementProgress(
      current: Int(saturating: max(current, 0).rounded(.down)),
      target: definition.target, unit: definition.unit)
    guard let facts = standing.reachedBy else {
      return AchievementStatus(definition: definition, earned: false, progress: progress)
    }
    return AchievementStatus(
      definition: definition, earned: true, earnedAt: facts.startUTC,
      earnedTimeZoneIdentifier: facts.timeZoneIdentifier,
      earnedTimeZoneSource: facts.timeZoneSource, earnedBy: facts.reference, progress: progress)
  }
}
