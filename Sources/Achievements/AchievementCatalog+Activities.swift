import WorkoutModel

extension AchievementCatalog {
  /// `total_types_of_workout` ladder: distinct activity types, `other` not counted.
  static let totalTypes: [AchievementDefinition] = ladder(
    .totalTypesOfWorkout, "types",
    [
      (2, "Cross-Trainer", "Try 2 different kinds of workout."),
      (3, "Triathlete at Heart", "Try 3 different kinds of workout."),
      (5, "All-Rounder", "Try 5 different kinds of workout."),
      (10, "Decathlete", "Try 10 different kinds of workout."),
    ])

  /// `workout_type` ladders (1, 10, 50, 100 workouts) for the twelve most common sports in
  /// exported files. The rest of ``ActivityType`` (snowboarding, climbing, golf, …) still counts
  /// toward `types`; twelve ladders of four keep the cabinet readable.
  static let workoutTypes: [AchievementDefinition] = sports.flatMap { sport in
    let noun = sport.noun
    return ladder(
      .workoutType, AchievementMetric.workoutsOfType(sport.activity).group,
      [
        (1, sport.names[0], "Complete your first \(noun) workout."),
        (10, sport.names[1], "Complete 10 \(noun) workouts."),
        (50, sport.names[2], "Complete 50 \(noun) workouts."),
        (100, sport.names[3], "Complete 100 \(noun) workouts."),
      ])
  }

  /// One sport's ladder: activity, noun for descriptions, tier names (1, 10, 50, 100).
  private static let sports: [(activity: ActivityType, noun: String, names: [String])] = [
    (
      .running, "running", ["First Strides", "Run Club", "Road Regular", "Century Runner"]
    ),
    (
      .cycling, "cycling", ["Saddle Up", "Spin Cycle", "Chain Gang", "Century Rider"]
    ),
    (
      .walking, "walking", ["First Steps", "Stroller", "Pavement Pounder", "Hundred Walks"]
    ),
    (
      .hiking, "hiking", ["Trailhead", "Trail Regular", "Summit Seeker", "Mountain Goat"]
    ),
    (
      .swimming, "swimming", ["First Splash", "Lane Regular", "Pool Shark", "Century Swimmer"]
    ),
    (
      .rowing, "rowing", ["First Stroke", "Row Regular", "Boat Race", "Century Rower"]
    ),
    (
      .crossCountrySkiing, "cross-country skiing",
      ["First Glide", "Nordic Regular", "Kick and Glide", "Century Skier"]
    ),
    (
      .downhillSkiing, "downhill skiing",
      ["First Descent", "Piste Regular", "Powder Hound", "Century Descents"]
    ),
    (
      .paddleSports, "paddling",
      ["First Paddle", "Paddle Regular", "River Rat", "Century Paddler"]
    ),
    (
      .elliptical, "elliptical",
      ["Elliptical Debut", "Smooth Operator", "Orbit Regular", "Century Orbits"]
    ),
    (
      .yoga, "yoga", ["First Flow", "Namaste Regular", "Bendy Fifty", "Century of Calm"]
    ),
    (
      .strengthTraining, "strength training",
      ["First Lift", "Iron Regular", "Heavy Fifty", "Century of Iron"]
    ),
  ]
}
