import WorkoutModel

extension AchievementCatalog {
  /// `milestone` ladders: lifetime distance (all sports, then running, cycling, swimming,
  /// walking, hiking), hours, elevation gain, workouts, active days, years with workouts, and
  /// Eddington numbers for running and cycling.
  static let milestones: [AchievementDefinition] =
    ladder(
      .milestone, "milestone.distance", tint: tint("#0ea5e9", "#0c4a6e"),
      [
        (100, "First Hundred", "100", "Cover 100 km in all your workouts together."),
        (1_000, "Thousand Club", "1000", "Cover 1,000 km in all your workouts together."),
        (5_000, "Continental", "5000", "Cover 5,000 km in all your workouts together."),
        (10_000, "Ten Thousand", "10Mm", "Cover 10,000 km in all your workouts together."),
        (40_075, "Around the World", "40Mm", "Cover 40,075 km, the Equator's length, in all."),
      ])
    + sportDistances.flatMap { sport in
      ladder(
        .milestone, AchievementMetric.lifetimeDistance(sport.activity).group,
        tint: tint(sport.primary, sport.secondary),
        sport.tiers.map { km in
          (
            km, "\(NumberText.grouped(km)) km \(sport.title)", glyphNumber(km),
            "\(sport.verb) \(NumberText.grouped(km)) km in all."
          )
        })
    }
    + ladder(
      .milestone, "milestone.hours", tint: tint("#a855f7", "#3b0764"),
      [10, 50, 100, 500, 1_000].map { hours in
        (
          hours, "\(NumberText.grouped(hours)) Hours", hours < 1_000 ? "\(hours)h" : "\(hours)",
          "Spend \(NumberText.grouped(hours)) hours working out in all (moving time)."
        )
      })
    + ladder(
      .milestone, "milestone.elevation", tint: tint("#65a30d", "#1a2e05"),
      [
        (1_000, "First Thousand Up", "1000", "Climb 1,000 m in all your workouts together."),
        (8_849, "Everest", "8849", "Climb 8,849 m, Mount Everest's height, in all."),
        (50_000, "Cloud Walker", "50k", "Climb 50,000 m in all your workouts together."),
        (100_000, "Edge of Space", "100k", "Climb 100,000 m, the Kármán line, in all."),
      ])
    + ladder(
      .milestone, "milestone.workouts", tint: tint("#f43f5e", "#4c0519"),
      [10, 100, 500, 1_000].map { count in
        (
          count, "\(NumberText.grouped(count)) Workouts", "\(count)",
          "Complete \(NumberText.grouped(count)) workouts."
        )
      })
    + ladder(
      .milestone, "milestone.active_days", tint: tint("#14b8a6", "#042f2e"),
      [30, 100, 365, 1_000].map { days in
        (
          days, "\(NumberText.grouped(days)) Active Days", days < 1_000 ? "\(days)d" : "\(days)",
          "Work out on \(NumberText.grouped(days)) different days."
        )
      })
    + ladder(
      .milestone, "milestone.years", tint: tint("#78716c", "#1c1917"),
      [
        (2, "Second Season", "2y", "Work out in 2 different calendar years."),
        (5, "Five Seasons", "5y", "Work out in 5 different calendar years."),
        (10, "Decade of Sweat", "10y", "Work out in 10 different calendar years."),
      ])
    + eddington(.running, "running", tiers: [5, 10, 20, 30, 40])
    + eddington(.cycling, "cycling", tiers: [10, 25, 50, 75, 100])

  /// Eddington ladder of one activity.
  private static func eddington(_ activity: ActivityType, _ noun: String, tiers: [Int])
    -> [AchievementDefinition]
  {
    ladder(
      .milestone, AchievementMetric.eddington(activity).group, tint: tint("#6366f1", "#1e1b4b"),
      tiers.map { e in
        (
          e, "\(noun.capitalized) Eddington \(e)", "E\(e)",
          "Reach a \(noun) Eddington number of \(e): \(e) days with at least \(e) km each."
        )
      })
  }

  /// A badge number of at most 4 characters: kilometres below 10,000 as digits, above as
  /// megametres (25,000 km → "25Mm").
  private static func glyphNumber(_ km: Int) -> String {
    km < 10_000 ? "\(km)" : "\(km / 1_000)Mm"
  }

  /// Per-sport lifetime distance ladders: activity, title, verb, tiers in km, tint.
  private static let sportDistances:
    [(
      activity: ActivityType, title: String, verb: String, tiers: [Int], primary: String,
      secondary: String
    )] = [
      (.running, "Run", "Run", [50, 100, 500, 1_000, 5_000], "#ef4444", "#450a0a"),
      (.cycling, "Ride", "Ride", [100, 1_000, 5_000, 10_000, 25_000], "#f59e0b", "#451a03"),
      (.swimming, "Swim", "Swim", [10, 50, 100, 500], "#3b82f6", "#172554"),
      (.walking, "Walk", "Walk", [50, 100, 500, 1_000], "#22c55e", "#052e16"),
      (.hiking, "Hike", "Hike", [50, 100, 500, 1_000], "#84cc16", "#1a2e05"),
    ]
}
