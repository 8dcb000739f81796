import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

@Suite("library schema and migrations")
struct MigrationTests {
  /// The version-1 schema as released (a frozen copy: the test must fail if the released
  /// migration were edited instead of a new one added).
  static let frozenVersion1 = """
    CREATE TABLE batches (id INTEGER PRIMARY KEY, started_ms INTEGER NOT NULL, inputs TEXT NOT NULL);
    CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
      content_key TEXT NOT NULL, hash TEXT, format TEXT, creator TEXT, error_category TEXT,
      error_message TEXT, error_line INTEGER, error_column INTEGER, warnings BLOB NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id));
    CREATE INDEX files_content ON files(content_key);
    CREATE TABLE workouts (id INTEGER PRIMARY KEY, content_key TEXT NOT NULL,
      ordinal INTEGER NOT NULL, source TEXT NOT NULL, start_ms INTEGER, duration_s REAL NOT NULL,
      activity TEXT NOT NULL, duplicate_of INTEGER REFERENCES workouts(id), data BLOB NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id), UNIQUE (content_key, ordinal));
    CREATE INDEX workouts_start ON workouts(start_ms);
    CREATE TABLE achievements (id TEXT PRIMARY KEY, earned_ms INTEGER NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id));
    PRAGMA user_version = 1;
    """

  @Test("a version-1 library written by hand opens with its data and is migrated to version 5")
  func fromVersion1() throws {
    let temporary = try TemporaryLibrary()
    let workout = RoundTripTests.everyField
    do {
      let raw = try SQLiteDatabase(path: temporary.path)
      try raw.execute(Self.frozenVersion1)
      try raw.execute("INSERT INTO batches VALUES (1, 1714543200000, 'old')")
      try raw.prepare(
        "INSERT INTO files VALUES ('old.gpx', 10, 20, 'k', NULL, 'gpx', 'Edge', NULL, NULL, NULL, NULL, ?, 1)"
      )
      .run([WorkoutCodec.encode([ImportWarning]())])
      try raw.prepare(
        "INSERT INTO workouts VALUES (1, 'k', 0, 'old.gpx', 1714543200000, 3723.5, 'running', NULL, ?, 1)"
      ).run([WorkoutCodec.encode(workout)])
      try raw.execute("INSERT INTO achievements VALUES ('tool.first_import', 1714543200000, 1)")
    }
    let library = try temporary.open()
    #expect(try library.database.userVersion == LibrarySchema.currentVersion)
    #expect(LibrarySchema.currentVersion == 5)
    // Made before the application id was set: accepted, and stamped "TROP" (0x54524F50).
    #expect(try library.database.applicationID == 1_414_680_400)
    let files = try library.files()
    #expect(files.map(\.source) == ["old.gpx"])
    #expect(files.first?.workouts == [workout])
    #expect(
      try library.stamps()["old.gpx"]
        == FileStamp(path: "old.gpx", size: 10, modificationNanoseconds: 20))
    #expect(
      try library.earnedToolAchievements()
        == ["tool.first_import": Date(timeIntervalSince1970: 1_714_543_200)])
    // Version 2's table exists and works.
    #expect(try library.announcedAchievements().isEmpty)
    try library.record(earned: [], announced: ["types.2"], at: may1(), batch: 1)
    #expect(try library.announcedAchievements() == ["types.2"])
    // Version 5's tables exist: no report remembered yet.
    #expect(try library.lastReport() == nil)
  }

  @Test("a library from a newer program is refused with a clear error, not changed")
  func newerRefused() throws {
    let temporary = try TemporaryLibrary()
    do {
      _ = try temporary.open()  // a Trophies library: its tables and application_id
      let raw = try SQLiteDatabase(path: temporary.path)
      try raw.execute("PRAGMA user_version = 99")
    }
    #expect {
      try temporary.open()
    } throws: { error in
      (error as? LibraryError)?.message.contains("schema version 99") == true
    }
    #expect(try SQLiteDatabase(path: temporary.path).userVersion == 99)
  }

  @Test("a file that is not a database is SQLite's error 26 (SQLITE_NOTADB), with the path")
  func notADatabase() throws {
    let temporary = try TemporaryLibrary()
    try Data(String(repeating: "not sqlite ", count: 100).utf8).write(
      to: URL(fileURLWithPath: temporary.path))
    #expect {
      try temporary.open()
    } throws: { error in
      guard let error = error as? LibraryError else { return false }
      // Said in words, located at the file, without the SQL that failed.
      return error.code == 26 && error.location == temporary.path
        && error.message.hasPrefix("not a Trophies library")
    }
  }

  @Test("two processes creating one library at once both open it (the migration runs once)")
  func concurrentCreation() throws {
    // Twenty fresh files, each opened from two threads at the same moment: before the version
    // was read again under the write lock, the second opener ran CREATE TABLE a second time.
    for _ in 0..<20 {
      let temporary = try TemporaryLibrary()
      let path = temporary.path
      let failures = FailureList()
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        do { _ = try WorkoutLibrary(path: path) } catch { failures.add("\(error)") }
      }
      // Empty, or the errors themselves in the report (once "database is locked (SQLite code
      // 5)" from the switch to WAL, which SQLite refuses without calling the busy handler).
      #expect(failures.value == [])
      #expect(try temporary.open().database.userVersion == LibrarySchema.currentVersion)
    }
  }

  @Test("a library another connection keeps locked fails after the timeout, named and in words")
  func lockedTooLong() throws {
    let temporary = try TemporaryLibrary()
    let holder = try temporary.open()
    try holder.database.execute("BEGIN IMMEDIATE")
    defer { try? holder.database.execute("ROLLBACK") }
    let waiter = try SQLiteDatabase(path: temporary.path, busyTimeoutMilliseconds: 20)
    #expect {
      try waiter.transaction { () throws(LibraryError) in }
    } throws: { error in
      guard let error = error as? LibraryError else { return false }
      // 5 is SQLITE_BUSY (https://sqlite.org/rescode.html#busy).
      return error.code == 5 && error.location == temporary.path
        && error.message.hasPrefix("the library stayed locked by another connection for 20 ms")
    }
  }

  @Test("a new library uses WAL and has every table")
  func newLibrary() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    let mode = try library.database.prepare("PRAGMA journal_mode")
    #expect(try mode.step())
    #expect(mode.text(0) == "wal")
    let tables = try library.database.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    var names: [String] = []
    while try tables.step() { names.append(tables.text(0) ?? "") }
    #expect(
      names == [
        "achievements", "announcements", "archives", "batches", "files", "report_shown", "reports",
        "workouts",
      ])
  }
}
