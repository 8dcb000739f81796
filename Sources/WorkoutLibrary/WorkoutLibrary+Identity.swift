import Foundation

extension WorkoutLibrary {
  /// `PRAGMA application_id` of a Trophies library: "TROP" in ASCII (0x54524F50), set with
  /// the first migration (and on the first open of a library made before it was set).
  public static let applicationID: Int64 = 0x5452_4F50

  /// The tables of a Trophies library (all versions), and those every version has.
  static let knownTables: Set<String> = [
    "achievements", "announcements", "archives", "batches", "files", "workouts",
  ]
  static let coreTables: Set<String> = ["achievements", "batches", "files", "workouts"]

  /// Opens `path` read-only and identifies it (``identify(_:)``); a library whose folder
  /// cannot be written (a WAL file without its `-shm`) is opened as immutable instead.
  /// - Throws: ``LibraryError`` from SQLite or ``identify(_:)``.
  static func openIdentified(_ path: String) throws(LibraryError)
    -> (database: SQLiteDatabase, version: Int)
  {
    do {
      let database = try SQLiteDatabase(path: path, access: .readOnly)
      return (database, try identify(database))
    } catch let failure where failure.code & 0xFF == 14 || failure.code & 0xFF == 8 {
      // SQLITE_CANTOPEN (14), SQLITE_READONLY (8): no `-shm` can be made beside the file.
      let database = try SQLiteDatabase(path: path, access: .immutable)
      return (database, try identify(database))
    }
  }

  /// The schema version of the file `database` holds, after checking it is a Trophies library
  /// or a new one: `application_id` Trophies' own (``applicationID``), or 0 with no table at
  /// all (a new or empty file) or only Trophies' tables (a library made before the id was set);
  /// `user_version` from 0 to ``LibrarySchema/currentVersion``, 0 only without tables. Reads
  /// only (issue 17: another application's database named as `--library` got Trophies' tables
  /// added and its journal mode changed).
  /// - Throws: ``LibraryError`` 26 (`SQLITE_NOTADB`) for a file that is not a database;
  ///   ``LibraryError/libraryCode`` "not a Trophies library" for another application's
  ///   database, and "the library has schema version N" for a version this program does not
  ///   write (newer, or negative).
  static func identify(_ database: SQLiteDatabase) throws(LibraryError) -> Int {
    let id = try database.applicationID
    let tables = try database.tableNames()
    func foreign(_ why: String) -> LibraryError {
      LibraryError(
        code: LibraryError.libraryCode,
        "not a Trophies library (\(why)); it was not changed: name another --library file",
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
    try LibrarySchema.checkVersion(version, path: database.path)
    if version == 0, !tables.isEmpty {
      throw foreign("Trophies' tables without a schema version")
    }
    return version
  }
}
