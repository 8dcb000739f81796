import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// The zoom-17 `explorer.small_*` ladders: measured on the zoom-17 tiles, not zoom 14's.
@Suite struct SmallExplorerAwardTests {
  /// Ten rides, one a day from 2024-01-01 08:00 UTC: ride i (1-based) adds row i of a 10 × 10
  /// block of zoom-17 tiles, and at zoom 14 the one tile holding them all (x 70,400…70,409 and
  /// y 42,960…42,969 shifted right by 3 bits: columns 8,800–8,801, rows 5,370–5,371, so at
  /// most 4 tiles). After ride i: 10·i small tiles, small square i, small cluster (i − 2) × 8.
  static let rides: [Workout] = (0..<10).map { index in
    let start = Date(timeIntervalSince1970: 1_704_096_000 + Double(index) * 86_400)
    var workout = Workout(
      source: "w\(index).gpx", format: .gpx, name: nil, activity: .cycling,
      timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(3_600)))
    let row = ExplorerAreaTests.block(x: 70_400, y: 42_960 + index, width: 10, height: 1)
    let large = Set(row.map { ExplorerTiles.Tile(x: $0.x >> 3, y: $0.y >> 3) })
    workout.explorerTiles = ExplorerTiles(zoom14: Array(large), zoom17: row)
    return workout
  }

  static let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(rides)

  @Test(
    "small ladders are earned by the ride that reached them at zoom 17",
    arguments: [
      ("explorer.small_square.5", 5), ("explorer.small_square.10", 10),
      ("explorer.small_cluster.10", 4),
    ])
  func earned(id: String, ride: Int) throws {
    let status = try #require(TestWorkouts.status(id, in: Self.statuses))
    #expect(status.earned)
    #expect(status.earnedBy?.file == "w\(ride - 1).gpx")
    #expect(status.progress.unit == "tiles")
  }

  @Test("zoom 14 and zoom 17 ladders measure their own zoom")
  func ownZoom() throws {
    let small = try #require(TestWorkouts.status("explorer.small_tiles.1000", in: Self.statuses))
    #expect(!small.earned)
    #expect(small.progress.current == 100)  // 10 rides × 10 small tiles
    let square = try #require(TestWorkouts.status("explorer.small_square.15", in: Self.statuses))
    #expect(square.progress.current == 10)
    let cluster = try #require(TestWorkouts.status("explorer.small_cluster.100", in: Self.statuses))
    #expect(cluster.progress.current == 64)  // the 8 × 8 inner block
    // Zoom 14: the rows fall in 2 × 2 tiles (70,400 >> 3 = 8,800, 70,409 >> 3 = 8,801;
    // 42,960 >> 3 = 5,370, 42,969 >> 3 = 5,371): square 2, so the 5×5 is not earned.
    let large = try #require(TestWorkouts.status("explorer.square.5", in: Self.statuses))
    #expect(!large.earned)
    #expect(large.progress.current == 2)
  }

  @Test("the catalog's zoom-17 ids, in order")
  func ids() {
    let ids = AchievementCatalog.standard.map(\.id).filter { $0.hasPrefix("explorer.small_") }
    #expect(
      ids == [
        "explorer.small_tiles.1000", "explorer.small_tiles.10000", "explorer.small_tiles.50000",
        "explorer.small_tiles.100000", "explorer.small_square.5", "explorer.small_square.10",
        "explorer.small_square.15", "explorer.small_square.20", "explorer.small_square.30",
        "explorer.small_cluster.10", "explorer.small_cluster.100", "explorer.small_cluster.250",
        "explorer.small_cluster.500", "explorer.small_cluster.1000",
      ])
  }
}
