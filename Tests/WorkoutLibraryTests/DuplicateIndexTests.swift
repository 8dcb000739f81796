import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Break-it F4: deleting a content's workouts (a changed `export.xml` stored again) made SQLite
/// look up, for each deleted row, the rows naming it as `duplicate_of` (the foreign key) — a
/// scan of the whole table each, quadratic without an index on that column
/// (https://sqlite.org/foreignkeys.html#fk_indexes). After an import the lookup uses one.
@Suite("duplicate_of is indexed")
struct DuplicateIndexTests {
  @Test("after an import, looking up rows by duplicate_of uses an index")
  func indexed() throws {
    let temporary = try TemporaryLibrary()
    let file = parsedFile(
      "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 600)])
    let library = try temporary.open()
    _ = try library.store([file], stamps: [:])
    let plan = try library.database.prepare(
      "EXPLAIN QUERY PLAN SELECT id FROM workouts WHERE duplicate_of = 1")
    var details: [String] = []
    while try plan.step() { details.append(plan.text(3) ?? "") }
    #expect(details.contains { $0.contains("USING") && $0.contains("INDEX workouts_duplicate") })
  }
}
