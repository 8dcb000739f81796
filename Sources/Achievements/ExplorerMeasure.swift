import WorkoutModel

/// What an `explorer` ladder measures (``AchievementMetric/explorer(_:)``): at zoom 14
/// (``ExplorerTiles/explorerZoom``) or, for the `small_` measures, at zoom 17
/// (``ExplorerTiles/smallZoom``, the "squadratinhos"); the group is `explorer.<rawValue>`.
/// Unit `tiles`, except the record's `records`.
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
  /// Distinct zoom-17 tiles visited (`explorer.small_tiles`).
  case smallTiles = "small_tiles"
  /// Side of the zoom-17 max square, in tiles (`explorer.small_square`).
  case smallSquare = "small_square"
  /// Tiles in the zoom-17 max cluster (`explorer.small_cluster`).
  case smallCluster = "small_cluster"

  /// The zoom it is measured at: 17 for the `small_` measures, else 14.
  public var zoom: Int {
    switch self {
    case .smallTiles, .smallSquare, .smallCluster: ExplorerTiles.smallZoom
    case .tiles, .square, .cluster, .newTiles: ExplorerTiles.explorerZoom
    }
  }
}
