import Achievements
import Foundation

extension WorkoutLibrary {
  /// Earliest and latest report time read back, in ms since 1970: 1900-01-01 (the library's
  /// bound on stored times) to 9999-12-31T23:59:59.999Z, the latest `SOURCE_DATE_EPOCH` a
  /// report takes (break-it m1: a report of 9999 was written, then read as none, so the next
  /// one said it was the first). A row outside was not written by trophies and is not a report
  /// remembered.
  static let reportTimeBounds: ClosedRange<Int64> = -2_208_988_800_000...253_402_300_799_999

  /// What the last report remembered showed (schema version 5, ``LibrarySchema/version5``): the
  /// last one written (the highest row id), whatever its time, or
  /// `nil` when none is remembered: no report yet, a library of version 4 opened read-only
  /// (which has no such table), or a report time no trophies writes. A tier or record value
  /// that is not a plain finite number reads as unknown.
  /// - Throws: ``LibraryError`` when SQLite cannot read the tables.
  public func lastReport() throws(LibraryError) -> ReportMemory? {
    guard try database.tableNames().contains("reports") else { return nil }
    let last = try database.prepare(
      "SELECT id, reported_ms FROM reports ORDER BY id DESC LIMIT 1")
    guard try last.step(), !last.isNull(1) else { return nil }
    let (report, milliseconds) = (last.integer(0), last.integer(1))
    guard Self.reportTimeBounds.contains(milliseconds) else { return nil }
    let rows = try database.prepare(
      "SELECT id, tier, record_value FROM report_shown WHERE report = ? ORDER BY rowid")
    try rows.bind([report])
    var entries: [ReportMemory.Entry] = []
    while try rows.step() {
      guard let id = rows.text(0) else { continue }
      let value = rows.isNull(2) ? nil : rows.double(2)
      entries.append(
        ReportMemory.Entry(
          id: id, tier: rows.optionalInteger(1).map { Int($0) },
          recordValue: value.flatMap { $0.isFinite ? $0 : nil }))
    }
    return ReportMemory(
      reportedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), entries: entries)
  }

  /// Remembers `memory` as the last report, in one transaction: a `reports` row with its time,
  /// and its awards in `report_shown` in place of those of the report before (only the last
  /// report's awards are kept; the `reports` rows stay, one per report remembered).
  /// - Throws: ``LibraryError`` when SQLite cannot write (a read-only connection, file or
  ///   folder); nothing is changed then.
  public func remember(_ memory: ReportMemory) throws(LibraryError) {
    try database.transaction { () throws(LibraryError) in
      try database.prepare("INSERT INTO reports (reported_ms) VALUES (?)").run([
        Self.milliseconds(memory.reportedAt)
      ])
      let report = database.lastInsertedRowID
      try database.execute("DELETE FROM report_shown")
      let insert = try database.prepare(
        "INSERT OR IGNORE INTO report_shown (report, id, tier, record_value) VALUES (?, ?, ?, ?)")
      for entry in memory.entries {
        try insert.run([report, entry.id, entry.tier, entry.recordValue])
      }
    }
  }
}
