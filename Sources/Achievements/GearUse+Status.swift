import Foundation
import WorkoutModel

extension GearUse {
  /// The badge of one of this gear's milestones, as `achievements --json` lists it
  /// (`docs/CONTRACT.md`, "Gear"): id ``GearMilestone/id``, kind ``AchievementKind/gear``,
  /// group the gear's ``id``, name "500 km on Nike Pegasus 41", progress the gear's whole
  /// kilometres (rounded down) toward the milestone's; earned at the start of the workout that
  /// crossed it (``GearMilestone/reachedBy``), in that workout's zone.
  public func status(_ milestone: GearMilestone) -> AchievementStatus {
    let definition = AchievementDefinition(
      id: milestone.id, kind: .gear, group: id,
      name: "\(NumberText.grouped(milestone.kilometres)) km on \(name)",
      description: "\(NumberText.grouped(milestone.kilometres)) km with this piece of gear.",
      target: milestone.kilometres, unit: "km")
    let progress = AchievementProgress(
      current: Int(saturating: distanceMeters / 1_000), target: milestone.kilometres, unit: "km")
    guard let by = milestone.reachedBy else {
      return AchievementStatus(definition: definition, earned: false, progress: progress)
    }
    return AchievementStatus(
      definition: definition, earned: true, earnedAt: by.startUTC,
      earnedTimeZoneIdentifier: milestone.timeZoneIdentifier,
      earnedTimeZoneSource: milestone.timeZoneSource, earnedBy: by, progress: progress)
  }

  /// The badges of ``shownMilestones`` (those reached, then the next), ascending.
  public var shownStatuses: [AchievementStatus] { shownMilestones.map(status) }
}
