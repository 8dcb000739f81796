import Achievements
import Foundation
import TestSupport
import Testing

@testable import WorkoutLibrary

/// What the last report showed (schema version 5): remembered and read back whole, only the
/// last report's awards kept, a hostile row read as nothing remembered, and a version-4
/// library that cannot be written read as one that remembers no report.
@Suite struct ReportMemoryStorageTests {
  static let first = ReportMemory(
    reportedAt: may1(),
    entries: [
      .init(id: "record.running.5k", recordValue: 1_450.125),
      .init(id: "type.running.10", tier: 10),
      .init(id: "date.leap_day"), .init(id: "place.country.jp"),
    ])

  @Test("a report remembered reads back with its time, tiers and record values, in order")
  func roundTrip() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    #expect(try library.lastReport() == nil)
    try library.remember(Self.first)
    #expect(try library.lastReport() == Self.first)
    // A second report replaces the awards; both times stay in `reports`.
    let second = ReportMemory(reportedAt: may1(86_400), entries: [.init(id: "date.leap_day")])
    try library.remember(second)
    #expect(try temporary.open().lastReport() == second)
    #expect(try library.database.integer("SELECT count(*) FROM reports") == 2)
    #expect(try library.database.integer("SELECT count(*) FROM report_shown") == 1)
  }

  @Test("a report time no trophies writes, or a value that is not finite, is not trusted")
  func hostileRows() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    try library.remember(Self.first)
    // SQLite reads 9e999 as infinity.
    try library.database.execute(
      "UPDATE report_shown SET record_value = 9e999 WHERE id = 'record.running.5k'")
    let read = try #require(try library.lastReport())
    #expect(read.entries.first { $0.id == "record.running.5k" }?.recordValue == nil)
    #expect(read.entries.count == 4)
    try library.database.execute("UPDATE reports SET reported_ms = 9223372036854775807")
    #expect(try library.lastReport() == nil)
  }

  @Test("a version-4 library that cannot be written is reported as it is, remembering nothing")
  func versionFourReadOnly() throws {
    let temporary = try TemporaryLibrary()
    let toVersion4 = "DROP TABLE report_shown; DROP TABLE reports; PRAGMA user_version = 4"
    try temporary.open().database.execute(toVersion4)
    // Writable: opening it read-only still migrates it, as every older version.
    #expect(try WorkoutLibrary(path: temporary.path, readOnly: true).database.userVersion == 5)
    try SQLiteDatabase(path: temporary.path).execute(toVersion4)
    // `chattr +i` on the file and its folder binds root too; skipped where it is missing.
    guard FileFlags.chattr("+i", temporary.path), FileFlags.chattr("+i", temporary.folder) else {
      return
    }
    defer { _ = FileFlags.chattr("-i", temporary.folder) && FileFlags.chattr("-i", temporary.path) }
    let library = try WorkoutLibrary(path: temporary.path, readOnly: true)
    #expect(library.isReadOnly)
    #expect(try library.database.userVersion == 4)
    #expect(try library.lastReport() == nil)
    #expect(try library.countedWorkoutCount() == 0)
  }

}
