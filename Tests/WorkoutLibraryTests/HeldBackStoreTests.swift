import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// A held-back Apple Health export (``ParsedFile/heldBack``) is stored batch by batch inside one
/// `SAVEPOINT` (issue 17): a failure in any batch, or a second reading that is not the first,
/// leaves nothing of the file, and the files around it are stored. Expected rows are counted by
/// hand per case.
@Suite("library store: a held-back export stored batch by batch")
struct HeldBackStoreTests {
  /// The export as the first reading lists it: no workouts, its hash, held back.
  static func heldBack(_ source: String, hash: UInt64, count: Int) -> ParsedFile {
    var file = ParsedFile(source: source, format: .appleHealth, creator: "test device")
    file.contentHash = ContentHash(high: hash, low: hash)
    var held = HeldBackExport()
    held.workoutCount = count
    file.heldBack = held
    return file
  }

  /// `count` workouts of 600 s, one a day from 2024-05-01T06:00Z, as the second reading gives them.
  static func workouts(_ source: String, from first: Int, count: Int) -> [Workout] {
    parsedFile(
      source, format: .appleHealth, hash: nil,
      workouts: (first..<first + count).map { (may1(Double($0) * 86_400), 600) }
    ).workouts
  }

  /// A reader that hands out `batches` (each a list of workouts) and then lists the file as
  /// `ending` says.
  static func reader(
    _ batches: [[Workout]], ending: @escaping (ParsedFile) -> ParsedFile = { $0 }
  ) -> WorkoutLibrary.HeldBackReader {
    { file, take in
      for batch in batches where !take(batch) { break }
      var listed = file
      listed.heldBack = nil
      return ending(listed)
    }
  }

  func rows(_ library: WorkoutLibrary, _ table: String) throws -> Int64 {
    try library.database.integer("SELECT count(*) FROM \(table)") ?? -1
  }

  @Test("three batches are stored as one file: 5 workouts, ordinals 0–4, one file row")
  func stored() throws {
    let temporary = try TemporaryLibrary()
    let source = "apple_health_export/export.xml"
    let batches = [
      Self.workouts(source, from: 0, count: 2), Self.workouts(source, from: 2, count: 2),
      Self.workouts(source, from: 4, count: 1),
    ]
    let outcome = try temporary.open().store(
      [Self.heldBack(source, hash: 7, count: 5)], stamps: [:],
      heldBack: Self.reader(batches))
    #expect(outcome.newWorkouts == 5)
    #expect(outcome.newFiles.map(\.source) == [source])
    let library = try temporary.open()
    #expect(try rows(library, "workouts") == 5)
    #expect(try rows(library, "files") == 1)
    let ordinals = try library.database.prepare("SELECT ordinal FROM workouts ORDER BY id")
    var seen: [Int64] = []
    while try ordinals.step() { seen.append(ordinals.integer(0)) }
    #expect(seen == [0, 1, 2, 3, 4])
  }

  @Test(
    "a failure after some batches leaves nothing of the file; the files around it are stored",
    arguments: ["row refused", "read failed", "content changed"])
  func rolledBack(failure: String) throws {
    let temporary = try TemporaryLibrary()
    let source = "apple_health_export/export.xml"
    var second = Self.workouts(source, from: 2, count: 2)
    if failure == "row refused" { second[1].summary.durationSeconds = .nan }  // NOT NULL
    let reader = Self.reader([Self.workouts(source, from: 0, count: 2), second]) { listed in
      var listed = listed
      if failure == "read failed" {
        listed.error = ImportError(.malformed, "cut short", file: listed.source)
      }
      if failure == "content changed" { listed.contentHash = ContentHash(high: 8, low: 8) }
      return listed
    }
    let before = parsedFile(
      "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(-86_400), 600)])
    let after = parsedFile(
      "c.gpx", format: .gpx, hash: ContentHash(high: 3, low: 3), workouts: [(may1(-172_800), 600)])
    let outcome = try temporary.open().store(
      [before, Self.heldBack(source, hash: 7, count: 4), after], stamps: [:], heldBack: reader)
    #expect(outcome.newFiles.map(\.source) == ["a.gpx", "c.gpx"])
    #expect(outcome.failedFiles.map(\.source) == [source])
    #expect(outcome.newWorkouts == 2)
    let library = try temporary.open()
    // a.gpx and c.gpx: 2 workouts, 2 file rows; nothing of the export, not even its stamp.
    #expect(try rows(library, "workouts") == 2)
    #expect(try library.files().map(\.source) == ["a.gpx", "c.gpx"])
    #expect(try library.stamps()[PathKey(source)] == nil)
  }

  /// Review of issue 17's batches: a content stored again (rows damaged, or stored before
  /// tiles: every file after the schema v4 upgrade) had its old rows deleted before the file's
  /// `SAVEPOINT`, so a re-store refused at file level (the export no longer readable, a row
  /// SQLite refuses) lost them for good. Now they are deleted inside it: the file is listed as
  /// failed and its 4 (held-back export) or 1 (GPX) stored workouts stay.
  @Test(
    "a content stored again that is refused keeps its old rows",
    arguments: ["held-back export", "plain file"])
  func failedRestoreKeepsRows(kind: String) throws {
    let temporary = try TemporaryLibrary()
    let source = kind == "plain file" ? "a.gpx" : "apple_health_export/export.xml"
    let first: ParsedFile
    let again: ParsedFile
    var reader: WorkoutLibrary.HeldBackReader? = nil
    if kind == "plain file" {
      first = parsedFile(
        source, format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(0), 600)])
      var refused = first
      refused.workouts[0].summary.durationSeconds = .nan  // NOT NULL: SQLite refuses the row
      again = refused
    } else {
      first = Self.heldBack(source, hash: 7, count: 4)
      again = first
    }
    let good = Self.reader([Self.workouts(source, from: 0, count: 4)])
    _ = try temporary.open().store([first], stamps: [:], heldBack: good)
    let library = try temporary.open()
    let stored = try rows(library, "workouts")
    #expect(stored == (kind == "plain file" ? 1 : 4))
    try library.database.execute("UPDATE workouts SET data = x'FF'")  // damaged: stored again
    if kind != "plain file" {
      reader = Self.reader([Self.workouts(source, from: 0, count: 2)]) { listed in
        var listed = listed
        listed.error = ImportError(.malformed, "cut short", file: listed.source)
        return listed
      }
    }
    let outcome = try temporary.open().store([again], stamps: [:], heldBack: reader)
    #expect(outcome.failedFiles.map(\.source) == [source])
    #expect(try rows(temporary.open(), "workouts") == stored)
  }

  @Test("a copy across a batch boundary is found: the second batch's first workout, 1 s later")
  func copyAcrossBatches() throws {
    let temporary = try TemporaryLibrary()
    let source = "apple_health_export/export.xml"
    var second = Self.workouts(source, from: 1, count: 2)
    // Ordinal 2 starts 1 s after ordinal 1 (day 1) and lasts 30 s longer: within 2 s and 60 s.
    second[0].summary.startUTC = may1(86_400 + 1)
    second[0].summary.durationSeconds = 630
    let outcome = try temporary.open().store(
      [Self.heldBack(source, hash: 7, count: 4)], stamps: [:],
      heldBack: Self.reader([Self.workouts(source, from: 0, count: 2), second]))
    // 4 workouts, 1 copy: 3 counted.
    #expect(outcome.newWorkouts == 3)
    #expect(outcome.duplicateCount == 1)
    #expect(outcome.newFiles.first?.duplicates.first?.startUTC == may1(86_400 + 1))
    let library = try temporary.open()
    let copies = try library.database.prepare(
      "SELECT w.ordinal, k.ordinal FROM workouts w JOIN workouts k ON w.duplicate_of = k.id")
    #expect(try copies.step())
    #expect(copies.integer(0) == 2)
    #expect(copies.integer(1) == 1)
    #expect(try !copies.step())
  }

  @Test("without a reader a held-back export is listed as failed, not stored as empty")
  func noReader() throws {
    let temporary = try TemporaryLibrary()
    let source = "apple_health_export/export.xml"
    let outcome = try temporary.open().store(
      [Self.heldBack(source, hash: 7, count: 4)], stamps: [:])
    #expect(outcome.failedFiles.map(\.source) == [source])
    #expect(outcome.newFiles.isEmpty)
    #expect(try rows(temporary.open(), "files") == 0)
  }
}
