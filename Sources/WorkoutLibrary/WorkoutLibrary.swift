import Foundation
import WorkoutImport
import WorkoutModel

/// The workout library: one SQLite file (`docs/CONTRACT.md`, "The workout library") holding
/// every file imported (path, size, modification time, content hash, format, creator, error,
/// warnings), its workouts without trackpoints (``WorkoutCodec``), which workouts are duplicate
/// recordings of which, the `personal_best` achievements earned and which unlocks were
/// announced.
///
/// Opened in WAL mode (readers never block the writer; a killed writer leaves the last
/// committed transaction) with a 5 s busy timeout and memory-mapped reads, and migrated to
/// ``LibrarySchema/currentVersion`` on open. Writes happen in one transaction per batch of
/// files (``store(_:batchSize:startedAt:inputs:)``), so a killed import leaves the library at a
/// batch boundary.
public final class WorkoutLibrary {
  /// The connection.
  public let database: SQLiteDatabase

  /// Opens (creating when missing) the library at `path`; the folder must exist.
  /// - Throws: ``LibraryError``: SQLite cannot open or write the file, it is not a database,
  ///   or its schema is newer than this program's.
  public init(path: String) throws(LibraryError) {
    database = try SQLiteDatabase(path: path)
    // Switching a new file to WAL needs the write lock after the read lock, and SQLite returns
    // SQLITE_BUSY at once instead of waiting when another process does the same
    // (`SQLiteDatabase.executeRetryingWhenBusy(_:)`); the migration then waits on the busy
    // timeout under `BEGIN IMMEDIATE`.
    try database.executeRetryingWhenBusy("PRAGMA journal_mode = WAL")
    // Memory-mapped reads (up to 256 MiB) spare a `pread` per page when a report reads every
    // workout back.
    try database.execute(
      "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA mmap_size = 268435456")
    try LibrarySchema.migrate(database)
  }

  /// The default location: `$XDG_DATA_HOME/trophies/library.sqlite`, else
  /// `$HOME/.local/share/trophies/library.sqlite` (XDG Base Directory Specification 0.8);
  /// `nil` when neither variable is set to an absolute path.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/trophies/library.sqlite"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/share/trophies/library.sqlite"
    }
    return nil
  }

  /// The stamp of every file and archive stored, by path (archive members and entries without
  /// a stamp have size −1 and never match a file on disk).
  /// - Throws: ``LibraryError``.
  public func stamps() throws(LibraryError) -> [String: FileStamp] {
    let statement = try database.prepare(
      "SELECT path, size, mtime_ns FROM files UNION ALL SELECT path, size, mtime_ns FROM archives")
    var stamps: [String: FileStamp] = [:]
    while try statement.step() {
      let path = statement.text(0) ?? ""
      stamps[path] = FileStamp(
        path: path, size: statement.integer(1), modificationNanoseconds: statement.integer(2))
    }
    return stamps
  }

  /// Number of workouts counted (stored and not a duplicate).
  /// - Throws: ``LibraryError``.
  public func countedWorkoutCount() throws(LibraryError) -> Int {
    Int(try database.integer("SELECT count(*) FROM workouts WHERE duplicate_of IS NULL") ?? 0)
  }
}
