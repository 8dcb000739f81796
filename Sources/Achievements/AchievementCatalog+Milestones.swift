import WorkoutModel

extension AchievementCatalog {
  /// `milestone` ladders: lifetime distance (all sports, then running, cycling, swimming,
  /// walking, hiking), hours, elevation gain, workouts, active days, years with workouts, and
  /// Eddington numbers for running and cycling.
  static let milestones: [AchievementDefinition] =
    ladder(
      .milestone, "milestone.distance",
      [
        (100, "First Hundred", "Cover 100 km in all your workouts together."),
        (1_000, "Thousand Club", "Cover 1,000 km in all your workouts together."),
        (5_000, "Continental", "Cover 5,000 km in all your workouts together."),
        (10_000, "Ten Thousand", "Cover 10,000 km in all your workouts together."),
        (40_075, "Around the World", "Cover 40,075 km, the Equator's length, in all."),
      ])
    + sportDistances.flatMap { sport in
      ladder(
        .milestone, AchievementMetric.lifetimeDistance(sport.activity).group,
        sport.tiers.map { km in
          (
            km, "\(NumberText.grouped(km)) km \(sport.title)",
            "\(sport.verb) \(NumberText.grouped(km)) km in all."
          )
        })
    }
    + ladder(
      .milestone, "milestone.hours",
      [10, 50, 100, 500, 1_000].map { hours in
        (
          hours, "\(NumberText.grouped(hours)) Hours",
          "Spend \(NumberText.grouped(hours)) hours working out in all (moving time)."
        )
      })
    + ladder(
      .milestone, "milestone.elevation",
      [
        (1_000, "First Thousand Up", "Climb 1,000 m in all your workouts together."),
        (8_849, "Everest", "Climb 8,849 m, Mount Everest's height, in all."),
        (50_000, "Cloud Walker", "Climb 50,000 m in all your workouts together."),
        (100_000, "Edge of Space", "Climb 100,000 m, the Kármán line, in all."),
      ])
    + ladder(
      .milestone, "milestone.workouts",
      [10, 100, 500, 1_000].map { count in
        (
          count, "\(NumberText.grouped(count)) Workouts",
          "Complete \(NumberText.grouped(count)) workouts."
        )
      })
    + ladder(
      .milestone, "milestone.active_days",
      [30, 100, 365, 1_000].map { days in
        (
          days, "\(NumberText.grouped(days)) Active Days",
          "Work out on \(NumberText.grouped(days)) different days."
        )
      })
    + ladder(
      .milestone, "milestone.years",
      [
        (2, "Second Season", "Work out in 2 different calendar years."),
        (5, "Five Seasons", "Work out in 5 different calendar years."),
        (10, "Decade of Sweat", "Work out in 10 different calendar years."),
      ])
    + eddington(.running, "running", tiers: [5, 10, 20, 30, 40])
    + eddington(.cycling, "cycling", tiers: [10, 25, 50, 75, 100])

  /// Eddington ladder of one activity.
  private static func eddington(_ activity: ActivityType, _ noun: String, tiers: [Int])
    -> [AchievementDefinition]
  {
    ladder(
      .milestone, AchievementMetric.eddington(activity).group,
      tiers.map { e in
        (
          e, "\(noun.capitalized) Eddington \(e)",
          "Reach a \(noun) Eddington number of \(e): \(e) days with at least \(e) km each."
        )
      })
  }

  /// Per-sport lifetime distance ladders: activity, title, verb, tiers in km.
  private static let sportDistances:
    [(activity: ActivityType, title: String, verb: String, tiers: [Int])] = [
      (.running, "Run", "Run", [50, 100, 500, 1_000, 5_000]),
      (.cycling, "Ride", "Ride", [100, 1_000, 5_000, 10_000, 25_000]),
      (.swimming, "Swim", "Swim", [10, 50, 100, 500]),
      (.walking, "Walk", "Walk", [50, 100, 500, 1_000]),
      (.hiking, "Hike", "Hike", [50, 100, 500, 1_000]),
    ]
}
