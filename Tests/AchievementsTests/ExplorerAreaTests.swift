import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import Achievements

/// ``ExplorerArea``: tiles ever, new tiles, max square and max cluster, against the brute-force
/// ``ExplorerTileReference`` on random sets and against hand-drawn shapes.
@Suite struct ExplorerAreaTests {
  typealias Tile = ExplorerTiles.Tile
  typealias Point = ExplorerTileReference.Point

  /// One workout per tile list, a day apart from 2024-01-01, files named by index so the start
  /// order is the list order; `zoom17` gets the same tiles (enough for these rules).
  static func workouts(_ lists: [[Tile]]) -> [Workout] {
    lists.enumerated().map { index, tiles in
      let start = Date(timeIntervalSince1970: 1_704_096_000 + Double(index) * 86_400)
      var workout = Workout(
        source: "w\(index).gpx", format: .gpx, name: nil, activity: .cycling,
        timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
        summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(3_600)))
      workout.explorerTiles = ExplorerTiles(zoom14: tiles, zoom17: tiles)
      return workout
    }
  }

  static func block(x: Int, y: Int, width: Int, height: Int) -> [Tile] {
    (y..<(y + height)).flatMap { row in
      (x..<(x + width)).map { Tile(x: UInt32($0), y: UInt32(row)) }
    }
  }

  /// The value of a progression after workout `index` (0 before its first step).
  static func value(_ progression: AchievementProgression, after index: Int) -> Int {
    progression.steps.last { $0.workoutIndex <= index }?.value ?? 0
  }

  @Test("random histories agree with the brute-force reference", arguments: 0..<24)
  func randomHistories(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 11)
    // Blobs and single tiles in a 14×14 window, so squares, holes and ties all happen; seeds
    // 0–7 sit at the map's west edge (x = 0), the rest near Berlin's tiles.
    let originX = seed < 8 ? 0 : 8_800
    let originY = 5_370
    let lists: [[Tile]] = (0..<12).map { _ in
      let count = Int(random.next() % 6) + 1
      return (0..<count).flatMap { _ -> [Tile] in
        let x = originX + Int(random.next() % 14)
        let y = originY + Int(random.next() % 14)
        let side = Int(random.next() % 4) + 1
        return Self.block(x: x, y: y, width: side, height: side).filter { _ in
          random.next() % 10 != 0  // holes
        }
      }
    }
    let history = AchievementHistory(Self.workouts(lists))
    let area = ExplorerArea(history, zoom: 14)
    var reference = ExplorerTileReference(tiles: [], side: 1 << 14)
    var squareReachedAt: [Int: Int] = [:]  // size → first workout index
    var corners: [Int: [Point]] = [:]
    for (index, tiles) in lists.enumerated() {
      let before = reference.tiles.count
      reference.tiles.formUnion(tiles.map { Point(x: Int($0.x), y: Int($0.y)) })
      #expect(area.newTiles[index] == reference.tiles.count - before)
      #expect(Self.value(area.tileProgression, after: index) == reference.tiles.count)
      let square = reference.maxSquare
      #expect(Self.value(area.squareProgression, after: index) == square, "workout \(index)")
      #expect(Self.value(area.clusterProgression, after: index) == reference.maxCluster)
      if squareReachedAt[square] == nil {
        squareReachedAt[square] = index
        corners[square] = reference.squares(of: square)
      }
    }
    let final = reference.maxSquare
    #expect(area.tileCount == reference.tiles.count)
    #expect(area.maxSquare?.size == final)
    let expected = corners[final]?.first
    #expect(area.maxSquare.map { Point(x: Int($0.topLeft.x), y: Int($0.topLeft.y)) } == expected)
    #expect(area.clusterSize == reference.maxCluster)
    for tile in area.clusterTiles {
      #expect(reference.clusterTiles.contains(Point(x: Int(tile.x), y: Int(tile.y))))
    }
  }

  @Test("a 7×7 block without its centre: square 3 at its corner, cluster 20 (by hand)")
  func hole() {
    let tiles = Self.block(x: 100, y: 200, width: 7, height: 7).filter {
      !($0.x == 103 && $0.y == 203)
    }
    let area = ExplorerArea(AchievementHistory(Self.workouts([tiles])), zoom: 14)
    #expect(area.maxSquare == ExplorerArea.Square(size: 3, topLeft: Tile(x: 100, y: 200)))
    // The inner 5×5 ring (16) and its four diagonal tiles next to the hole; the hole's four
    // neighbours lack one neighbour each.
    #expect(area.clusterSize == 20)
    #expect(area.tileCount == 48)
    // Growing to 4×4 around (100, 200): the block at (100, 200) misses only the hole.
    #expect(area.squareFrontier == [Tile(x: 103, y: 203)])
    // Tiles touching the cluster: the hole's four neighbours (missing the hole) and the
    // block's edge tiles but its two end ones per side (5 a side, each missing the tile
    // outside it): the hole and 4 × 5 tiles around the block.
    #expect(area.clusterFrontier.contains(Tile(x: 103, y: 203)))
    #expect(area.clusterFrontier.contains(Tile(x: 101, y: 199)))
    #expect(!area.clusterFrontier.contains(Tile(x: 100, y: 199)))
    #expect(area.clusterFrontier.count == 1 + 20)
  }

  @Test("equal squares: the first reached stays; in one workout the smallest (y, x) wins")
  func equalSquares() {
    let south = Self.block(x: 50, y: 90, width: 4, height: 4)
    let north = Self.block(x: 70, y: 10, width: 4, height: 4)
    let first = ExplorerArea(AchievementHistory(Self.workouts([south, north])), zoom: 14)
    #expect(first.maxSquare == ExplorerArea.Square(size: 4, topLeft: Tile(x: 50, y: 90)))
    #expect(first.squareProgression.steps.map(\.workoutIndex) == [0])
    let together = ExplorerArea(AchievementHistory(Self.workouts([south + north])), zoom: 14)
    #expect(together.maxSquare == ExplorerArea.Square(size: 4, topLeft: Tile(x: 70, y: 10)))
  }

  @Test("the map does not wrap: x = 0 and x = 2^14 − 1 are not neighbours")
  func antimeridian() {
    let last = (1 << 14) - 1
    // Two 2-wide blocks on either side of 180°: a 4×4 square only if the map wrapped.
    let tiles =
      Self.block(x: last - 1, y: 100, width: 2, height: 4)
      + Self.block(x: 0, y: 100, width: 2, height: 4)
    let area = ExplorerArea(AchievementHistory(Self.workouts([tiles])), zoom: 14)
    #expect(area.maxSquare?.size == 2)
    // (0, 101) and (0, 102) would be cluster tiles (with their west neighbours at x = last);
    // without the wrap none is, as none of (last, 101…102) is.
    #expect(area.clusterSize == 0)
    // A 3×3 block at the west edge has no cluster tile; one column east it has one.
    let edge = ExplorerArea(
      AchievementHistory(Self.workouts([Self.block(x: 0, y: 0, width: 3, height: 3)])), zoom: 14)
    #expect(edge.clusterSize == 1)
    #expect(edge.clusterTiles == [Tile(x: 1, y: 1)])
    // Squares growing off the map are not offered: only the block to the south-east.
    #expect(edge.squareFrontier.count == 7)
    #expect(edge.squareFrontier.allSatisfy { $0.x <= 3 && $0.y <= 3 })
  }

  @Test("ten thousand workouts in one tile: one tile, new once, square 1, no cluster")
  func oneTile() {
    let lists = Array(repeating: [Tile(x: 8_800, y: 5_370)], count: 10_000)
    let area = ExplorerArea(AchievementHistory(Self.workouts(lists)), zoom: 14)
    #expect(area.tileCount == 1)
    #expect(area.newTiles.reduce(0, +) == 1)
    #expect(area.newTiles.first == 1)
    #expect(area.maxSquare == ExplorerArea.Square(size: 1, topLeft: Tile(x: 8_800, y: 5_370)))
    #expect(area.clusterSize == 0)
    #expect(area.squareFrontier.count == 3)
  }

  @Test("a 300×300 block in one workout, then a row more: square 300, cluster 298² (by hand)")
  func bigBlock() {
    // 90,000 tiles in one workout (a damaged row could hold as many): measured in one pass,
    // not by searching around each new tile for each size.
    let block = Self.block(x: 1_000, y: 2_000, width: 300, height: 300)
    let row = Self.block(x: 1_000, y: 2_300, width: 301, height: 1)
    let area = ExplorerArea(AchievementHistory(Self.workouts([block, row])), zoom: 14)
    #expect(area.maxSquare == ExplorerArea.Square(size: 300, topLeft: Tile(x: 1_000, y: 2_000)))
    #expect(area.squareProgression.steps.map(\.value) == [300])
    // The inner 298×298 after the block; the row south of it adds the block's south row but
    // its two end tiles (298 more).
    #expect(area.clusterProgression.steps.map(\.value) == [298 * 298, 298 * 298 + 298])
    #expect(area.newTiles == [90_000, 301])
  }

  @Test("tiles off the map (a damaged row) are ignored")
  func offMap() {
    let tiles = [Tile(x: 1 << 14, y: 3), Tile(x: 3, y: UInt32.max), Tile(x: 5, y: 5)]
    let area = ExplorerArea(AchievementHistory(Self.workouts([tiles])), zoom: 14)
    #expect(area.tileCount == 1)
    #expect(area.newTiles == [1])
  }
}
