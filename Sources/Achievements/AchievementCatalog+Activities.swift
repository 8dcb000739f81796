import WorkoutModel

extension AchievementCatalog {
  /// `total_types_of_workout` ladder: distinct activity types, `other` not counted.
  static let totalTypes: [AchievementDefinition] = ladder(
    .totalTypesOfWorkout, "types", tint: tint("#06b6d4", "#164e63"),
    [
      (2, "Cross-Trainer", "2", "Try 2 different kinds of workout."),
      (3, "Triathlete at Heart", "3", "Try 3 different kinds of workout."),
      (5, "All-Rounder", "5", "Try 5 different kinds of workout."),
      (10, "Decathlete", "10", "Try 10 different kinds of workout."),
    ])

  /// `workout_type` ladders (1, 10, 50, 100 workouts) for the twelve most common sports in
  /// exported files. The rest of ``ActivityType`` (snowboarding, climbing, golf, …) still counts
  /// toward `types`; twelve ladders of four keep the cabinet readable.
  static let workoutTypes: [AchievementDefinition] = sports.flatMap { sport in
    let noun = sport.noun
    return ladder(
      .workoutType, AchievementMetric.workoutsOfType(sport.activity).group,
      tint: tint(sport.primary, sport.secondary),
      [
        (1, sport.names[0], "1st", "Complete your first \(noun) workout."),
        (10, sport.names[1], "10", "Complete 10 \(noun) workouts."),
        (50, sport.names[2], "50", "Complete 50 \(noun) workouts."),
        (100, sport.names[3], "100", "Complete 100 \(noun) workouts."),
      ])
  }

  /// One sport's ladder: activity, noun for descriptions, tier names (1, 10, 50, 100), tint.
  private static let sports:
    [(
      activity: ActivityType, noun: String, names: [String], primary: String, secondary: String
    )] = [
      (
        .running, "running", ["First Strides", "Run Club", "Road Regular", "Century Runner"],
        "#ef4444", "#450a0a"
      ),
      (
        .cycling, "cycling", ["Saddle Up", "Spin Cycle", "Chain Gang", "Century Rider"],
        "#f59e0b", "#451a03"
      ),
      (
        .walking, "walking", ["First Steps", "Stroller", "Pavement Pounder", "Hundred Walks"],
        "#84cc16", "#1a2e05"
      ),
      (
        .hiking, "hiking", ["Trailhead", "Trail Regular", "Summit Seeker", "Mountain Goat"],
        "#a3a34a", "#3f3f1a"
      ),
      (
        .swimming, "swimming", ["First Splash", "Lane Regular", "Pool Shark", "Century Swimmer"],
        "#0ea5e9", "#082f49"
      ),
      (
        .rowing, "rowing", ["First Stroke", "Row Regular", "Boat Race", "Century Rower"],
        "#0891b2", "#083344"
      ),
      (
        .crossCountrySkiing, "cross-country skiing",
        ["First Glide", "Nordic Regular", "Kick and Glide", "Century Skier"],
        "#38bdf8", "#0c4a6e"
      ),
      (
        .downhillSkiing, "downhill skiing",
        ["First Descent", "Piste Regular", "Powder Hound", "Century Descents"],
        "#60a5fa", "#172554"
      ),
      (
        .paddleSports, "paddling",
        ["First Paddle", "Paddle Regular", "River Rat", "Century Paddler"],
        "#14b8a6", "#042f2e"
      ),
      (
        .elliptical, "elliptical",
        ["Elliptical Debut", "Smooth Operator", "Orbit Regular", "Century Orbits"],
        "#a855f7", "#3b0764"
      ),
      (
        .yoga, "yoga", ["First Flow", "Namaste Regular", "Bendy Fifty", "Century of Calm"],
        "#d946ef", "#4a044e"
      ),
      (
        .strengthTraining, "strength training",
        ["First Lift", "Iron Regular", "Heavy Fifty", "Century of Iron"],
        "#78716c", "#1c1917"
      ),
    ]
}
