import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// The `explorer` catalog entries through the engine: each earned by the workout after which its
/// figure first reached the target, at that workout's start, in its zone.
@Suite struct ExplorerAwardTests {
  /// Ten rides, one a day from 2024-01-01 08:00 UTC (09:00 in Berlin), ride i adding row i of a
  /// 10×10 block: after ride i (1-based) there are 10·i tiles, the max square is i, and the
  /// cluster is the (i − 2) × 8 inner block (0 before ride 3). Handed to the engine in reverse.
  static let rides: [Workout] = {
    let rows = (0..<10).map {
      ExplorerAreaTests.block(x: 8_800, y: 5_370 + $0, width: 10, height: 1)
    }
    return ExplorerAreaTests.workouts(rows).reversed()
  }()

  static func statuses(_ workouts: [Workout]) -> [AchievementStatus] {
    AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts)
  }

  @Test(
    "ladders are earned by the ride that reached them",
    arguments: [
      ("explorer.tiles.100", 10), ("explorer.square.5", 5), ("explorer.square.10", 10),
      ("explorer.cluster.10", 4),
    ])
  func ladders(id: String, ride: Int) throws {
    let status = try #require(TestWorkouts.status(id, in: Self.statuses(Self.rides)))
    #expect(status.earned)
    #expect(status.earnedBy?.file == "w\(ride - 1).gpx")
    // Ride n starts 2024-01-0n 08:00 UTC (1,704,096,000 s is 2024-01-01T08:00Z) = 09:00 CET.
    let day = ride < 10 ? "0\(ride)" : "\(ride)"
    #expect(status.earnedAtLocalISO8601 == "2024-01-\(day)T09:00:00+01:00")
  }

  @Test("figures not reached stay locked with their progress")
  func locked() throws {
    let statuses = Self.statuses(Self.rides)
    let tiles = try #require(TestWorkouts.status("explorer.tiles.1000", in: statuses))
    #expect(!tiles.earned)
    #expect(tiles.progress.current == 100)
    let cluster = try #require(TestWorkouts.status("explorer.cluster.100", in: statuses))
    #expect(!cluster.earned)
    #expect(cluster.progress.current == 64)  // the 8 × 8 inner block
    let square = try #require(TestWorkouts.status("explorer.square.20", in: statuses))
    #expect(square.progress.current == 10)
  }

  @Test("the new-tiles record: the first of equal counts holds it; a bigger one beats it")
  func newTilesRecord() throws {
    var statuses = Self.statuses(Self.rides)
    var record = try #require(TestWorkouts.status("explorer.new_tiles", in: statuses))
    #expect(record.earned)
    #expect(record.earnedBy?.file == "w0.gpx")
    #expect(record.record?.value == 10)
    #expect(record.record?.timesSet == 1)
    // An eleventh ride of 12 new tiles beats it, and names the one it beat.
    let extra = ExplorerAreaTests.block(x: 9_000, y: 5_000, width: 12, height: 1)
    let more = ExplorerAreaTests.workouts(Array(repeating: [], count: 10) + [extra])
    statuses = Self.statuses(Self.rides + [more[10]])
    record = try #require(TestWorkouts.status("explorer.new_tiles", in: statuses))
    #expect(record.earnedBy?.file == "w10.gpx")
    #expect(record.record?.value == 12)
    #expect(record.record?.previousValue == 10)
    #expect(record.record?.previousSetBy?.file == "w0.gpx")
    #expect(record.progress.current == 2)
  }

  @Test("without tiles every explorer entry is locked at 0")
  func noTiles() {
    let statuses = Self.statuses(TestWorkouts.daily(["2024-01-01", "2024-01-02"]))
    let explorer = statuses.filter { $0.definition.kind == .explorer }
    #expect(explorer.count == 4 + 5 + 5 + 1 + 4 + 5 + 5)  // zoom 14, the record, zoom 17
    #expect(explorer.allSatisfy { !$0.earned && $0.progress.current == 0 })
  }
}
