import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// `forEachCountedWorkout` hands out the workouts `files()` counts, one at a time (issue 17:
/// `import` keeps each one's achievement facts only). Expected lists are worked out by hand
/// from the rule of `DuplicateWorkouts` (start within 2 s, duration within 60 s).
@Suite("counted workouts read one at a time")
struct CountedWorkoutTests {
  /// a.gpx: 0 s and 1,000 s. b.tcx: 1 s lasting 1,790 s (a's 0 s recording again: a duplicate
  /// naming a.gpx) and 5,000 s. copy.gpx: a.gpx's content under another path (no new rows).
  /// A file whose workout has no start. By hand, counted in storage order: a@0, a@1000,
  /// b@5000; b's copy, the startless workout and copy.gpx's path give nothing more.
  @Test("duplicates, copies of a content and workouts without a start are left out")
  func countedOnly() throws {
    let temporary = try TemporaryLibrary()
    let hashA = ContentHash(high: 1, low: 1)
    var startless = parsedFile(
      "none.gpx", format: .gpx, hash: ContentHash(high: 3, low: 3), workouts: [(may1(), 600)])
    startless.workouts[0].summary.startUTC = nil
    _ = try temporary.open().store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: hashA, workouts: [(may1(), 1_800), (may1(1_000), 1_800)]),
        parsedFile(
          "b.tcx", format: .tcx, hash: ContentHash(high: 2, low: 2),
          workouts: [(may1(1), 1_790), (may1(5_000), 1_800)]),
        parsedFile(
          "copy.gpx", format: .gpx, hash: hashA, workouts: [(may1(), 1_800), (may1(1_000), 1_800)]),
        startless,
      ], stamps: [:], batchSize: 2)
    let library = try temporary.open()
    var seen: [String] = []
    try library.forEachCountedWorkout { workout in
      seen.append(
        "\(workout.source)@\((workout.summary.startUTC ?? .distantPast).timeIntervalSince(may1()))")
    }
    #expect(seen == ["a.gpx@0.0", "a.gpx@1000.0", "b.tcx@5000.0"])
    // The same workouts `files()` counts (what `report` and `achievements` read).
    let counted = try library.files().flatMap(\.workouts).filter { $0.summary.startUTC != nil }
    #expect(Set(counted.map(\.source)) == ["a.gpx", "b.tcx"])
    #expect(counted.count == seen.count)
  }
}
