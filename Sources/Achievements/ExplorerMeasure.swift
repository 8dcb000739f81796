/// What an `explorer` ladder measures (``AchievementMetric/explorer(_:)``), at zoom 14
/// (``ExplorerTiles/explorerZoom``); the group is `explorer.<rawValue>`. Unit `tiles`, except
/// the record's `records`.
public enum ExplorerMeasure: String, Sendable, Hashable, CaseIterable {
  /// Distinct tiles visited over the history (`explorer.tiles`).
  case tiles
  /// Side of the max square, in tiles (`explorer.square`).
  case square
  /// Tiles in the max cluster (`explorer.cluster`).
  case cluster
  /// The record for most new tiles in one workout (`explorer.new_tiles`): earned by the workout
  /// holding it, progress is the times it was set, as for `record` lines.
  case newTiles = "new_tiles"
}
