import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// `achievements` from the library reads every row once (`scanCounted`) instead of rebuilding
/// the files' listing (issue 17: 1.59 GB for a million Apple Health workouts, to let them go
/// again). What it tells must be what the rebuilt listing tells: whether a file holds a workout,
/// how many files were skipped, and the counted workouts in the order `forEachCountedWorkout`
/// gives them.
@Suite("the library's listing summarised without rebuilding it")
struct ListingSummaryTests {
  /// `a.gpx` (2 workouts), `b.gpx` (1), `c.tcx` holding a copy of `a.gpx`'s first workout
  /// (1 s later: a duplicate by the rule), and `bad.fit` skipped as malformed.
  static func library() throws -> TemporaryLibrary {
    let temporary = try TemporaryLibrary()
    let copy = parsedFile(
      "c.tcx", format: .tcx, hash: ContentHash(high: 3, low: 3), workouts: [(may1(1), 600)])
    let bad = ParsedFile(
      source: "bad.fit", error: ImportError(.malformed, "no records", file: "bad.fit"))
    _ = try temporary.open().store(twoGPXFiles() + [copy, bad], stamps: [:])
    return temporary
  }

  @Test("three counted workouts of four stored, one skipped file, as the listing says")
  func summary() throws {
    let library = try Self.library().open()
    var starts: [Date] = []
    let summary = try library.scanCounted(damaged: nil) {
      starts.append($0.summary.startUTC ?? .distantPast)
    }
    // By hand: a.gpx's two, b.gpx's one; c.tcx's copy is a duplicate.
    #expect(starts == [may1(), may1(7_200), may1(86_400)])
    #expect(summary == WorkoutLibrary.ListingSummary(holdsWorkout: true, skippedFiles: 1))
    // The same as the rebuilt listing and the counted reading.
    let files = try library.files()
    #expect(files.filter { $0.error != nil }.count == summary.skippedFiles)
    #expect(files.flatMap(\.workouts).count == starts.count)
    var counted: [Date] = []
    try library.forEachCountedWorkout { counted.append($0.summary.startUTC ?? .distantPast) }
    #expect(counted == starts)
  }

  @Test("a library of skipped files only holds no workout")
  func onlySkipped() throws {
    let temporary = try TemporaryLibrary()
    let bad = ParsedFile(
      source: "bad.fit", error: ImportError(.malformed, "no records", file: "bad.fit"))
    _ = try temporary.open().store([bad], stamps: [:])
    var calls = 0
    let summary = try temporary.open().scanCounted(damaged: nil) { _ in calls += 1 }
    #expect(summary == WorkoutLibrary.ListingSummary(holdsWorkout: false, skippedFiles: 1))
    #expect(calls == 0)
  }

  @Test("damaged rows are handed out in the listing's order: workout rows, then warnings")
  func damagedOrder() throws {
    let temporary = try Self.library()
    try temporary.open().database.execute(
      "UPDATE workouts SET data = x'01ff00' WHERE id = (SELECT max(id) FROM workouts)")
    try temporary.open().database.execute(
      "UPDATE files SET warnings = x'ff' WHERE path = 'a.gpx'")
    var fromScan: [String] = []
    _ = try temporary.open().scanCounted(damaged: { fromScan.append($0.location) }, { _ in })
    var fromFiles: [String] = []
    _ = try temporary.open().files(damaged: { fromFiles.append($0.location) })
    #expect(fromScan.count == 2)
    #expect(fromScan == fromFiles)
    #expect(fromScan.last?.hasSuffix(": a.gpx") == true)
  }
}
