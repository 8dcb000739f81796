import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// A workout the activity rules count for nothing (a trip, a multisport transition) ticks no
/// tile anywhere the athlete sees one (``Workout/countedExplorerTiles``), while its stored
/// tiles stay for a later type that counts it.
@Suite struct TransportTilesTests {
  typealias Tile = ExplorerTiles.Tile

  /// A ride on a 2 × 2 block (4 tiles) and, the next day, a workout over a 3 × 1 row beside it
  /// (3 other tiles), made a trip (`transport`) or a transition (`activityRaw` `transition`).
  static func history(marking mark: (inout Workout) -> Void) -> [Workout] {
    var workouts = ExplorerAreaTests.workouts([
      ExplorerAreaTests.block(x: 8_800, y: 5_370, width: 2, height: 2),
      ExplorerAreaTests.block(x: 8_810, y: 5_370, width: 3, height: 1),
    ])
    mark(&workouts[1])
    return workouts
  }

  @Test(
    "a trip or a transition ticks no tile in the history; the ride's 4 remain",
    arguments: ["transport", "transition"])
  func leftOut(kind: String) {
    let workouts = Self.history { workout in
      if kind == "transport" {
        workout.isTransport = true
      } else {
        workout.activityRaw = "transition"
      }
    }
    let explorer = ExplorerHistory(AchievementHistory(workouts))
    // By hand: the ride's 2 × 2 block only (with the trip's row it was 7).
    #expect(explorer.zoom14.tileCount == 4)
    #expect(explorer.zoom17.tileCount == 4)
    #expect(workouts[1].countedExplorerTiles == nil)
    // The stored tiles stay: 3 of them, for a type that would count the workout again.
    #expect(workouts[1].explorerTiles?.zoom14.count == 3)
  }

  @Test("an ordinary workout's tiles count: 4 + 3")
  func counted() {
    let explorer = ExplorerHistory(AchievementHistory(Self.history { _ in }))
    #expect(explorer.zoom14.tileCount == 7)
  }
}
