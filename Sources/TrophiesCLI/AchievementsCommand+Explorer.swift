import Achievements

extension AchievementsCommand {
  /// The history's explorer figures as in `docs/CONTRACT.md` ("`explorer`"):
  /// `{"zoom14": AREA, "zoom17": AREA}`, each AREA `{"tiles", "max_square": {"size", "x", "y"} |
  /// null, "cluster"}` (`x`, `y` the square's north-west tile).
  static func json(_ explorer: ExplorerHistory) -> JSONValue {
    .object(
      explorer.areas.map { area in
        let square: JSONValue =
          area.maxSquare.map {
            .object([
              ("size", .int($0.size)), ("x", .int(Int($0.topLeft.x))),
              ("y", .int(Int($0.topLeft.y))),
            ])
          } ?? .null
        return (
          "zoom\(area.zoom)",
          .object([
            ("tiles", .int(area.tileCount)), ("max_square", square),
            ("cluster", .int(area.clusterSize)),
          ])
        )
      })
  }
}
