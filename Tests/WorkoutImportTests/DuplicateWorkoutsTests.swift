import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import WorkoutImport

@Suite("duplicate workouts")
struct DuplicateWorkoutsTests {
  static let t0 = Date(timeIntervalSince1970: 1_746_079_200)  // 2025-05-01T06:00:00Z

  static func file(_ name: String, _ runs: [(start: TimeInterval, duration: TimeInterval)])
    -> ParsedFile
  {
    ParsedFile(
      source: name, format: .gpx,
      workouts: runs.map { run in
        Workout(
          source: name, format: .gpx,
          summary: WorkoutSummary(
            startUTC: t0 + run.start, endUTC: t0 + run.start + run.duration,
            durationSeconds: run.duration))
      })
  }

  @Test("counts a recording exported twice once, keeping the first file's copy")
  func exportedTwice() {
    let files = [
      Self.file("garmin/run.gpx", [(0, 1800)]),
      Self.file("strava/run.gpx", [(1, 1790)]),  // 1 s later, 10 s shorter: the same run
      Self.file("strava/later.gpx", [(1000, 1800)]),  // a different workout
    ]
    let (checked, kept) = DuplicateWorkouts.resolve(files)
    #expect(kept.map(\.source) == ["garmin/run.gpx", "strava/later.gpx"])
    // Start 2025-05-01T06:00:01Z = t0 + 1 s (t0 = 2025-05-01T06:00:00Z above); the copy is
    // workout 0 of its file.
    #expect(
      checked[1].duplicates == [
        DuplicateRecording(startUTC: Self.t0 + 1, countedIn: "garmin/run.gpx", workout: 0)
      ])
    #expect(checked[1].warnings.isEmpty, "a duplicate is not a warning")
    #expect(checked[0].duplicates.isEmpty && checked[2].duplicates.isEmpty)
  }

  @Test("keeps the copy that comes first in input order even when it starts later")
  func inputOrderWins() {
    let files = [Self.file("a.gpx", [(2, 600)]), Self.file("b.gpx", [(0, 600)])]
    #expect(DuplicateWorkouts.resolve(files).kept.map(\.source) == ["a.gpx"])
  }

  @Test("keeps workouts that start together but last differently (a ride and a run of a duathlon)")
  func differentDurations() {
    let files = [Self.file("a.gpx", [(0, 600)]), Self.file("b.gpx", [(0, 3600)])]
    #expect(DuplicateWorkouts.resolve(files).kept.count == 2)
  }

  /// 40 000 copies of one recording in one file (issue 10: 54 s, quadratic). The sweep looks
  /// at the anchors of at most three duration buckets per workout, so the comparisons stay
  /// under 3 per workout, here exactly 1 per copy after the first (one anchor, one bucket).
  @Test("40 000 copies are found with a linear number of comparisons")
  func manyCopies() {
    let copies = Self.file("copies.gpx", Array(repeating: (0, 600), count: 40_000))
    var comparisons = 0
    let duplicates = DuplicateWorkouts.find(in: [copies], comparisons: &comparisons)
    #expect(duplicates.count == 39_999)
    #expect(Set(duplicates.values) == [DuplicateWorkouts.Position(file: 0, workout: 0)])
    #expect(comparisons == 39_999)
  }

  /// The rule checked against a second, independent implementation: the pairwise definition
  /// (same when starts ≤ 2 s and durations ≤ 60 s apart, compared with the kept copies that
  /// started earlier, first in input order kept), on random batches of close workouts.
  @Test("agrees with the pairwise rule on random batches")
  func agreesWithPairwise() {
    var random = SeededGenerator(seed: 10)
    func next() -> UInt64 { random.next() }
    for _ in 0..<300 {
      let count = Int(next() % 12) + 1
      let runs = (0..<count).map { _ in
        (start: Double(next() % 8), duration: Double(next() % 5) * 40)
      }
      let files = runs.enumerated().map { Self.file("f\($0.offset).gpx", [$0.element]) }
      #expect(DuplicateWorkouts.find(in: files) == Self.pairwise(runs))
    }
  }

  /// The quadratic definition, written out directly (input order = index): the cut-short
  /// rule's definition (``DuplicateCutShortTests/pairwise(_:)``) with no copy cut.
  static func pairwise(_ runs: [(start: Double, duration: Double)])
    -> [DuplicateWorkouts.Position: DuplicateWorkouts.Position]
  {
    DuplicateCutShortTests.pairwise(runs.map { ($0.start, $0.duration, false) })
  }
}
