import WorkoutModel

/// Apple HealthKit's `HKWorkoutActivityType` names, as Apple Health's `export.xml` writes them in
/// `Workout/@workoutActivityType` (`HKWorkoutActivityTypeRunning`), mapped onto the canonical
/// vocabulary (`docs/CONTRACT.md`, "Activity vocabulary").
///
/// Source: the case names of Apple's `HKWorkoutActivityType` enumeration (HealthKit
/// documentation, iOS 8–17: `americanFootball` … `underwaterDiving`, `other`), written with the
/// `HKWorkoutActivityType` prefix and an upper-case first letter in the export. Types the
/// vocabulary has no word for (tennis, soccer, dance, pilates, boxing, water fitness, …) map to
/// `other`; the raw name is always kept as `activity_raw`. `indoor` is set for machine types
/// (elliptical, stair climber); other workouts are indoor when their `HKIndoorWorkout` metadata
/// says so (or a swim's `HKSwimmingLocationType` is 1, pool).
enum AppleHealthActivityType {
  /// HealthKit's prefix of every name.
  static let prefix = "HKWorkoutActivityType"

  /// The canonical type of a HealthKit name (with or without the prefix), and whether it is a
  /// machine done indoors; `nil` for a name HealthKit does not define (the workout is then
  /// `other` with no `activity_source`).
  static func mapping(_ raw: String) -> (type: ActivityType, indoor: Bool)? {
    let name = raw.hasPrefix(prefix) ? String(raw.dropFirst(prefix.count)) : raw
    if let type = table[name] { return (type, false) }
    if name == "Elliptical" { return (.elliptical, true) }
    if name == "StairClimbing" { return (.stairClimbing, true) }
    return others.contains(name) ? (.other, false) : nil
  }

  /// HealthKit names (without the prefix) that have a word of their own in the vocabulary.
  static let table: [String: ActivityType] = [
    "Running": .running, "Walking": .walking, "Cycling": .cycling, "HandCycling": .cycling,
    "Hiking": .hiking, "Swimming": .swimming, "Rowing": .rowing,
    "PaddleSports": .paddleSports, "SurfingSports": .surfingSports, "Sailing": .sailing,
    "CrossCountrySkiing": .crossCountrySkiing, "DownhillSkiing": .downhillSkiing,
    "Snowboarding": .snowboarding, "SkatingSports": .skatingSports, "Climbing": .climbing,
    "Stairs": .stairClimbing, "StepTraining": .stairClimbing, "Yoga": .yoga,
    "FunctionalStrengthTraining": .strengthTraining,
    "TraditionalStrengthTraining": .strengthTraining, "CoreTraining": .strengthTraining,
    "CrossTraining": .strengthTraining,
    "HighIntensityIntervalTraining": .highIntensityIntervalTraining, "Golf": .golf,
    "WheelchairWalkPace": .wheelchair, "WheelchairRunPace": .wheelchair,
    "SwimBikeRun": .multisport,
  ]

  /// HealthKit names the vocabulary has no word for: `other`, typed by the file.
  static let others: Set<String> = [
    "Other", "AmericanFootball", "Archery", "AustralianFootball", "Badminton", "Baseball",
    "Basketball", "Bowling", "Boxing", "Cricket", "Curling", "Dance", "DanceInspiredTraining",
    "EquestrianSports", "Fencing", "Fishing", "Gymnastics", "Handball", "Hockey", "Hunting",
    "Lacrosse", "MartialArts", "MindAndBody", "MixedMetabolicCardioTraining", "Play",
    "PreparationAndRecovery", "Racquetball", "Rugby", "SnowSports", "Soccer", "Softball",
    "Squash", "TableTennis", "Tennis", "TrackAndField", "Volleyball", "WaterFitness",
    "WaterPolo", "WaterSports", "Wrestling", "Barre", "Flexibility", "JumpRope", "Kickboxing",
    "Pilates", "TaiChi", "MixedCardio", "DiscSports", "FitnessGaming", "CardioDance",
    "SocialDance", "Pickleball", "Cooldown", "Transition", "UnderwaterDiving",
  ]
}
