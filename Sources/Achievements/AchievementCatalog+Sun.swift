extension AchievementCatalog {
  /// `sun` badges: the sun at the workout's first position, outdoor workouts only (rules in
  /// ``SunFacts``; sunrise and sunset from NOAA's equations, ``SolarDay``).
  static let sun: [AchievementDefinition] = [
    sunBadge(
      .sunrise, "Sunrise Session",
      "Be out when the sun rises: start before sunrise and finish after it (outdoors)."),
    sunBadge(
      .goldenHour, "Golden Hour",
      "Be out while the sun is low, between 4° below and 6° above the horizon (outdoors)."),
    sunBadge(
      .sunset, "Sunset Chaser",
      "Be out when the sun sets: start before sunset and finish after it (outdoors)."),
    sunBadge(
      .midnightSun, "Midnight Sun",
      "Be out at local midnight with the sun above the horizon (outdoors)."),
    sunBadge(
      .longestDay, "The Longest Day",
      "Work out outdoors on the local date of the summer solstice (June in the north, December"
        + " in the south)."),
    sunBadge(
      .marchEquinox, "March Equinox",
      "Work out outdoors on the local date of the March equinox, when day and night are equal."),
    sunBadge(
      .septemberEquinox, "September Equinox",
      "Work out outdoors on the local date of the September equinox, when day and night are"
        + " equal."),
  ]

  private static func sunBadge(_ badge: SunBadge, _ name: String, _ description: String)
    -> AchievementDefinition
  {
    let group = AchievementMetric.sun(badge).group
    return entry(group, .sun, group, name, description, target: 1)
  }
}
