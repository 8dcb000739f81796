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
  /// Whether the connection was opened read-only (``init(path:readOnly:)``): nothing this
  /// connection does changes the file, and ``record(earned:announced:at:batch:)`` fails. (Rows
  /// found damaged are marked on a second connection, for writing, when one can be opened:
  /// ``files(damaged:)``.)
  public let isReadOnly: Bool

  /// Opens the library at `path` for reading and writing (creating it when missing; the folder
  /// must exist), or with `readOnly` for reading only. Before anything is written the file is
  /// identified on a read-only connection (``identify(_:)``): a file that is not a Trophies
  /// library is never changed. Read-only, a library in a folder that cannot be written is
  /// opened as immutable (``SQLiteDatabase/Access/immutable``); one of an older schema is
  /// opened for writing after all, to be migrated, except that one of version
  /// ``LibrarySchema/oldestReadable`` or later that cannot be written is read as it is (issue
  /// 17: a read-only library can still be reported, also after an upgrade of trophies).
  /// - Throws: ``LibraryError``: SQLite cannot open or write the file, it is not a Trophies
  ///   library, or its schema version is newer than this program's or negative.
  public init(path: String, readOnly: Bool = false) throws(LibraryError) {
    try Self.checkPlace(path)
    var info = stat()
    let exists = stat(path, &info) == 0
    if exists || readOnly {
      let reader = try Self.openIdentified(path)
      var readAsItIs = readOnly && reader.version == LibrarySchema.currentVersion
      if readOnly, !readAsItIs, reader.version >= LibrarySchema.oldestReadable {
        do {
          database = try Self.openMigrated(path)
          isReadOnly = false
          return
        } catch let failure where failure.code & 0xFF == 8 || failure.code & 0xFF == 14 {
          // SQLITE_READONLY (8), SQLITE_CANTOPEN (14): it cannot be written, so not migrated.
          readAsItIs = true
        }
      }
      if readAsItIs {
        database = reader.database
        isReadOnly = true
        try database.execute("PRAGMA foreign_keys = ON; PRAGMA mmap_size = 268435456")
        return
      }
    }
    database = try Self.openMigrated(path)
    isReadOnly = false
  }

  /// Opens `path` for writing in WAL mode and migrates it to ``LibrarySchema/currentVersion``.
  /// - Throws: ``LibraryError`` when SQLite cannot open, switch or migrate the file.
  private static func openMigrated(_ path: String) throws(LibraryError) -> SQLiteDatabase {
    let database = try SQLiteDatabase(path: path)
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
    return database
  }

  /// Throws unless `path` can name a library file: it ends in no `/`, `/.` or `/..`, and it is
  /// missing or a regular file (symbolic links followed). Checked before SQLite opens anything
  /// (issue 17: a FIFO blocked every command forever, a character device got a `-journal`
  /// beside it, `d/` was made the file `d` by `import` but was "no workout library" for
  /// `report`, and `new/x.sqlite/.` made the folder `new/x.sqlite/` before it was refused). A
  /// FIFO or socket in the place of its `-wal`, `-shm` or `-journal` is refused too.
  /// - Throws: ``LibraryError`` with ``LibraryError/libraryCode`` naming `path` and what it is.
  public static func checkPlace(_ path: String) throws(LibraryError) {
    func refuse(_ what: String) -> LibraryError {
      LibraryError(
        code: LibraryError.libraryCode,
        "\(what), not a library file; name a file with --library (nothing was written)",
        location: path)
    }
    if path.hasSuffix("/") { throw refuse("a path ending in '/' names a folder") }
    if path == "." || path == ".." || path.hasSuffix("/.") || path.hasSuffix("/..") {
      throw refuse("a path ending in '.' or '..' names a folder")
    }
    // SQLite opens the journal files beside the library itself, and a FIFO there blocks that
    // open forever when the folder is read-only (break-it pass 4, N2): refused as the library.
    for suffix in ["-wal", "-shm", "-journal"] {
      var journal = stat()
      guard stat(path + suffix, &journal) == 0 else { continue }
      let kind = journal.st_mode & S_IFMT
      if kind == S_IFIFO || kind == S_IFSOCK {
        throw LibraryError(
          code: LibraryError.libraryCode,
          "its \(suffix) file is \(kind == S_IFIFO ? "a FIFO (named pipe)" : "a socket"), "
            + "not SQLite's; remove it (nothing was read or written)", location: path)
      }
    }
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw refuse("a folder")
    case S_IFIFO: throw refuse("a FIFO (named pipe)")
    case S_IFSOCK: throw refuse("a socket")
    case S_IFCHR, S_IFBLK: throw refuse("a device")
    default: throw refuse("not a regular file")
    }
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
  /// a stamp have size −1 and never match a file on disk), keyed by the path's bytes
  /// (``PathKey``: two names that differ only by Unicode normalisation are two files). A file
  /// found damaged by a read of the library (``recordDamage(_:)``) has size −1, as has an
  /// archive holding it, so the next import reads it and stores it again. Nothing is decoded.
  /// A path's `files` row wins over an `archives` row of the same path (an input once found
  /// unchanged is stamped there too: its old stamp made a file changed since, or marked
  /// damaged, read again by every import).
  /// - Throws: ``LibraryError``.
  public func stamps() throws(LibraryError) -> [PathKey: FileStamp] {
    let statement = try database.prepare(
      "SELECT path, size, mtime_ns FROM archives UNION ALL SELECT path, size, mtime_ns FROM files")
    var stamps: [PathKey: FileStamp] = [:]
    while try statement.step() {
      let path = statement.text(0) ?? ""
      stamps[PathKey(path)] = FileStamp(
        path: path, size: statement.integer(1), modificationNanoseconds: statement.integer(2))
    }
    return stamps
  }

  /// Number of workouts counted (stored and not a duplicate).
  /// - Throws: ``LibraryError``.
  public func countedWorkoutCount() throws(LibraryError) -> Int {
    Int(try database.integer("SELECT count(*) FROM workouts WHERE \(Self.countedRow)") ?? 0)
  }
}
