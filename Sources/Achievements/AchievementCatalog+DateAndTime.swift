extension AchievementCatalog {
  /// `date_and_time` badges: local hours and local dates a workout covers from start to end.
  static let dateAndTime: [AchievementDefinition] = hours + clock + holidays

  private static let hours: [AchievementDefinition] = [
    hour(
      4, "Dawn Patrol", "Be active at any time between 04:00 and 04:59 local time.", "#6366f1",
      "#1e1b4b"),
    hour(
      5, "Early Bird", "Be active at any time between 05:00 and 05:59 local time.", "#f59e0b",
      "#78350f"),
    hour(
      12, "Lunch Break", "Be active at any time between 12:00 and 12:59 local time.", "#22c55e",
      "#14532d"),
    hour(
      22, "Night Owl", "Be active at any time between 22:00 and 22:59 local time.", "#3b82f6",
      "#1e3a8a"),
    hour(
      0, "Midnight Runner", "Be active at any time between 00:00 and 00:59 local time.", "#64748b",
      "#0f172a"),
  ]

  private static let clock: [AchievementDefinition] = [
    entry(
      "time.clock.24", .dateAndTime, "time.clock", "Around the Clock",
      "Work out in every hour of the day, 00 to 23, across all your workouts.", glyph: "24h",
      tint: tint("#14b8a6", "#134e4a"), target: 24)
  ]

  private static let holidays: [AchievementDefinition] = [
    date(
      .newYearsDay, "Fresh Start", "Work out on New Year's Day (1 January).", "JAN1",
      "#0ea5e9", "#0c4a6e"),
    date(
      .valentinesDay, "Sweetheart Session", "Work out on Valentine's Day (14 February).",
      "LOVE", "#ec4899", "#831843"),
    date(
      .leapDay, "Leap of Faith", "Work out on Leap Day (29 February).", "2/29",
      "#10b981", "#064e3b"),
    date(
      .easterSunday, "Egg Hunt", "Work out on (Western) Easter Sunday.", "EGG",
      "#a855f7", "#581c87"),
    date(
      .halloween, "Trick or Treat", "Work out on Halloween (31 October).", "BOO",
      "#f97316", "#431407"),
    date(
      .christmasEve, "Sleigh Warm-up", "Work out on Christmas Eve (24 December).", "EVE",
      "#16a34a", "#14532d"),
    date(
      .christmasDay, "Christmas Cracker", "Work out on Christmas Day (25 December).", "XMAS",
      "#dc2626", "#14532d"),
    date(
      .newYearsEve, "Last Lap of the Year", "Work out on New Year's Eve (31 December).", "NYE",
      "#eab308", "#1e1b4b"),
  ]

  private static func hour(
    _ hour: Int, _ name: String, _ description: String, _ primary: String, _ secondary: String
  ) -> AchievementDefinition {
    let group = AchievementMetric.workoutsCoveringHour(hour).group
    let glyph = hour < 10 ? "0\(hour)" : "\(hour)"
    return entry(
      group, .dateAndTime, group, name, description, glyph: glyph,
      tint: tint(primary, secondary), target: 1)
  }

  private static func date(
    _ holiday: Holiday, _ name: String, _ description: String, _ glyph: String,
    _ primary: String, _ secondary: String
  ) -> AchievementDefinition {
    let group = AchievementMetric.holidayDates(holiday).group
    return entry(
      group, .dateAndTime, group, name, description, glyph: glyph,
      tint: tint(primary, secondary), target: 1)
  }
}
