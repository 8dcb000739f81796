import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// One file SQLite refuses, or two files of one name, never cost the rest of a batch
/// (issue 17: one archive member made every import that included it fail, storing nothing).
/// Expected counts are worked out by hand per case.
@Suite("library store: one file's failure stays that file's")
struct StoreFailureTests {
  /// A file whose only workout has a NaN duration: SQLite binds NaN as NULL, which
  /// `workouts.duration_s NOT NULL` refuses (a constraint failure on this file alone).
  func unstorable(_ source: String, hash: UInt64) -> ParsedFile {
    var file = parsedFile(
      source, format: .gpx, hash: ContentHash(high: hash, low: hash), workouts: [(may1(), 600)])
    file.workouts[0].summary.durationSeconds = .nan
    return file
  }

  @Test("a file SQLite refuses is listed as failed; the files before and after it are stored")
  func oneRefusedFile() throws {
    let temporary = try TemporaryLibrary()
    let outcome = try temporary.open().store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1),
          workouts: [(may1(-86_400), 600)]),
        unstorable("b.gpx", hash: 2),
        parsedFile(
          "c.gpx", format: .gpx, hash: ContentHash(high: 3, low: 3),
          workouts: [(may1(86_400), 600)]),
      ], stamps: [:])
    #expect(outcome.newFiles.map(\.source) == ["a.gpx", "c.gpx"])
    #expect(outcome.failedFiles.map(\.source) == ["b.gpx"])
    #expect(outcome.failedFiles.first?.error?.category == .io)
    #expect(outcome.failedFiles.first?.error?.message.contains("NOT NULL") == true)
    #expect(outcome.newWorkouts == 2)
    let library = try temporary.open()
    #expect(try library.files().map(\.source) == ["a.gpx", "c.gpx"])
    #expect(try library.countedWorkoutCount() == 2)
    // Not stored, so not known: its stamp is not written and the next import reads it again.
    #expect(try library.stamps()["b.gpx"] == nil)
  }

  @Test("a second file of one path in a run is refused; the first keeps its workouts")
  func samePathTwice() throws {
    let temporary = try TemporaryLibrary()
    let outcome = try temporary.open().store(
      [
        parsedFile(
          "e.zip!/x.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1),
          workouts: [(may1(), 600)]),
        parsedFile(
          "e.zip!/x.gpx", format: .gpx, hash: ContentHash(high: 2, low: 2),
          workouts: [(may1(86_400), 600)]),
      ], stamps: [:], batchSize: 1)
    #expect(outcome.newWorkouts == 1)
    #expect(outcome.failedFiles.map(\.source) == ["e.zip!/x.gpx"])
    let library = try temporary.open()
    let files = try library.files()
    #expect(files.map(\.workouts.count) == [1])
    // Every stored workout belongs to a stored file (none orphaned, as before the fix).
    #expect(try library.countedWorkoutCount() == 1)
  }

  @Test("an archive holding a member that was not stored gets no stamp")
  func archiveNotStamped() throws {
    let temporary = try TemporaryLibrary()
    let archive = FileStamp(path: "in/e.zip", size: 100, modificationNanoseconds: 5)
    let other = FileStamp(path: "in/f.zip", size: 200, modificationNanoseconds: 6)
    _ = try temporary.open().store(
      [
        // A name starting with a combining mark: `/` and U+064C make one character.
        unstorable("in/e.zip!/\u{64C}x.gpx", hash: 1),
        parsedFile(
          "in/f.zip!/y.gpx", format: .gpx, hash: ContentHash(high: 2, low: 2),
          workouts: [(may1(), 600)]),
      ], stamps: ["in/e.zip": archive, "in/f.zip": other])
    let stamps = try temporary.open().stamps()
    #expect(stamps["in/e.zip"] == nil)
    #expect(stamps["in/f.zip"] == other)
  }

  @Test("workouts left without their file row by an older version are adopted, not refused")
  func orphanedWorkoutsAdopted() throws {
    let temporary = try TemporaryLibrary()
    let content = ContentHash(high: 7, low: 7)
    _ = try temporary.open().store(
      [parsedFile("e.zip!/x.gpx", format: .gpx, hash: content, workouts: [(may1(), 600)])],
      stamps: [:])
    // What issue 17's duplicate member names left: the workouts, but no file row for them.
    try temporary.open().database.execute("DELETE FROM files")
    let outcome = try temporary.open().store(
      [
        parsedFile("e.zip!/x.gpx", format: .gpx, hash: content, workouts: [(may1(), 600)]),
        parsedFile(
          "e.zip!/y.gpx", format: .gpx, hash: ContentHash(high: 8, low: 8),
          workouts: [(may1(86_400), 600)]),
      ], stamps: [:])
    #expect(outcome.failedFiles.isEmpty)
    #expect(outcome.knownFiles.map(\.source) == ["e.zip!/x.gpx"])
    #expect(outcome.alreadyStoredWorkouts == 1)
    #expect(outcome.newWorkouts == 1)
    let files = try temporary.open().files()
    #expect(files.map(\.workouts.count) == [1, 1])
  }

  @Test("a file refused for its name keeps its own error, the reason added")
  func refusedKeepsOwnError() throws {
    let temporary = try TemporaryLibrary()
    var unreadable = ParsedFile(source: "in/\u{FFFD}.gpx")
    unreadable.error = ImportError(.malformed, "2 files match it", file: unreadable.source)
    let outcome = try temporary.open().store([unreadable, unreadable], stamps: [:])
    #expect(outcome.newFiles.map(\.source) == ["in/\u{FFFD}.gpx"])
    let refused = try #require(outcome.failedFiles.first?.error)
    #expect(refused.category == .malformed)
    #expect(
      refused.message
        == "2 files match it; not stored in the workout library (another file of this run has "
        + "the same name); the next import reads it again")
  }
}
