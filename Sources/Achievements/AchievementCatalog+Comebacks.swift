extension AchievementCatalog {
  /// Comebacks and anniversaries (`date_and_time`), on local start dates (``ComebackEvaluator``).
  static let comebacks: [AchievementDefinition] =
    ladder(
      .dateAndTime, AchievementMetric.comeback(nil).group,
      [
        (30, "Back at It", "Work out again after 30 days or more without a workout."),
        (90, "Comeback Season", "Work out again after 90 days or more without a workout."),
        (365, "Phoenix", "Work out again after a year (365 days) or more without a workout."),
      ])
    + ladder(
      .dateAndTime, AchievementMetric.comeback(.running).group,
      [(365, "First Run in a Year", "Run again after 365 days or more without a run.")])
    + ladder(
      .dateAndTime, AchievementMetric.anniversary.group,
      [
        (1, "Happy Anniversary", "Work out on the first anniversary of your first workout."),
        (
          5, "Five Years On",
          "Work out on the fifth anniversary of your first workout, or a later one."
        ),
        (
          10, "Ten Years On",
          "Work out on the tenth anniversary of your first workout, or a later one."
        ),
      ])
}
