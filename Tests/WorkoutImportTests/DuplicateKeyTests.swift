import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// `inspect` on a held-back export (issue 17) runs the duplicate rule on keys of 16 bytes a
/// workout instead of holding the workouts: the keys must be that small, read the start back
/// exactly, and give the rule's answer for the files they stand for.
@Suite("duplicate keys of held-back workouts")
struct DuplicateKeyTests {
  typealias D = DuplicateWorkoutsTests

  @Test("a key takes 16 bytes: start and duration")
  func stride() {
    #expect(MemoryLayout<DuplicateWorkouts.Key>.stride == 16)
  }

  @Test("a key reads its start back bit for bit, and no start as none")
  func exactStart() {
    // 0.1 s is not a binary fraction: seconds since 1970 and back would round it.
    let start = Date(timeIntervalSinceReferenceDate: 767_779_200.1)
    var workout = Workout(
      source: "a.gpx", format: .gpx,
      summary: WorkoutSummary(startUTC: start, endUTC: start + 60, durationSeconds: 60))
    let key = DuplicateWorkouts.Key(workout)
    #expect(
      key.start?.timeIntervalSinceReferenceDate.bitPattern
        == start.timeIntervalSinceReferenceDate.bitPattern)
    #expect(key.duration == 60)
    workout.summary.startUTC = nil
    #expect(DuplicateWorkouts.Key(workout).start == nil)
  }

  @Test("files given as keys are marked as the files themselves")
  func keysMarkAsFiles() {
    let files = [
      D.file("garmin/run.gpx", [(0, 1800), (5000, 600)]),
      D.file("export.xml", [(1, 1790), (5001, 600), (9000, 60)]),  // two copies, one new
      D.file("strava/run.gpx", [(2, 1800)]),  // a third copy of the first run
    ]
    var held = files
    held[1].workouts = []
    let keys = [1: files[1].workouts.map(DuplicateWorkouts.Key.init)]
    #expect(
      DuplicateWorkouts.find(in: held, heldBack: keys) == DuplicateWorkouts.find(in: files))
    let marked = DuplicateWorkouts.mark(held, heldBack: keys)
    #expect(marked.map(\.duplicates) == DuplicateWorkouts.mark(files).map(\.duplicates))
    // By hand: the export's first two are copies of garmin's; strava's run too.
    #expect(marked.map(\.duplicates.count) == [0, 2, 1])
  }
}
