import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Break-it M6: a `duplicate_of` naming a row that does not exist (a library edited by hand,
/// `UPDATE workouts SET duplicate_of = 999999`) hid every row it was set on, and a library of
/// 260 workouts "held no workout yet". A row whose `duplicate_of` names no counted row is
/// counted (``WorkoutLibrary/countedRow``). Expected counts by hand: `a.gpx` holds 2 workouts,
/// `b.gpx` 1, none of them a duplicate of another (different starts).
@Suite("a dangling duplicate_of hides nothing")
struct DanglingDuplicateTests {
  /// The library of `a.gpx` and `b.gpx` with every row's `duplicate_of` set to `target`.
  static func library(pointingAt target: String) throws -> TemporaryLibrary {
    let temporary = try TemporaryLibrary()
    let files = twoGPXFiles()
    _ = try temporary.open().store(files, stamps: [:])
    // As the `sqlite3` shell edits it: foreign keys are not enforced there.
    let database = try temporary.open().database
    try database.execute("PRAGMA foreign_keys = OFF")
    try database.execute("UPDATE workouts SET duplicate_of = \(target)")
    return temporary
  }

  @Test(
    "every row is counted when duplicate_of names no counted row",
    arguments: ["999999", "id", "(SELECT max(id) FROM workouts)"])
  func counted(target: String) throws {
    let library = try Self.library(pointingAt: target).open()
    #expect(try library.countedWorkoutCount() == 3)
    let files = try library.files()
    #expect(files.map(\.workouts.count) == [2, 1])
    #expect(files.allSatisfy { $0.duplicates.isEmpty })
    var seen = 0
    try library.forEachCountedWorkout { _ in seen += 1 }
    #expect(seen == 3)
  }
}
