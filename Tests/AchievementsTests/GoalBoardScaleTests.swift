import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import Achievements

/// Many goals over a long history (break-it H1's sibling: each goal went through every workout
/// of the history, so 16,819 goals of one year each over a library did goals × workouts steps).
/// Each goal now visits only its own periods' workouts.
@Suite("many goals over a long history")
struct GoalBoardScaleTests {
  /// 12,000 runs of 5 km, one a day from Mon 1 Jan 1990 (UTC): to Fri 8 Nov 2022.
  static let history: AchievementHistory = {
    let format = ISO8601DateFormatter()
    return AchievementHistory(
      (0..<12_000).map { day in
        let start = Date(timeIntervalSince1970: 631_152_000 + 86_400 * Double(day) + 36_000)
        return GoalBoardTests.run(format.string(from: start), km: 5, zone: "UTC")
      })
  }()

  /// 4,000 month goals of one year each (3000 to 6999: no workout, one period each): 48
  /// million steps pairwise, 4,000 look-ups now (speed measured by hand, not asserted here).
  @Test("4,000 goals over 12,000 workouts: each its own period, none counted")
  func manyGoals() throws {
    let goals = (0..<4_000).map {
      Goal(measure: .workouts, target: 1, period: .month, year: 3_000 + $0)
    }
    let now = TestWorkouts.utc("2023-01-01T00:00:00Z")
    let board = GoalBoard(goals: goals, history: Self.history, now: now)
    #expect(board.tracks.count == 4_000)
    #expect(board.tracks.allSatisfy { $0.standings.count == 1 && $0.standings[0].value == 0 })
  }

  /// The same answer as one goal alone: 2022's months, a run a day up to 8 November.
  @Test("a goal among thousands counts its own periods' workouts")
  func sameAnswer() throws {
    let goal = Goal(measure: .workouts, target: 30, period: .month, year: 2022)
    let others = (0..<1_000).map {
      Goal(
        measure: .workouts, target: 1, activity: .cycling, period: .month, year: 1990 + $0 % 40)
    }
    let now = TestWorkouts.utc("2023-01-01T00:00:00Z")
    let board = GoalBoard(goals: others + [goal], history: Self.history, now: now)
    let standings = try #require(board.tracks.last?.standings)
    // Days per month of 2022; November up to the 8th, December none.
    #expect(standings.map(\.value) == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 8, 0])
    #expect(
      standings.map { $0.reachedBy != nil }
        == [true, false, true, true, true, true, true, true, true, true, false, false])
    #expect(board.tracks.dropLast().allSatisfy { $0.standings.allSatisfy { $0.value == 0 } })
  }
}
