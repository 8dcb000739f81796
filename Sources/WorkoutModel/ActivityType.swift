/// Canonical activity vocabulary, snake_case, modelled on HealthKit's `HKWorkoutActivityType`
/// names (`docs/CONTRACT.md`, "Activity vocabulary"). Vendor spellings map onto these in `ActivityType+Mapping.swift`.
public enum ActivityType: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case running
  case cycling
  case walking
  case hiking
  case swimming
  case rowing
  case crossCountrySkiing = "cross_country_skiing"
  case downhillSkiing = "downhill_skiing"
  case snowboarding
  case skatingSports = "skating_sports"
  case paddleSports = "paddle_sports"
  case surfingSports = "surfing_sports"
  case sailing
  case climbing
  case elliptical
  case stairClimbing = "stair_climbing"
  case yoga
  case strengthTraining = "strength_training"
  case highIntensityIntervalTraining = "high_intensity_interval_training"
  case golf
  case wheelchair
  case multisport
  case other

  /// Orders by the raw snake_case name, so sorted output is stable.
  public static func < (lhs: ActivityType, rhs: ActivityType) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
