import WorkoutModel

/// The visited tiles of one zoom, grown one workout at a time, with the largest square and the
/// largest cluster kept up to date as tiles are added (``ExplorerArea`` replays a history
/// through it).
///
/// Rules (Statshunters' definitions, <https://www.statshunters.com/faq-10-what-are-explorer-tiles>):
/// - A **square** of size N is an N×N block of visited tiles.
/// - A **cluster tile** is a visited tile whose four neighbours (west, east, north, south) are all
///   visited; the **cluster** is the largest 4-connected set of cluster tiles.
/// - The map does not wrap: the tiles at `x = 0` and `x = 2^zoom − 1` are not neighbours (nor are
///   the rows at the poles). The grid is the flat Web-Mercator map every explorer tool draws, a
///   square or cluster across 180° would need splitting in the GPX and GeoJSON outlines (RFC 7946
///   §3.1.9), and that meridian crosses land only in Chukotka and Fiji. So a tile on the map's
///   edge is never a cluster tile (it lacks a neighbour), and no square spans the antimeridian.
/// - Tiles outside `0 ..< 2^zoom` (a damaged library row) are ignored.
///
/// Cost: adding a tile is O(1) for the visited set and the cluster (union–find over cluster
/// tiles; a tile turns at most itself and its four neighbours into cluster tiles). The square
/// only grows through a square holding one of the workout's new tiles, so only those are
/// searched (``squares(containing:size:)``: O(k) to reject a tile without a k-long run through
/// it, O(k²) at most otherwise).
struct TileGrid {
  /// The zoom; tiles are in `0 ..< 2^zoom` both ways.
  let zoom: Int
  /// `2^zoom`.
  let side: Int
  /// Visited tiles by ``key(_:_:)``.
  private(set) var visited: Set<UInt64> = []
  /// Cluster tiles: index into ``parent`` and ``size`` by key.
  private var clusterIndex: [UInt64: Int] = [:]
  /// Union–find parent per cluster tile.
  private var parent: [Int] = []
  /// Component size per root.
  private var componentSize: [Int] = []
  /// Size of the largest cluster so far.
  private(set) var largestCluster = 0
  /// Side of the largest square so far.
  private(set) var largestSquare = 0
  /// Top-left tile of the largest square: the smallest `(y, x)` among the squares of that size
  /// present after the workout that first reached it.
  private(set) var squareTopLeft: ExplorerTiles.Tile?

  /// An empty grid at `zoom` (0…30).
  init(zoom: Int) {
    self.zoom = zoom
    side = 1 << max(0, min(zoom, 30))
  }

  /// The set key of a tile: row in the high 32 bits, column in the low.
  static func key(_ x: Int, _ y: Int) -> UInt64 { UInt64(y) << 32 | UInt64(x) }

  /// Whether `(x, y)` is on the map and visited.
  func isVisited(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && y >= 0 && x < side && y < side && visited.contains(Self.key(x, y))
  }

  /// Whether `(x, y)` is a cluster tile.
  func isClusterTile(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && y >= 0 && x < side && y < side && clusterIndex[Self.key(x, y)] != nil
  }

  /// Adds one workout's tiles; returns those not visited before (in the list's order), after
  /// which the cluster and the square are up to date.
  mutating func add(_ tiles: [ExplorerTiles.Tile]) -> [ExplorerTiles.Tile] {
    var fresh: [ExplorerTiles.Tile] = []
    for tile in tiles where Int(tile.x) < side && Int(tile.y) < side {
      if visited.insert(Self.key(Int(tile.x), Int(tile.y))).inserted { fresh.append(tile) }
    }
    for tile in fresh {
      let x = Int(tile.x)
      let y = Int(tile.y)
      for (cx, cy) in [(x, y), (x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
        promote(cx, cy)
      }
    }
    growSquare(with: fresh)
    return fresh
  }

  /// Makes `(x, y)` a cluster tile when it is visited, not one yet, and its four neighbours are
  /// visited; joins it to the neighbouring cluster tiles.
  private mutating func promote(_ x: Int, _ y: Int) {
    guard isVisited(x, y), clusterIndex[Self.key(x, y)] == nil,
      isVisited(x - 1, y), isVisited(x + 1, y), isVisited(x, y - 1), isVisited(x, y + 1)
    else { return }
    let index = parent.count
    clusterIndex[Self.key(x, y)] = index
    parent.append(index)
    componentSize.append(1)
    var root = index
    for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
      guard let other = clusterIndex[Self.key(nx, ny)] else { continue }
      root = union(root, other)
    }
    largestCluster = max(largestCluster, componentSize[root])
  }

  private mutating func find(_ index: Int) -> Int {
    var root = index
    while parent[root] != root { root = parent[root] }
    var node = index
    while parent[node] != root {
      let next = parent[node]
      parent[node] = root
      node = next
    }
    return root
  }

  /// Joins the components of `a` and `b`; returns the root.
  private mutating func union(_ a: Int, _ b: Int) -> Int {
    var rootA = find(a)
    var rootB = find(b)
    if rootA == rootB { return rootA }
    if componentSize[rootA] < componentSize[rootB] { swap(&rootA, &rootB) }
    parent[rootB] = rootA
    componentSize[rootA] += componentSize[rootB]
    return rootA
  }

  /// Grows ``largestSquare`` while some square one larger holds one of `fresh` (any larger
  /// square present now must hold one: it was not there before).
  private mutating func growSquare(with fresh: [ExplorerTiles.Tile]) {
    guard !fresh.isEmpty else { return }
    // A batch about as large as the whole set (a first workout, a damaged row of a million
    // tiles) is measured in one pass over every tile instead: searching around each new tile
    // for each size would cost fresh × size² there.
    if fresh.count * (largestSquare + 1) >= visited.count {
      let (size, corner) = largestSquareOverAll()
      if size > largestSquare, let corner {
        largestSquare = size
        squareTopLeft = corner
      }
      return
    }
    while true {
      let size = largestSquare + 1
      var best: ExplorerTiles.Tile?
      for tile in fresh {
        for corner in squares(containing: tile, size: size) where best.map({ corner < $0 }) ?? true
        {
          best = corner
        }
      }
      guard let best else { return }
      largestSquare = size
      squareTopLeft = best
    }
  }

  /// The largest square over all visited tiles and its smallest `(y, x)` top-left, by the
  /// classic dynamic programme in row-major order: the side of the largest square whose
  /// south-east tile is `(x, y)` is 1 + the least of those at its west, north and north-west
  /// neighbours. O(n log n) for n visited tiles.
  func largestSquareOverAll() -> (size: Int, topLeft: ExplorerTiles.Tile?) {
    var sides: [UInt64: Int] = [:]
    sides.reserveCapacity(visited.count)
    var best = 0
    var corner: ExplorerTiles.Tile?
    for key in visited.sorted() {
      let x = Int(key & 0xFFFF_FFFF)
      let y = Int(key >> 32)
      var side = 1
      if x > 0, y > 0 {
        let west = sides[Self.key(x - 1, y)] ?? 0
        let north = sides[Self.key(x, y - 1)] ?? 0
        let northWest = sides[Self.key(x - 1, y - 1)] ?? 0
        side = 1 + min(west, north, northWest)
      }
      sides[key] = side
      let topLeft = ExplorerTiles.Tile(x: UInt32(x - side + 1), y: UInt32(y - side + 1))
      if side > best || (side == best && corner.map { topLeft < $0 } ?? true) {
        best = side
        corner = topLeft
      }
    }
    return (best, corner)
  }

  /// Number of visited tiles next to `(x, y)` going `(dx, dy)`, at most `cap`.
  private func run(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int, cap: Int) -> Int {
    var count = 0
    while count < cap, isVisited(x + dx * (count + 1), y + dy * (count + 1)) { count += 1 }
    return count
  }

  /// Top-left corners of the full `size`×`size` squares holding the visited tile `tile`.
  ///
  /// Every such square crosses column `tile.x`, so each of its rows is a horizontal run of
  /// visited tiles through that column: for the rows `y` of the vertical run through the tile,
  /// `left[y]`/`right[y]` count the visited tiles beside `(tile.x, y)` (capped at `size − 1`),
  /// and a square of rows `y0 ..< y0 + size` exists when the narrowest of its rows still spans
  /// `size` columns.
  func squares(containing tile: ExplorerTiles.Tile, size: Int) -> [ExplorerTiles.Tile] {
    let x = Int(tile.x)
    let y = Int(tile.y)
    guard size >= 1, isVisited(x, y) else { return [] }
    let cap = size - 1
    if run(x, y, -1, 0, cap: cap) + run(x, y, 1, 0, cap: cap) + 1 < size { return [] }
    let up = run(x, y, 0, -1, cap: cap)
    let down = run(x, y, 0, 1, cap: cap)
    guard up + down + 1 >= size else { return [] }
    let rows = Array((y - up)...(y + down))
    let left = rows.map { run(x, $0, -1, 0, cap: cap) }
    let right = rows.map { run(x, $0, 1, 0, cap: cap) }
    var corners: [ExplorerTiles.Tile] = []
    for first in 0...(rows.count - size) {
      let window = first..<(first + size)
      let reachLeft = left[window].min() ?? 0
      let reachRight = right[window].min() ?? 0
      guard reachLeft + reachRight + 1 >= size else { continue }
      for x0 in max(x - reachLeft, x - cap)...min(x, x + reachRight - cap) {
        corners.append(ExplorerTiles.Tile(x: UInt32(x0), y: UInt32(rows[first])))
      }
    }
    return corners
  }

  /// Cluster tiles of the largest cluster (ties: the one holding the smallest `(y, x)` tile),
  /// sorted row-major; empty when there is none.
  func largestClusterTiles() -> [ExplorerTiles.Tile] {
    guard largestCluster > 0 else { return [] }
    var members: [Int: [UInt64]] = [:]
    var copy = self
    for (key, index) in clusterIndex { members[copy.find(index), default: []].append(key) }
    let chosen =
      members.values.filter { $0.count == largestCluster }.map { $0.sorted() }
      .min { ($0.first ?? 0) < ($1.first ?? 0) } ?? []
    return chosen.map { ExplorerTiles.Tile(x: UInt32($0 & 0xFFFF_FFFF), y: UInt32($0 >> 32)) }
  }
}
