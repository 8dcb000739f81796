import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesCLI

/// Issue 17: a Strava manual row of 1e22 m, stored by earlier versions, trapped every later
/// `report`, `achievements` and `import` on the library (SIGILL). Such a library must work.
@Suite("Libraries holding impossible values")
struct OutsideValueCLITests {
  @Test("report, achievements and import work on a library holding a 1e22 m workout")
  func bricked() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = folder.appendingPathComponent("library.sqlite").path
    // What version 1 stored for `5001,"Mar 5, 2019, 2:15:47 PM",Huge,Run,…,1e22,…`:
    // 2019-03-05T14:15:47Z is 1,551,795,347 s (python3 datetime(...).timestamp()).
    let start = Date(timeIntervalSince1970: 1_551_795_347)
    var workout = Workout(
      source: "s/activities.csv#5001", format: .stravaCSV, creator: "Strava", name: "Huge",
      activity: .running,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start + 3_600, durationSeconds: 3_600, movingTimeSeconds: 3_600,
        distanceMeters: 1e22, distanceSource: .device, elevationGainMeters: 1e22))
    workout.isManual = true
    let file = ParsedFile(source: "s/activities.csv", format: .stravaCSV, workouts: [workout])
    _ = try WorkoutLibrary(path: library).store([file], stamps: [:])
    let out = folder.appendingPathComponent("Reports").path
    #expect(runTrophies(["report", "--library", library, "--out", out]).0 == 0)
    #expect(runTrophies(["achievements", "--library", library]).0 == 0)
    try writeRuns(1, into: folder)
    #expect(runTrophies(["import", folder.path, "--library", library]).0 == 0)
  }
}
