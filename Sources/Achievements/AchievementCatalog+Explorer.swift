import WorkoutModel

extension AchievementCatalog {
  /// `explorer` entries at zoom 14 (explorer tiles, about 1.5 km wide at 50° N;
  /// ``ExplorerArea``): tiles ever, max square side, max cluster size, and the record for most
  /// new tiles in one workout; then the same three ladders at zoom 17 (``smallExplorer``).
  ///
  /// Cluster steps (10, 100, 500, 1,000, 2,500) follow the square ladder: a filled N×N square
  /// holds an (N−2)² cluster, so squares of 5, 10, 20, 30 and 50 hold clusters of 9, 64, 324, 784
  /// and 2,304 tiles; the steps are those sizes rounded to numbers people count in, so a compact
  /// home territory climbs both ladders together, while a cluster grows also in shapes no square
  /// fits (a long valley, a coastline), which the square ladder misses.
  static let explorer: [AchievementDefinition] =
    zoomLadders(
      (.tiles, .square, .cluster), prefix: "", noun: "explorer tiles",
      tiles: [
        (100, "Explorer 100", "Visit 100 explorer tiles (zoom 14, about 1.5 km wide)."),
        (1_000, "Explorer 1,000", "Visit 1,000 explorer tiles."),
        (5_000, "Explorer 5,000", "Visit 5,000 explorer tiles."),
        (10_000, "Explorer 10,000", "Visit 10,000 explorer tiles."),
      ], sides: [5, 10, 20, 30, 50], sizes: [10, 100, 500, 1_000, 2_500])
    + [
      AchievementDefinition(
        id: AchievementMetric.explorer(.newTiles).group, kind: .explorer,
        group: AchievementMetric.explorer(.newTiles).group, name: "Trailblazer",
        description: "Your most new explorer tiles (never visited before) in one workout.",
        target: 1, unit: "records")
    ] + smallExplorer

  /// The zoom-17 ladders ("squadratinhos", about 190 m at 50° N; a zoom-14 tile is 8 × 8 of
  /// them): `explorer.small_tiles`, `explorer.small_square`, `explorer.small_cluster`.
  ///
  /// Tiles (1,000, 10,000, 50,000, 100,000) are ten times zoom 14's: a track ticks a line of
  /// small tiles, not their area, so the same riding ticks about 8–10 times as many small tiles
  /// as explorer tiles, not 64 (the corpus of `../shared/corpus`: 4,814 zoom-17 against 544
  /// zoom-14 tiles over 94 workouts, 8.8 times). Squares (5, 10, 15, 20, 30) are smaller than
  /// zoom 14's: a small square of side N means a path through every one of N² blocks of 190 m,
  /// and a river, a railway yard or a fenced estate breaks it, so sides of 5 (950 m, one
  /// neighbourhood's streets) to 30 (5.7 km of a dense street grid) span beginners to the keen.
  /// Clusters follow the squares as zoom 14's do: an N×N square holds an (N−2)² cluster, 9, 64,
  /// 169, 324 and 784 tiles, rounded up to 10, 100, 250, 500 and 1,000.
  static let smallExplorer: [AchievementDefinition] =
    zoomLadders(
      (.smallTiles, .smallSquare, .smallCluster), prefix: "Small ", noun: "small tiles",
      tiles: [
        (
          1_000, "Small Explorer 1,000",
          "Visit 1,000 small tiles (zoom 17, about 190 m wide, squadratinhos)."
        ),
        (10_000, "Small Explorer 10,000", "Visit 10,000 small tiles (zoom 17)."),
        (50_000, "Small Explorer 50,000", "Visit 50,000 small tiles (zoom 17)."),
        (100_000, "Small Explorer 100,000", "Visit 100,000 small tiles (zoom 17)."),
      ], sides: [5, 10, 15, 20, 30], sizes: [10, 100, 250, 500, 1_000])

  /// One zoom's three ladders: `tiles` as given, then a max square ladder of `sides` and a max
  /// cluster ladder of `sizes`, each name starting with `prefix` and each description naming
  /// the tiles `noun`.
  private static func zoomLadders(
    _ measures: (tiles: ExplorerMeasure, square: ExplorerMeasure, cluster: ExplorerMeasure),
    prefix: String, noun: String, tiles: [(target: Int, name: String, description: String)],
    sides: [Int], sizes: [Int]
  ) -> [AchievementDefinition] {
    ladder(.explorer, AchievementMetric.explorer(measures.tiles).group, tiles)
      + ladder(
        .explorer, AchievementMetric.explorer(measures.square).group,
        sides.map { side in
          (
            side, "\(prefix)Square \(side)×\(side)",
            "Fill a block of \(side)×\(side) visited \(noun) (the max square)."
          )
        })
      + ladder(
        .explorer, AchievementMetric.explorer(measures.cluster).group,
        sizes.map { size in
          (
            size, "\(prefix)Cluster \(NumberText.grouped(size))",
            "Grow a cluster of \(NumberText.grouped(size)) \(noun) whose four neighbours "
              + "you all visited."
          )
        })
  }
}
