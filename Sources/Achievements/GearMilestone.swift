import Foundation
import WorkoutModel

/// One distance milestone of one piece of gear (``GearUse``): the kilometres, and the workout
/// whose distance took the gear's running total to them (replay order, ``AchievementHistory``).
public struct GearMilestone: Sendable, Hashable {
  /// The milestone, whole kilometres (one of ``GearUse/milestoneKilometres``).
  public var kilometres: Int
  /// Its id: `<gear id>.distance.<km>km` (`gear.nike-pegasus-41-6f1c2a9e.distance.500km`).
  public var id: String
  /// The workout that crossed it; `nil` while not reached.
  public var reachedBy: WorkoutReference?
  /// The local start date of that workout, in its own zone.
  public var reachedOn: LocalDate?
  /// That workout's zone (IANA identifier), for showing the moment in local time.
  public var timeZoneIdentifier: String?
  /// Where that zone came from.
  public var timeZoneSource: TimeZoneSource?

  /// Whether the gear has reached it.
  public var isReached: Bool { reachedBy != nil }

  /// A milestone; not reached unless `reachedBy` is given.
  public init(
    kilometres: Int, id: String, reachedBy: WorkoutReference? = nil, reachedOn: LocalDate? = nil,
    timeZoneIdentifier: String? = nil, timeZoneSource: TimeZoneSource? = nil
  ) {
    self.kilometres = kilometres
    self.id = id
    self.reachedBy = reachedBy
    self.reachedOn = reachedOn
    self.timeZoneIdentifier = timeZoneIdentifier
    self.timeZoneSource = timeZoneSource
  }
}
