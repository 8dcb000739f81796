import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Every child column of a foreign key whose parent rows are deleted has an index, so that
/// deleting a content's workouts (a changed export.xml or activities.csv) looks up each row's
/// children through it instead of scanning the table (issue 17, break-it F4: quadratic, a changed
/// 200,000-workout export took more than 17 minutes). Asserted on SQLite's own plan, not on time.
@Suite("library schema: foreign keys have their indexes")
struct ForeignKeyIndexTests {
  /// The `detail` column of `EXPLAIN QUERY PLAN` for `sql`
  /// (https://sqlite.org/eqp.html: "SEARCH … USING INDEX name" or "SCAN table").
  func plan(_ sql: String, in database: SQLiteDatabase) throws -> [String] {
    let rows = try database.prepare("EXPLAIN QUERY PLAN " + sql)
    var details: [String] = []
    while try rows.step() { details.append(rows.text(3) ?? "") }
    return details
  }

  /// The one foreign key whose parent rows are deleted: `workouts.duplicate_of` (a deleted
  /// workout's copies). `batches` and `reports`, the other parents, are never deleted.
  @Test("the children of a deleted workout are found through an index, new library or old")
  func duplicateOfIndexed() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    let details = try plan("SELECT id FROM workouts WHERE duplicate_of = 1", in: library.database)
    #expect(details.contains { $0.contains("USING") && $0.contains("INDEX workouts_duplicate") })
    #expect(!details.contains { $0.hasPrefix("SCAN") })
  }

  @Test("a version-5 library written without the index gets it when opened, and keeps its rows")
  func addedToOldVersion5() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [
        parsedFile(
          "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 600)])
      ], stamps: [:])
    do {
      let raw = try SQLiteDatabase(path: temporary.path)
      try raw.execute("DROP INDEX workouts_duplicate")
      #expect(try raw.userVersion == 5)
    }
    let library = try temporary.open()
    #expect(
      try library.database.integer(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'workouts_duplicate'")
        == 1)
    #expect(try library.countedWorkoutCount() == 1)
  }

  @Test("a version-5 library without the index opened read-only is read, not written")
  func readOnlyLeftAsItIs() throws {
    let temporary = try TemporaryLibrary()
    do {
      let raw = try temporary.open()
      try raw.database.execute("DROP INDEX workouts_duplicate")
    }
    let library = try WorkoutLibrary(path: temporary.path, readOnly: true)
    #expect(library.isReadOnly)
    #expect(
      try library.database.integer(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'workouts_duplicate'")
        == 0)
  }
}
