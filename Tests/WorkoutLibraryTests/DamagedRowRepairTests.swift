import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Issue 17 break-it 2 (A5): a damaged workout row was left out of every report, and importing
/// its unchanged source file again did not open the file (its stamp matched) nor store it again
/// (its content was known), so nothing repaired it.
@Suite("damaged library rows are repaired by importing their file again")
struct DamagedRowRepairTests {
  /// Stores `a.gpx` (2 workouts) and `b.gpx` (1), both stamped, then damages `a.gpx`'s first row.
  static func damagedLibrary() throws -> (TemporaryLibrary, [ParsedFile], [PathKey: FileStamp]) {
    let temporary = try TemporaryLibrary()
    let files = [
      parsedFile(
        "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1),
        workouts: [(may1(), 600), (may1(7_200), 600)]),
      parsedFile(
        "b.gpx", format: .gpx, hash: ContentHash(high: 2, low: 2), workouts: [(may1(86_400), 900)]
      ),
    ]
    let stamps: [PathKey: FileStamp] = [
      "a.gpx": FileStamp(path: "a.gpx", size: 10, modificationNanoseconds: 5),
      "b.gpx": FileStamp(path: "b.gpx", size: 20, modificationNanoseconds: 6),
    ]
    _ = try temporary.open().store(files, stamps: stamps)
    try temporary.open().database.execute(
      "UPDATE workouts SET data = x'01ff00' WHERE id = (SELECT min(id) FROM workouts)")
    return (temporary, files, stamps)
  }

  @Test("a file with a damaged workout row has no stamp; the others keep theirs")
  func noStamp() throws {
    let (temporary, _, stamps) = try Self.damagedLibrary()
    #expect(try temporary.open().stamps() == ["b.gpx": stamps["b.gpx"]])
  }

  @Test("the damaged file read again is stored again: every workout reads back")
  func repaired() throws {
    let (temporary, files, stamps) = try Self.damagedLibrary()
    let outcome = try temporary.open().store([files[0]], stamps: stamps)
    #expect(outcome.newWorkouts == 2)
    #expect(outcome.failedFiles.isEmpty)
    let library = try temporary.open()
    var damaged = 0
    let read = try library.files(damaged: { _ in damaged += 1 })
    #expect(damaged == 0)
    #expect(read.map(\.workouts.count) == [2, 1])
    #expect(try library.countedWorkoutCount() == 3)
    #expect(try library.stamps().count == 2)
  }

  @Test("an archive holding a damaged member has no stamp")
  func archiveStamp() throws {
    let temporary = try TemporaryLibrary()
    let member = parsedFile(
      "x.zip!/m.gpx", format: .gpx, hash: ContentHash(high: 3, low: 3), workouts: [(may1(), 600)])
    let zip = FileStamp(path: "x.zip", size: 30, modificationNanoseconds: 7)
    _ = try temporary.open().store([member], stamps: ["x.zip": zip])
    #expect(try temporary.open().stamps()["x.zip"] == zip)
    try temporary.open().database.execute("UPDATE files SET warnings = x'ff'")
    #expect(try temporary.open().stamps().isEmpty)
  }

  /// The sibling kind: a changed file's old workouts are removed, and a copy that named one of
  /// them as the counted copy is counted again. It was not an anchor of the duplicate rule in
  /// that run, so the new content's recording of the same workout was counted beside it.
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
