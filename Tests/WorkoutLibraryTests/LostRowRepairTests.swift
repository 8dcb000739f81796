import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Issue 17 break-it F5: a file renamed and a new recording saved under its old name (or two
/// files that swapped contents) lost the renamed file's workouts; its `files` row said its
/// content was stored, so every later import, the file touched or not, found it "already in the
/// library" and stored nothing. A file read again whose content has no workout row left stores
/// its workouts again. Expected counts are worked out by hand per case.
@Suite("workouts a library lost are stored again when their file is read again")
struct LostRowRepairTests {
  static let hash = ContentHash(high: 1, low: 1)

  /// `d/2024-run.gpx` with two workouts, 2 h apart.
  static func renamed() -> ParsedFile {
    parsedFile(
      "d/2024-run.gpx", format: .gpx, hash: hash, workouts: [(may1(), 900), (may1(7_200), 900)])
  }

  @Test("a file whose content lost its rows gets them back when read again")
  func lostRowsStoredAgain() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([Self.renamed()], stamps: [:])
    // The state the F5 import left: the file row names the content, no workout row holds it.
    try temporary.open().database.execute("DELETE FROM workouts")
    let library = try temporary.open()
    #expect(try library.countedWorkoutCount() == 0)
    let again = try library.store([Self.renamed()], stamps: [:])
    #expect(again.newWorkouts == 2)
    #expect(again.newFiles.map(\.source) == ["d/2024-run.gpx"])
    #expect(again.failedFiles.isEmpty)
    #expect(try library.countedWorkoutCount() == 2)
    #expect(try library.files().first?.workouts.count == 2)
    // Stored once: a third import finds both workouts stored.
    let third = try library.store([Self.renamed()], stamps: [:])
    #expect(third.newWorkouts == 0)
    #expect(third.alreadyStoredWorkouts == 2)
  }

  @Test("two new files of one content in one batch: stored once, the second not taken for lost")
  func copiesInOneBatch() throws {
    let temporary = try TemporaryLibrary()
    var copy = Self.renamed()
    copy.source = "e/copy.gpx"
    let outcome = try temporary.open().store([Self.renamed(), copy], stamps: [:])
    #expect(outcome.failedFiles.isEmpty)
    #expect(outcome.newWorkouts == 2)
    #expect(outcome.knownFiles.map(\.source) == ["e/copy.gpx"])
    #expect(try temporary.open().database.integer("SELECT count(*) FROM workouts") == 2)
  }

  @Test("a file that holds no workout is not taken for one that lost them")
  func emptyFileKnown() throws {
    let temporary = try TemporaryLibrary()
    let empty = parsedFile("empty.gpx", format: .gpx, hash: Self.hash, workouts: [])
    _ = try temporary.open().store([empty], stamps: [:])
    let again = try temporary.open().store([empty], stamps: [:])
    #expect(again.newFiles.isEmpty)
    #expect(again.knownFiles.map(\.source) == ["empty.gpx"])
  }
}
