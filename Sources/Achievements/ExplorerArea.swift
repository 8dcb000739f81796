import WorkoutModel

/// The explorer figures of a history at one zoom: tiles ever, new tiles per workout, the max
/// square and the max cluster (rules in ``TileGrid``), each with the workout that first reached
/// each value, and the tiles still missing to grow them.
///
/// Built by replaying the workouts in ``AchievementHistory`` order (UTC start, then source path,
/// name, end, activity): a tile is *new* in the first workout of that order that visits it. A
/// workout without tiles (indoor, virtual, no positions, or `explorerTiles` `nil`) adds nothing.
/// Cost: O(t) for t tile visits over the history, plus the square search around new tiles.
public struct ExplorerArea: Sendable {
  /// A square of visited tiles.
  public struct Square: Sendable, Hashable {
    /// Side in tiles (an N×N square has size N).
    public var size: Int
    /// Its north-west tile (smallest column and row).
    public var topLeft: ExplorerTiles.Tile

    /// Creates a square.
    public init(size: Int, topLeft: ExplorerTiles.Tile) {
      self.size = size
      self.topLeft = topLeft
    }
  }

  /// The zoom (14 or 17).
  public let zoom: Int
  /// Distinct tiles visited over the history.
  public let tileCount: Int
  /// New tiles per workout, by index in ``AchievementHistory/facts`` (0 for a workout without
  /// new tiles).
  public let newTiles: [Int]
  /// Tiles ever after each workout that added some: one step per such workout.
  public let tileProgression: AchievementProgression
  /// Max-square side after each workout that grew it; the top-left of the final one is
  /// ``maxSquare``.
  public let squareProgression: AchievementProgression
  /// Max-cluster size after each workout that grew it.
  public let clusterProgression: AchievementProgression
  /// The max square: the smallest `(y, x)` top-left among the squares of the largest size present
  /// after the workout that first reached that size; `nil` without tiles.
  public let maxSquare: Square?
  /// Tiles of the max cluster (ties: the cluster holding the smallest `(y, x)` tile), sorted
  /// row-major; empty when no tile has its four neighbours visited.
  public let clusterTiles: [ExplorerTiles.Tile]
  /// The missing tiles whose visit makes a square one larger than ``maxSquare``: of the four
  /// (N+1)×(N+1) blocks holding the max square and lying on the map, the one missing fewest tiles
  /// (ties: smallest `(y, x)` top-left); sorted row-major; empty without tiles.
  public let squareFrontier: [ExplorerTiles.Tile]
  /// The missing tiles next to a visited tile that touches the max cluster (a visit there can
  /// make that tile a cluster tile); sorted row-major; empty without a cluster.
  public let clusterFrontier: [ExplorerTiles.Tile]
  /// The visited tiles, for drawing (``visitedTiles(columns:rows:)``).
  private let grid: TileGrid

  /// The max cluster's size in tiles.
  public var clusterSize: Int { clusterTiles.count }

  /// Replays `history` at `zoom` (14 or 17: ``ExplorerTiles/explorerZoom`` or
  /// ``ExplorerTiles/smallZoom``; other zooms see no tiles).
  public init(_ history: AchievementHistory, zoom: Int) {
    var grid = TileGrid(zoom: zoom)
    var newTiles = [Int](repeating: 0, count: history.count)
    var tiles = AchievementProgression()
    var squares = AchievementProgression()
    var clusters = AchievementProgression()
    for index in history.facts.indices {
      guard let explored = history.facts[index].explorerTiles else { continue }
      let list =
        zoom == ExplorerTiles.explorerZoom
        ? explored.zoom14 : zoom == ExplorerTiles.smallZoom ? explored.zoom17 : []
      let fresh = grid.add(list)
      guard !fresh.isEmpty else { continue }
      newTiles[index] = fresh.count
      tiles.record(grid.visited.count, at: index)
      squares.record(grid.largestSquare, at: index)
      clusters.record(grid.largestCluster, at: index)
    }
    self.zoom = zoom
    self.grid = grid
    self.newTiles = newTiles
    tileCount = grid.visited.count
    tileProgression = tiles
    squareProgression = squares
    clusterProgression = clusters
    maxSquare = grid.squareTopLeft.map { Square(size: grid.largestSquare, topLeft: $0) }
    clusterTiles = grid.largestClusterTiles()
    squareFrontier = maxSquare.map { ExplorerArea.frontier(of: $0, in: grid) } ?? []
    clusterFrontier = ExplorerArea.frontier(ofCluster: clusterTiles, in: grid)
  }

  /// Whether the tile `(x, y)` was visited (`false` off the map).
  public func isVisited(x: Int, y: Int) -> Bool { grid.isVisited(x, y) }

  /// Whether `(x, y)` is a cluster tile (visited, four neighbours visited), of any cluster.
  public func isClusterTile(x: Int, y: Int) -> Bool { grid.isClusterTile(x, y) }

  /// The visited tiles in a window of columns and rows, row-major. Cost O(window area), so keep
  /// the window small (a report draws about 40×40 tiles).
  public func visitedTiles(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    -> [ExplorerTiles.Tile]
  {
    rows.flatMap { y in
      columns.compactMap { x in
        grid.isVisited(x, y) ? ExplorerTiles.Tile(x: UInt32(x), y: UInt32(y)) : nil
      }
    }
  }

  /// See ``squareFrontier``.
  static func frontier(of square: Square, in grid: TileGrid) -> [ExplorerTiles.Tile] {
    let x = Int(square.topLeft.x)
    let y = Int(square.topLeft.y)
    let size = square.size + 1
    var best: [ExplorerTiles.Tile]?
    // Candidate top-lefts in (y, x) order, so the first block missing fewest tiles wins ties.
    for (x0, y0) in [(x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)] {
      guard x0 >= 0, y0 >= 0, x0 + size <= grid.side, y0 + size <= grid.side else { continue }
      var missing: [ExplorerTiles.Tile] = []
      for row in y0..<(y0 + size) {
        for column in x0..<(x0 + size) where !grid.isVisited(column, row) {
          missing.append(ExplorerTiles.Tile(x: UInt32(column), y: UInt32(row)))
        }
      }
      if missing.count < (best?.count ?? Int.max) { best = missing }
    }
    return best ?? []
  }

  /// See ``clusterFrontier``.
  static func frontier(ofCluster cluster: [ExplorerTiles.Tile], in grid: TileGrid)
    -> [ExplorerTiles.Tile]
  {
    let steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    let members = Set(cluster.map { TileGrid.key(Int($0.x), Int($0.y)) })
    var edge = Set<UInt64>()
    var missing = Set<UInt64>()
    for tile in cluster {
      for (dx, dy) in steps {
        let x = Int(tile.x) + dx
        let y = Int(tile.y) + dy
        let key = TileGrid.key(x, y)
        guard !members.contains(key), edge.insert(key).inserted else { continue }
        for (ex, ey) in steps {
          let nx = x + ex
          let ny = y + ey
          guard nx >= 0, ny >= 0, nx < grid.side, ny < grid.side, !grid.isVisited(nx, ny)
          else { continue }
          missing.insert(TileGrid.key(nx, ny))
        }
      }
    }
    return missing.sorted().map {
      ExplorerTiles.Tile(x: UInt32($0 & 0xFFFF_FFFF), y: UInt32($0 >> 32))
    }
  }
}
