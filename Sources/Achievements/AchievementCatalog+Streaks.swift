extension AchievementCatalog {
  /// `streak` ladders. Every workout counts on the local date of its start.
  static let streaks: [AchievementDefinition] =
    ladder(
      .streak, "streak.day", tint: tint("#f97316", "#7c2d12"),
      [
        (2, "Double Day", "2x", "Start 2 workouts on the same local day."),
        (3, "Triple Threat", "3x", "Start 3 workouts on the same local day."),
      ])
    + ladder(
      .streak, "streak.month", tint: tint("#eab308", "#713f12"),
      [
        (10, "Busy Month", "M10", "Start 10 workouts in one calendar month."),
        (20, "Month on Fire", "M20", "Start 20 workouts in one calendar month."),
        (30, "Monthly Machine", "M30", "Start 30 workouts in one calendar month."),
      ])
    + ladder(
      .streak, "streak.year", tint: tint("#d97706", "#78350f"),
      [
        (50, "Fifty in a Year", "Y50", "Start 50 workouts in one calendar year."),
        (100, "Century Year", "Y100", "Start 100 workouts in one calendar year."),
        (200, "Year of Sweat", "Y200", "Start 200 workouts in one calendar year."),
      ])
    + ladder(
      .streak, "streak.days", tint: tint("#ef4444", "#7f1d1d"),
      [
        (3, "Hat Trick", "3d", "Work out on 3 consecutive days."),
        (7, "Week Warrior", "7d", "Work out on 7 consecutive days."),
        (14, "Fortnight Force", "14d", "Work out on 14 consecutive days."),
        (30, "Month Unbroken", "30d", "Work out on 30 consecutive days."),
        (100, "Unstoppable", "100d", "Work out on 100 consecutive days."),
      ])
    + ladder(
      .streak, "streak.weeks", tint: tint("#8b5cf6", "#3b0764"),
      [
        (4, "Habit Forming", "4w", "Work out in 4 consecutive weeks (Monday to Sunday)."),
        (12, "Quarter Keeper", "12w", "Work out in 12 consecutive weeks (Monday to Sunday)."),
        (26, "Half-Year Habit", "26w", "Work out in 26 consecutive weeks (Monday to Sunday)."),
        (52, "Year-Round", "52w", "Work out in 52 consecutive weeks (Monday to Sunday)."),
      ])
}
