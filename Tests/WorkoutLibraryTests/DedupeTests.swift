import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Expected values follow the rule of `DuplicateWorkouts` (start within 2 s, duration within
/// 60 s), worked out by hand for each case.
@Suite("library dedupe across runs")
struct DedupeTests {
  @Test("a TCX copy of a GPX recording stored in an earlier run is a duplicate naming the GPX")
  func acrossFormatsAndRuns() throws {
    let temporary = try TemporaryLibrary()
    let first = try temporary.open().store(
      [
        parsedFile(
          "garmin/a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1),
          workouts: [(may1(), 1_800)])
      ],
      stamps: [:])
    #expect(first.newWorkouts == 1)
    // 1 s later, 10 s shorter: the same recording. 3 s later: another workout.
    let second = try temporary.open().store(
      [
        parsedFile(
          "strava/b.tcx", format: .tcx, hash: ContentHash(high: 2, low: 2),
          workouts: [(may1(1), 1_790)]),
        parsedFile(
          "strava/c.tcx", format: .tcx, hash: ContentHash(high: 3, low: 3),
          workouts: [(may1(3), 1_800)]),
      ], stamps: [:])
    #expect(second.newWorkouts == 1)
    #expect(second.duplicateCount == 1)
    #expect(second.newFiles.first?.duplicates.first?.countedIn == "garmin/a.gpx")
    #expect(second.newFiles.last?.duplicates.isEmpty == true)
    let library = try temporary.open()
    #expect(try library.countedWorkoutCount() == 2)
    let files = try library.files()
    #expect(files.map(\.source) == ["garmin/a.gpx", "strava/b.tcx", "strava/c.tcx"])
    #expect(files.map(\.workouts.count) == [1, 0, 1])
    #expect(
      files[1].duplicates == [DuplicateRecording(startUTC: may1(1), countedIn: "garmin/a.gpx")])
  }

  @Test("copies within one run: the first in input order is kept, as without a library")
  func withinOneRun() throws {
    let temporary = try TemporaryLibrary()
    let outcome = try temporary.open().store(
      [
        parsedFile(
          "x.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 600)]),
        parsedFile(
          "y.tcx", format: .tcx, hash: ContentHash(high: 2, low: 2), workouts: [(may1(-2), 650)]),
      ], stamps: [:], batchSize: 1)
    #expect(outcome.newWorkouts == 1)
    #expect(outcome.newFiles[1].duplicates.first?.countedIn == "x.gpx")
  }

  @Test("the same content under another name is stored once; the report names the copy kept")
  func sameContentOtherName() throws {
    let temporary = try TemporaryLibrary()
    let hash = ContentHash(high: 7, low: 9)
    _ = try temporary.open().store(
      [
        parsedFile(
          "old/run.gpx", format: .gpx, hash: hash, workouts: [(may1(), 900), (may1(5_000), 900)])
      ],
      stamps: [:])
    let again = try temporary.open().store(
      [
        parsedFile(
          "export.zip!/activities/77.gpx", format: .gpx, hash: hash,
          workouts: [(may1(), 900), (may1(5_000), 900)])
      ],
      stamps: [:])
    #expect(again.newWorkouts == 0)
    #expect(again.knownFiles.map(\.source) == ["export.zip!/activities/77.gpx"])
    #expect(again.alreadyStoredWorkouts == 2)
    let library = try temporary.open()
    #expect(try library.database.integer("SELECT count(*) FROM workouts") == 2)
    let alias = try #require(try library.files().first { $0.source.hasPrefix("export") })
    #expect(alias.workouts.isEmpty)
    #expect(alias.duplicates.map(\.countedIn) == ["old/run.gpx", "old/run.gpx"])
  }

  @Test("a path whose content changed replaces its workouts; copies of them count again")
  func changedContent() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 900)]),
        parsedFile(
          "b.tcx", format: .tcx, hash: ContentHash(high: 2, low: 2), workouts: [(may1(1), 900)]),
      ], stamps: [:])
    let library = try temporary.open()
    #expect(try library.countedWorkoutCount() == 1)
    // a.gpx now holds a workout on another day: b.tcx's copy is the only one left, counted.
    _ = try library.store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: ContentHash(high: 3, low: 3), workouts: [(may1(86_400), 900)]
        )
      ],
      stamps: [:])
    #expect(try library.countedWorkoutCount() == 2)
    let files = try library.files()
    #expect(files.map(\.workouts.count) == [1, 1])
    #expect(files.allSatisfy { $0.duplicates.isEmpty })
  }
}
