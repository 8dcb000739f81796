extension AchievementCatalog {
  /// `streak` ladders. Every workout counts on the local date of its start.
  static let streaks: [AchievementDefinition] =
    ladder(
      .streak, "streak.day",
      [
        (2, "Double Day", "Start 2 workouts on the same local day."),
        (3, "Triple Threat", "Start 3 workouts on the same local day."),
      ])
    + ladder(
      .streak, "streak.month",
      [
        (10, "Busy Month", "Start 10 workouts in one calendar month."),
        (20, "Month on Fire", "Start 20 workouts in one calendar month."),
        (30, "Monthly Machine", "Start 30 workouts in one calendar month."),
      ])
    + ladder(
      .streak, "streak.year",
      [
        (50, "Fifty in a Year", "Start 50 workouts in one calendar year."),
        (100, "Century Year", "Start 100 workouts in one calendar year."),
        (200, "Year of Sweat", "Start 200 workouts in one calendar year."),
      ])
    + ladder(
      .streak, "streak.days",
      [
        (3, "Hat Trick", "Work out on 3 consecutive days."),
        (7, "Week Warrior", "Work out on 7 consecutive days."),
        (14, "Fortnight Force", "Work out on 14 consecutive days."),
        (30, "Month Unbroken", "Work out on 30 consecutive days."),
        (100, "Unstoppable", "Work out on 100 consecutive days."),
      ])
    + ladder(
      .streak, "streak.weeks",
      [
        (4, "Habit Forming", "Work out in 4 consecutive weeks (Monday to Sunday)."),
        (12, "Quarter Keeper", "Work out in 12 consecutive weeks (Monday to Sunday)."),
        (26, "Half-Year Habit", "Work out in 26 consecutive weeks (Monday to Sunday)."),
        (52, "Year-Round", "Work out in 52 consecutive weeks (Monday to Sunday)."),
      ])
}
