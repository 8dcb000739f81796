extension AchievementCatalog {
  /// `personal_best` entries: things done with the tool itself, earned when a run of
  /// `trophies import` or `report` (with the workout library) first meets the rule, recorded in
  /// the library with that instant and announced once. The rules (`docs/CONTRACT.md`,
  /// "App-usage achievements") are ``ToolAchievements/rules`` (ToolAchievements.swift, beside
  /// this file), checked against ``ToolFacts``.
  public static let personalBests: [AchievementDefinition] = [
    tool(
      "tool.first_import", "First Import", "Import workouts into your library.", 1, "imports"
    ),
    tool(
      "tool.first_cabinet", "Cabinet Maker", "Write a trophy cabinet from your library.", 1,
      "cabinets"),
    tool(
      "tool.big_run", "Whole Archive", "Import 100 or more new workouts in one run.", 100,
      "workouts"),
    tool(
      "tool.welcome_back", "Welcome Back",
      "Import again and find every file already in your library.", 1, "imports"),
    tool(
      "tool.double_take", "Double Take",
      "Import a recording your library already had from another file or app (counted once).", 1,
      "duplicates"),
    tool(
      "tool.devices.3", "Gadget Collector", "Import files written by 3 different devices or apps.",
      3, "devices"),
    tool(
      "tool.formats.gpx_tcx", "Bilingual", "Import both GPX and TCX files.", 2, "formats"),
    tool(
      "tool.formats.gpx_tcx_fit", "Polyglot", "Import GPX, TCX and FIT files.", 3, "formats"),
    tool(
      "tool.library.1000", "Librarian", "Keep 1,000 workouts in your library.", 1_000,
      "workouts"),
    tool(
      "tool.library.10000", "Archivist", "Keep 10,000 workouts in your library.", 10_000,
      "workouts"),
    tool(
      "tool.history.5", "Five-Year Diary",
      "Have 5 years between the first and the latest workout in your library.", 5, "years"),
    tool(
      "tool.history.10", "Decade of Data",
      "Have 10 years between the first and the latest workout in your library.", 10,
      "years"),
  ]

  /// The catalog when the workout library is used: ``personalBests`` first, then ``standard``.
  public static let withPersonalBests: [AchievementDefinition] = personalBests + standard

  private static func tool(
    _ id: String, _ name: String, _ description: String, _ target: Int, _ unit: String
  ) -> AchievementDefinition {
    AchievementDefinition(
      id: id, kind: .personalBest, group: id, name: name, description: description,
      target: target, unit: unit)
  }
}
