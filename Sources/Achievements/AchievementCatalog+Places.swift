extension AchievementCatalog {
  /// Places (issue 15; ``PlacesEvaluator``): countries collected, continents, a border
  /// crossed. The first workout in each country is not a catalog entry (there are 249
  /// countries): it is listed per country visited in ``AchievementEvaluation/places``
  /// (``PlaceVisit``), dated and with its workout, as `achievements --json` `places` and the
  /// cabinet's places shelf show it.
  static let places: [AchievementDefinition] =
    [
      (5, "Five Flags", "Workouts in 5 countries."),
      (10, "Ten Flags", "Workouts in 10 countries."),
      (25, "Twenty-Five Flags", "Workouts in 25 countries."),
      (50, "Fifty Flags", "Workouts in 50 countries."),
    ].map { place(PlacesEvaluator.countriesGroup, $0, unit: "countries") }
    + [
      (2, "Two Continents", "Workouts on 2 continents."),
      (3, "Three Continents", "Workouts on 3 continents."),
      (5, "Five Continents", "Workouts on 5 continents."),
      (7, "Every Continent", "Workouts on all 7 continents, Antarctica included."),
    ].map { place(PlacesEvaluator.continentsGroup, $0, unit: "continents") }
    + [
      AchievementDefinition(
        id: PlacesEvaluator.borderGroup, kind: .places, group: PlacesEvaluator.borderGroup,
        name: "Border Crosser",
        description: "One workout whose track passes through two countries or more.", target: 1,
        unit: "workouts")
    ]

  /// One tier `group.target` of a places ladder.
  private static func place(
    _ group: String, _ tier: (target: Int, name: String, description: String), unit: String
  ) -> AchievementDefinition {
    AchievementDefinition(
      id: "\(group).\(tier.target)", kind: .places, group: group, name: tier.name,
      description: tier.description, target: tier.target, unit: unit)
  }
}
