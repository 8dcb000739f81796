import Foundation
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
    // Start 2025-05-01T06:00:01Z = t0 + 1 s (t0 = 2025-05-01T06:00:00Z above).
    #expect(
      checked[1].duplicates == [
        DuplicateRecording(startUTC: Self.t0 + 1, countedIn: "garmin/run.gpx")
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
}
