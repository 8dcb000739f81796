import WorkoutModel

/// The explorer tiles the map of every route can show over its area views (a switch on the
/// page): the visited zoom-14 tiles in the view, the max cluster's among them, and the max
/// square, tiles near a privacy zone left out as the tile picture leaves them out
/// (``WorkoutModel/PrivacyZones/hides(_:zoom:)``).
public struct RouteMapTiles: Sendable, Hashable {
  /// Zoom of the tiles (14).
  public var zoom: Int
  /// Visited tiles in the view that are not cluster tiles.
  public var visited: [ExplorerTiles.Tile]
  /// Cluster tiles in the view.
  public var cluster: [ExplorerTiles.Tile]
  /// The max square's north-west tile and side, when there is one.
  public var square: (topLeft: ExplorerTiles.Tile, size: Int)?

  /// Creates the tiles of one view.
  public init(
    zoom: Int, visited: [ExplorerTiles.Tile], cluster: [ExplorerTiles.Tile],
    square: (topLeft: ExplorerTiles.Tile, size: Int)?
  ) {
    self.zoom = zoom
    self.visited = visited
    self.cluster = cluster
    self.square = square
  }

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { visited.isEmpty && cluster.isEmpty && square == nil }

  /// Equal when the same tiles and square.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.zoom == rhs.zoom && lhs.visited == rhs.visited && lhs.cluster == rhs.cluster
      && lhs.square?.topLeft == rhs.square?.topLeft && lhs.square?.size == rhs.square?.size
  }

  /// Hashes the tiles and square.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(zoom)
    hasher.combine(visited)
    hasher.combine(cluster)
    hasher.combine(square?.topLeft)
    hasher.combine(square?.size)
  }
}
