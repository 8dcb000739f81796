extension AchievementCatalog {
  /// Places (issue 15; ``PlacesEvaluator``): countries collected, continents, a border
  /// crossed. The first workout in each country is not a catalog entry (there are 249
  /// countries): it is listed per country visited in ``AchievementEvaluation/places``
  /// (``PlaceVisit``), dated and with its workout, as `achievements --json` and the cabinet's
  /// places shelf show it.
  static let places: [AchievementDefinition] =
    ladder(
      .places, PlacesEvaluator.countriesGroup,
      [
        (5, "Five Flags", "Workouts in 5 countries."),
        (10, "Ten Flags", "Workouts in 10 countries."),
        (25, "Twenty-Five Flags", "Workouts in 25 countries."),
        (50, "Fifty Flags", "Workouts in 50 countries."),
      ])
    + ladder(
      .places, PlacesEvaluator.continentsGroup,
      [
        (2, "Two Continents", "Workouts on 2 continents."),
        (3, "Three Continents", "Workouts on 3 continents."),
        (5, "Five Continents", "Workouts on 5 continents."),
        (7, "Every Continent", "Workouts on all 7 continents, Antarctica included."),
      ])
    + [
      entry(
        PlacesEvaluator.borderGroup, .places, PlacesEvaluator.borderGroup, "Border Crosser",
        "One workout whose track passes through two countries or more.", target: 1)
    ]
}
