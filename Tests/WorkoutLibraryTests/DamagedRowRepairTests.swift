import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Issue 17 break-it 2 (A5): a damaged workout row was left out of every report, and importing
/// its unchanged source file again did not open the file (its stamp matched) nor store it again
/// (its content was known), so nothing repaired it. A read of the library that meets a damaged
/// row (`files(damaged:)`, `forEachCountedWorkout(damaged:)`) clears its file's stamp; the next
/// import reads that file and stores it again. An import that reads nothing back decodes
/// nothing (it took 1 s per 100,000 stored workouts on every import).
@Suite("damaged library rows are repaired by importing their file again")
struct DamagedRowRepairTests {
  /// Stores `a.gpx` (2 workouts) and `b.gpx` (1), both stamped, re-imports them unchanged
  /// (unless not `reimported`), then damages `a.gpx`'s first row.
  static func damagedLibrary(reimported: Bool = true) throws -> (
    TemporaryLibrary, [ParsedFile], [PathKey: FileStamp]
  ) {
    let temporary = try TemporaryLibrary()
    let files = twoGPXFiles()
    let stamps: [PathKey: FileStamp] = [
      "a.gpx": FileStamp(path: "a.gpx", size: 10, modificationNanoseconds: 5),
      "b.gpx": FileStamp(path: "b.gpx", size: 20, modificationNanoseconds: 6),
    ]
    _ = try temporary.open().store(files, stamps: stamps)
    // A re-import that found both unchanged (their stamps are written to `archives` as well).
    if reimported { _ = try temporary.open().store([], stamps: stamps) }
    try temporary.open().database.execute(
      "UPDATE workouts SET data = x'01ff00' WHERE id = (SELECT min(id) FROM workouts)")
    return (temporary, files, stamps)
  }

  /// How a command meets the library's rows: `report` reads every file back, `import` the
  /// counted workouts one at a time, `achievements` every row once (`scanCounted`).
  enum Reading: String, CaseIterable, CustomTestStringConvertible {
    case files, countedWorkouts, scan
    var testDescription: String { rawValue }

    /// Reads `library` this way; returns how many damaged rows were handed out.
    func read(_ library: WorkoutLibrary) throws -> Int {
      var damaged = 0
      switch self {
      case .files: _ = try library.files(damaged: { _ in damaged += 1 })
      case .countedWorkouts:
        try library.forEachCountedWorkout(damaged: { _ in damaged += 1 }, { _ in })
      case .scan: _ = try library.scanCounted(damaged: { _ in damaged += 1 }, { _ in })
      }
      return damaged
    }
  }

  /// An import decodes nothing before it reads its inputs: a damaged row nobody has read is
  /// not noticed, every stamp is as stored (c3d45b4 decoded every row on each import).
  @Test("a damaged row no read has met leaves every stamp as stored")
  func stampsDecodeNothing() throws {
    let (temporary, _, stamps) = try Self.damagedLibrary(reimported: false)
    #expect(try temporary.open().stamps() == stamps)
  }

  @Test(
    "a read that meets a damaged row clears its file's stamp; the others keep theirs",
    arguments: Reading.allCases, [false, true])
  func readMarks(reading: Reading, readOnly: Bool) throws {
    let (temporary, _, stamps) = try Self.damagedLibrary()
    let library = try WorkoutLibrary(path: temporary.path, readOnly: readOnly)
    #expect(library.isReadOnly == readOnly)
    #expect(try reading.read(library) == 1)
    #expect(try temporary.open().stamps()["a.gpx"]?.size == -1)
    #expect(try temporary.open().stamps()["b.gpx"] == stamps["b.gpx"])
  }

  @Test("the damaged file read again is stored again: every workout reads back")
  func repaired() throws {
    let (temporary, files, stamps) = try Self.damagedLibrary()
    #expect(try Reading.files.read(temporary.open()) == 1)
    let outcome = try temporary.open().store([files[0]], stamps: stamps)
    #expect(outcome.newWorkouts == 2)
    #expect(outcome.failedFiles.isEmpty)
    let library = try temporary.open()
    var damaged = 0
    let read = try library.files(damaged: { _ in damaged += 1 })
    #expect(damaged == 0)
    #expect(read.map(\.workouts.count) == [2, 1])
    #expect(try library.countedWorkoutCount() == 3)
    #expect(try library.stamps() == stamps)
  }

  @Test("an archive holding a member with damaged warnings loses its stamp when read")
  func archiveStamp() throws {
    let temporary = try TemporaryLibrary()
    let member = parsedFile(
      "x.zip!/m.gpx", format: .gpx, hash: ContentHash(high: 3, low: 3), workouts: [(may1(), 600)])
    let zip = FileStamp(path: "x.zip", size: 30, modificationNanoseconds: 7)
    let other = FileStamp(path: "y.zip", size: 40, modificationNanoseconds: 8)
    _ = try temporary.open().store([member], stamps: ["x.zip": zip, "y.zip": other])
    try temporary.open().database.execute("UPDATE files SET warnings = x'ff'")
    #expect(try temporary.open().stamps()["x.zip"] == zip)
    #expect(try Reading.files.read(temporary.open()) == 1)
    let after = try temporary.open().stamps()
    #expect(after["x.zip"]?.size == -1)
    #expect(after["y.zip"] == other)
  }

  /// The sibling kind: a changed file's old workouts are removed, and a copy that named one of
  /// them as the counted copy is counted again. It was not an anchor of the duplicate rule in
  /// that run, so the new content's recording of the same workout was counted beside it.
  /// A file found unchanged once is stamped in `archives` too; changed since and read again,
  /// its old stamp there won over its `files` row, so every import read it again.
  @Test("a file changed after a re-import that found it unchanged is not read again for good")
  func changedAfterUnchanged() throws {
    let temporary = try TemporaryLibrary()
    let file = parsedFile(
      "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 600)])
    let old = FileStamp(path: "a.gpx", size: 10, modificationNanoseconds: 5)
    _ = try temporary.open().store([file], stamps: ["a.gpx": old])
    _ = try temporary.open().store([], stamps: ["a.gpx": old])  // found unchanged
    let touched = FileStamp(path: "a.gpx", size: 10, modificationNanoseconds: 9)
    _ = try temporary.open().store([file], stamps: ["a.gpx": touched])
    #expect(try temporary.open().stamps() == ["a.gpx": touched])
  }

  @Test("a copy counted again when its kept workout's file changes is not counted twice")
  func freedCopyIsAnchor() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 600)]),
        parsedFile(
          "b.tcx", format: .tcx, hash: ContentHash(high: 2, low: 2), workouts: [(may1(1), 600)]),
      ], stamps: [:])
    #expect(try temporary.open().countedWorkoutCount() == 1)
    // a.gpx edited (new content), still holding the same recording.
    let outcome = try temporary.open().store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: ContentHash(high: 9, low: 9), workouts: [(may1(), 600)])
      ], stamps: [:])
    #expect(outcome.duplicateCount == 1)
    #expect(try temporary.open().countedWorkoutCount() == 1)
  }
}
