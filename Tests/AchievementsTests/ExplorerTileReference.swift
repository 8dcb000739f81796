import WorkoutModel

/// A brute-force reference for the explorer figures, written from the definitions alone (every
/// top-left and size tried; cluster tiles found by looking at each tile's four neighbours, then
/// flood fill), for checking ``ExplorerArea`` on random sets.
struct ExplorerTileReference {
  /// A tile as (x, y).
  struct Point: Hashable, Comparable {
    var x: Int
    var y: Int
    static func < (a: Point, b: Point) -> Bool { (a.y, a.x) < (b.y, b.x) }
  }

  /// Visited tiles.
  var tiles: Set<Point>
  /// `2^zoom`: tiles off `0 ..< side` do not exist (no wrap).
  var side: Int

  /// Every top-left of a full `size`×`size` square.
  func squares(of size: Int) -> [Point] {
    tiles.filter { corner in
      corner.x + size <= side && corner.y + size <= side
        && (0..<size).allSatisfy { dy in
          (0..<size).allSatisfy { dx in
            tiles.contains(Point(x: corner.x + dx, y: corner.y + dy))
          }
        }
    }.sorted()
  }

  /// Side of the largest full square (0 without tiles).
  var maxSquare: Int {
    var size = 0
    while !squares(of: size + 1).isEmpty { size += 1 }
    return size
  }

  /// Tiles whose four neighbours are visited.
  var clusterTiles: Set<Point> {
    tiles.filter { tile in
      [(-1, 0), (1, 0), (0, -1), (0, 1)].allSatisfy {
        tiles.contains(Point(x: tile.x + $0.0, y: tile.y + $0.1))
      }
    }
  }

  /// Size of the largest 4-connected set of cluster tiles.
  var maxCluster: Int {
    var left = clusterTiles
    var best = 0
    while let seed = left.first {
      var stack = [seed]
      left.remove(seed)
      var count = 0
      while let tile = stack.popLast() {
        count += 1
        for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
          let next = Point(x: tile.x + dx, y: tile.y + dy)
          if left.remove(next) != nil { stack.append(next) }
        }
      }
      best = max(best, count)
    }
    return best
  }
}
