extension AchievementCatalog {
  /// `date_and_time` badges: local hours and local dates a workout covers from start to end,
  /// then comebacks and anniversaries (``AchievementCatalog/comebacks``).
  static let dateAndTime: [AchievementDefinition] = hours + clock + holidays + comebacks

  private static let hours: [AchievementDefinition] = [
    hour(
      4, "Dawn Patrol", "Be active at any time between 04:00 and 04:59 local time."),
    hour(
      5, "Early Bird", "Be active at any time between 05:00 and 05:59 local time."),
    hour(
      12, "Lunch Break", "Be active at any time between 12:00 and 12:59 local time."),
    hour(
      22, "Night Owl", "Be active at any time between 22:00 and 22:59 local time."),
    hour(
      0, "Midnight Runner", "Be active at any time between 00:00 and 00:59 local time."),
  ]

  private static let clock: [AchievementDefinition] = [
    entry(
      "time.clock.24", .dateAndTime, "time.clock", "Around the Clock",
      "Work out in every hour of the day, 00 to 23, across all your workouts.",
      target: 24)
  ]

  private static let holidays: [AchievementDefinition] = [
    date(
      .newYearsDay, "Fresh Start", "Work out on New Year's Day (1 January)."),
    date(
      .valentinesDay, "Sweetheart Session", "Work out on Valentine's Day (14 February)."),
    date(
      .leapDay, "Leap of Faith", "Work out on Leap Day (29 February)."),
    date(
      .easterSunday, "Egg Hunt", "Work out on (Western) Easter Sunday."),
    date(
      .halloween, "Trick or Treat", "Work out on Halloween (31 October)."),
    date(
      .christmasEve, "Sleigh Warm-up", "Work out on Christmas Eve (24 December)."),
    date(
      .christmasDay, "Christmas Cracker", "Work out on Christmas Day (25 December)."),
    date(
      .newYearsEve, "Last Lap of the Year", "Work out on New Year's Eve (31 December)."),
  ]

  private static func hour(_ hour: Int, _ name: String, _ description: String)
    -> AchievementDefinition
  {
    let group = AchievementMetric.workoutsCoveringHour(hour).group
    return entry(group, .dateAndTime, group, name, description, target: 1)
  }

  private static func date(_ holiday: Holiday, _ name: String, _ description: String)
    -> AchievementDefinition
  {
    let group = AchievementMetric.holidayDates(holiday).group
    return entry(group, .dateAndTime, group, name, description, target: 1)
  }
}
