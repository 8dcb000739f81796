import Foundation

extension WorkoutLibrary {
  /// `PRAGMA application_id` of a Trophies library: "TROP" in ASCII (0x54524F50), set with
  /// the first migration (and on the first open of a library made before it was set).
  public static let applicationID: Int64 = 0x5452_4F50

  /// The tables of a Trophies library (all versions), and those every version has.
  static let knownTables: Set<String> = [
    "achievements", "announcements", "archives", "batches", "files", "report_shown", "reports",
    "workouts",
  ]
  static let coreTables: Set<String> = ["achievements", "batches", "files", "workouts"]
  /// How the message of a file refused as another application's begins.
  static let foreignPrefix = "not a Trophies library"

  /// The tables a library at schema `version` has: those the migrations up to it create
  /// (`CREATE TABLE name` in ``LibrarySchema/migrations``); none at version 0 or below.
  static func tables(atVersion version: Int) -> Set<String> {
    var names: Set<String> = []
    for migration in LibrarySchema.migrations.prefix(max(version, 0)) {
      for part in migration.components(separatedBy: "CREATE TABLE ").dropFirst() {
        names.insert(String(part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
    }
    return names
  }

  /// Opens `path` read-only and identifies it (``identify(_:)``); a library whose folder
  /// cannot be written (a WAL file without its `-shm`) is opened without shared memory instead
  /// (``openWithoutSharedMemory(_:)``).
  /// - Throws: ``LibraryError`` from SQLite or ``identify(_:)``.
  static func openIdentified(_ path: String) throws(LibraryError)
    -> (database: SQLiteDatabase, version: Int)
  {
    // A first look through an immutable connection, which makes no `-wal` or `-shm` beside the
    // file (issue 17: another application's WAL database, refused, got an empty pair of them):
    // a foreign application_id or foreign tables are never a state of a Trophies library's main
    // file, so that refusal stands; anything else is decided on the connection below, which
    // sees what a `-wal` file holds.
    if let glance = try? SQLiteDatabase(path: path, access: .immutable) {
      do {
        _ = try identify(glance)
      } catch let refusal where refusal.message.hasPrefix(foreignPrefix) {
        throw refusal
      } catch {}
    }
    do {
      let database = try SQLiteDatabase(path: path, access: .readOnly)
      return (database, try identify(database))
    } catch let failure where failure.code & 0xFF == 14 || failure.code & 0xFF == 8 {
      // SQLITE_CANTOPEN (14), SQLITE_READONLY (8): no `-shm` can be made beside the file.
      return try openWithoutSharedMemory(path)
    }
  }

  /// The schema version of the file `database` holds, after checking it is a Trophies library
  /// or a new one: `application_id` Trophies' own (``applicationID``), or 0 with no table at
  /// all and `user_version` 0 (a new or empty file, a 0-byte file included) or Trophies' tables
  /// at a known version (a library made before the id was set). A Trophies library must have
  /// the tables of its `user_version` (``tables(atVersion:)``; others are its own business).
  /// Reads only (issue 17: another application's database named as `--library` got Trophies'
  /// tables added and its journal mode changed, and a table-less file with `user_version` 1
  /// was written too).
  /// - Throws: ``LibraryError`` 26 (`SQLITE_NOTADB`) for a file that is not a database;
  ///   ``LibraryError/libraryCode`` "not a Trophies library" for another application's
  ///   database, "the library has schema version N" for a version this program does not
  ///   write (newer, or negative), and "the library is damaged" for a Trophies library whose
  ///   tables are not those of its version.
  static func identify(_ database: SQLiteDatabase) throws(LibraryError) -> Int {
    // One read transaction, so that the id, the tables and the version are one snapshot:
    // read one by one while another process migrates a new library (a transaction per
    // version), the tables of version 1 were seen beside `user_version` 2, "damaged" (CI).
    try database.execute("BEGIN")
    do {
      let version = try identifySnapshot(database)
      try database.execute("COMMIT")
      return version
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// ``identify(_:)``'s checks, inside its read transaction.
  private static func identifySnapshot(_ database: SQLiteDatabase) throws(LibraryError) -> Int {
    let id = try database.applicationID
    let tables = try database.tableNames()
    func foreign(_ why: String) -> LibraryError {
      LibraryError(
        code: LibraryError.libraryCode,
        "\(foreignPrefix) (\(why)); it was not changed: name another --library file",
        location: database.path)
    }
    if id != 0, id != applicationID {
      throw foreign("an SQLite database of another application: application_id \(id)")
    }
    let ours = Set(tables).isSubset(of: knownTables) && coreTables.isSubset(of: Set(tables))
    if id == 0, !tables.isEmpty, !ours {
      let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
      throw foreign("an SQLite database of another application: tables \(shown)")
    }
    let version = try database.userVersion
    // Whose file it is comes first, from Trophies' application_id or tables: a version number
    // alone names no application (issue 17, M9: an empty file with user_version 7 got "newer
    // than this program's", as if it were a library from a newer trophies).
    if id == 0, version != 0, tables.isEmpty {
      throw foreign("an SQLite database with user_version \(version) and no tables")
    }
    try LibrarySchema.checkVersion(version, path: database.path)
    if version == 0, !tables.isEmpty {
      throw foreign("Trophies' tables without a schema version")
    }
    let expected = Self.tables(atVersion: version)
    let found = Set(tables).intersection(knownTables)
    guard found == expected else {
      let missing = expected.subtracting(found).sorted()
      let extra = found.subtracting(expected).sorted()
      let why =
        (missing.isEmpty ? [] : ["without table \(missing.joined(separator: ", "))"])
        + (extra.isEmpty ? [] : ["with table \(extra.joined(separator: ", "))"])
      throw LibraryError(
        code: LibraryError.libraryCode,
        "the library is damaged: schema version \(version) "
          + "\(why.joined(separator: " and ")); it was not changed: name another --library "
          + "file, or restore this one from a backup",
        location: database.path)
    }
    return version
  }
}
