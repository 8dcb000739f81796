import WorkoutModel

extension AchievementCatalog {
  /// `explorer` entries, all at zoom 14 (explorer tiles, about 1.5 km wide at 50° N;
  /// ``ExplorerArea``): tiles ever, max square side, max cluster size, and the record for most
  /// new tiles in one workout.
  ///
  /// Cluster steps (10, 100, 500, 1,000, 2,500) follow the square ladder: a filled N×N square
  /// holds an (N−2)² cluster, so squares of 5, 10, 20, 30 and 50 hold clusters of 9, 64, 324, 784
  /// and 2,304 tiles; the steps are those sizes rounded to numbers people count in, so a compact
  /// home territory climbs both ladders together, while a cluster grows also in shapes no square
  /// fits (a long valley, a coastline), which the square ladder misses.
  static let explorer: [AchievementDefinition] =
    ladder(
      .explorer, AchievementMetric.explorer(.tiles).group,
      [
        (100, "Explorer 100", "Visit 100 explorer tiles (zoom 14, about 1.5 km wide)."),
        (1_000, "Explorer 1,000", "Visit 1,000 explorer tiles."),
        (5_000, "Explorer 5,000", "Visit 5,000 explorer tiles."),
        (10_000, "Explorer 10,000", "Visit 10,000 explorer tiles."),
      ])
    + ladder(
      .explorer, AchievementMetric.explorer(.square).group,
      [5, 10, 20, 30, 50].map { side in
        (
          side, "Square \(side)×\(side)",
          "Fill a block of \(side)×\(side) visited explorer tiles (the max square)."
        )
      })
    + ladder(
      .explorer, AchievementMetric.explorer(.cluster).group,
      [10, 100, 500, 1_000, 2_500].map { size in
        (
          size, "Cluster \(NumberText.grouped(size))",
          "Grow a cluster of \(NumberText.grouped(size)) explorer tiles whose four neighbours "
            + "you all visited."
        )
      })
    + [
      AchievementDefinition(
        id: AchievementMetric.explorer(.newTiles).group, kind: .explorer,
        group: AchievementMetric.explorer(.newTiles).group, name: "Trailblazer",
        description: "Your most new explorer tiles (never visited before) in one workout.",
        target: 1, unit: "records")
    ]
}
