import Foundation
import WorkoutModel

/// Which workout first earned an achievement.
public struct WorkoutReference: Sendable, Hashable {
  /// The file the workout came from.
  public var file: String
  /// The workout's name, if the file gave one.
  public var name: String?
  /// UTC start of the workout.
  public var startUTC: Date
  /// The workout's activity type.
  public var activity: ActivityType

  /// Creates a reference.
  public init(file: String, name: String?, startUTC: Date, activity: ActivityType) {
    self.file = file
    self.name = name
    self.startUTC = startUTC
    self.activity = activity
  }
}

/// Progress toward an achievement's target.
public struct AchievementProgress: Sendable, Hashable {
  /// Best value reached so far, in ``unit``.
  public var current: Int
  /// The target, in ``unit``.
  public var target: Int
  /// Unit (`workouts`, `days`, `weeks`, `types`, `hours`, `dates`).
  public var unit: String

  /// Creates a progress value.
  public init(current: Int, target: Int, unit: String) {
    self.current = current
    self.target = target
    self.unit = unit
  }

  /// `current / target` clamped to 0…1.
  public var fraction: Double {
    target <= 0 ? 1 : min(1, max(0, Double(current) / Double(target)))
  }
}

/// The state of one catalog entry after replaying the workouts in time order.
public struct AchievementStatus: Sendable, Hashable {
  /// The catalog entry.
  public var definition: AchievementDefinition
  /// Whether it has been earned.
  public var earned: Bool
  /// The UTC instant it was first earned: the UTC start of the earning workout (``earnedBy``), or
  /// for hour and holiday badges the first instant that workout was in that local hour or on
  /// that local date (see ``AchievementEngine``).
  public var earnedAt: Date?
  /// IANA zone of the earning workout, for showing ``earnedAt`` in local time.
  public var earnedTimeZoneIdentifier: String?
  /// Where that zone came from.
  public var earnedTimeZoneSource: TimeZoneSource?
  /// The workout that earned it.
  public var earnedBy: WorkoutReference?
  /// Progress toward the target.
  public var progress: AchievementProgress
  /// For earned `record` entries: the standing value and the record it beat.
  public var record: RecordDetail?

  /// Creates a status.
  public init(
    definition: AchievementDefinition, earned: Bool, earnedAt: Date? = nil,
    earnedTimeZoneIdentifier: String? = nil, earnedTimeZoneSource: TimeZoneSource? = nil,
    earnedBy: WorkoutReference? = nil, progress: AchievementProgress
  ) {
    self.definition = definition
    self.earned = earned
    self.earnedAt = earnedAt
    self.earnedTimeZoneIdentifier = earnedTimeZoneIdentifier
    self.earnedTimeZoneSource = earnedTimeZoneSource
    self.earnedBy = earnedBy
    self.progress = progress
  }
}
