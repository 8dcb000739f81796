import Achievements

extension AchievementsCommand {
  /// The history's explorer figures as in `docs/CONTRACT.md` ("Explorer tiles"):
  /// `{"zoom14": AREA, "zoom17": AREA}`, each AREA `{"tiles", "max_square": {"size", "x", "y",
  /// "reached_on", "reached_by"} | null, "cluster", "cluster_reached_on", "cluster_reached_by"}`
  /// (`x`, `y` the square's north-west tile; `reached_on` the local date of the workout after
  /// which the size was first reached, `reached_by` that workout; `null` without one).
  static func json(_ explorer: ExplorerHistory) -> JSONValue {
    .object(
      explorer.areas.map { area in
        let square = reached(area.squareProgression, in: explorer)
        let cluster = reached(area.clusterProgression, in: explorer)
        let squareJSON: JSONValue =
          area.maxSquare.map {
            .object([
              ("size", .int($0.size)), ("x", .int(Int($0.topLeft.x))),
              ("y", .int(Int($0.topLeft.y))), ("reached_on", square.on),
              ("reached_by", square.by),
            ])
          } ?? .null
        return (
          "zoom\(area.zoom)",
          .object([
            ("tiles", .int(area.tileCount)), ("max_square", squareJSON),
            ("cluster", .int(area.clusterSize)), ("cluster_reached_on", cluster.on),
            ("cluster_reached_by", cluster.by),
          ])
        )
      })
  }

  /// The local date and workout of `progression`'s last step (when its best was first
  /// reached), `null`s without one.
  private static func reached(_ progression: AchievementProgression, in explorer: ExplorerHistory)
    -> (on: JSONValue, by: JSONValue)
  {
    guard let visit = explorer.firstReached(progression) else { return (.null, .null) }
    return (.string(visit.date.description), json(visit.reference))
  }
}
