import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import TrophiesKit

/// A session built by moving the workouts out of its files (issue 17: each workout held once,
/// not in the files, a flat list and the sorted list). Expected orders are worked out by hand
/// from the starts given.
@Suite("session holding each workout once")
struct ImportSessionHoldingTests {
  /// 2024-05-01T06:00:00Z (`date -u -d 2024-05-01T06:00:00Z +%s` = 1714543200) plus `seconds`.
  static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_714_543_200 + seconds) }

  /// A running workout of `source` starting `start` s after the epoch above (none: no start).
  static func run(_ source: String, _ start: Double?, seconds: Double = 1_800) -> Workout {
    Workout(
      source: source, format: .gpx, activity: .running,
      summary: WorkoutSummary(
        startUTC: start.map(at), endUTC: start.map { at($0 + seconds) },
        durationSeconds: seconds, distanceMeters: seconds * 3))
  }

  /// File a: starts 3,000 s, none, 0 s (30 s, 90 m: too short by both limits), 1,000 s.
  /// File b: 3,001 s lasting 1,790 s (the same recording as a's 3,000 s by the rule: start 1 s
  /// and duration 10 s apart, so b's copy is the duplicate), then 500 s. By hand: counted
  /// b@500, a@1,000, a@3,000; not counted a@0 (too short); a's workout without a start and
  /// b's duplicate are in neither list.
  @Test("duplicates and workouts without a start are left out, the rest sorted and split")
  func sortedAndSplit() {
    var a = ParsedFile(source: "a.gpx", format: .gpx)
    a.workouts = [
      Self.run("a.gpx", 3_000), Self.run("a.gpx", nil), Self.run("a.gpx", 0, seconds: 30),
      Self.run("a.gpx", 1_000),
    ]
    var b = ParsedFile(source: "b.gpx", format: .gpx)
    b.workouts = [Self.run("b.gpx", 3_001, seconds: 1_790), Self.run("b.gpx", 500)]
    let session = ImportSession(
      moving: DuplicateWorkouts.mark([a, b]), minimum: .standard)
    #expect(
      session.workouts.map {
        "\($0.source)@\(($0.summary.startUTC ?? .distantPast).timeIntervalSince(Self.at(0)))"
      }
        == ["b.gpx@500.0", "a.gpx@1000.0", "a.gpx@3000.0"])
    #expect(session.notCounted.map(\.workout.summary.startUTC) == [Self.at(0)])
    #expect(session.notCounted.map(\.reason) == [.tooShort])
    #expect(session.files.map(\.workouts.count) == [0, 0])
    #expect(session.files.map(\.duplicates.count) == [0, 1])
    #expect(session.files.map(\.source) == ["a.gpx", "b.gpx"])
  }

  /// The sort in place follows each cycle of the permutation: orders with one long cycle, many
  /// short ones, fixed points and the reverse all come out by start (the starts are the
  /// numbers given times 1,000 s, so the sorted order is 0, 1, 2, … by hand).
  @Test(
    "the in-place sort gives every order by start",
    arguments: [
      [0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0], [1, 2, 3, 4, 5, 0], [1, 0, 3, 2, 5, 4],
      [0, 2, 1, 3, 5, 4], [3, 0, 4, 1, 5, 2], [4, 7, 0, 9, 2, 5, 8, 1, 6, 3],
    ])
  func everyOrder(order: [Int]) {
    var file = ParsedFile(source: "many.gpx", format: .gpx)
    file.workouts = order.map { Self.run("many.gpx", Double($0) * 1_000) }
    let session = ImportSession(moving: [file], minimum: .standard)
    #expect(
      session.workouts.map { ($0.summary.startUTC ?? .distantPast).timeIntervalSince(Self.at(0)) }
        == (0..<order.count).map { Double($0) * 1_000 })
    #expect(session.notCounted.isEmpty)
  }
}
