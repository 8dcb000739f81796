internal import Csqlite3

/// A thin connection to one SQLite database file (https://sqlite.org/c3ref/intro.html): open,
/// run SQL, prepare statements, transactions. Not shared between threads (SQLite's default
/// serialized mode would allow it; the library uses one connection from one thread).
public final class SQLiteDatabase {
  /// The connection handle; `nil` only after a failed open, which throws instead.
  let handle: OpaquePointer
  /// The file's path, for error messages.
  public let path: String
  /// How long a statement waits for another connection's lock before it fails, in ms.
  public let busyTimeoutMilliseconds: Int32

  /// How a connection opens its file.
  public enum Access: Sendable, Hashable {
    /// Read and write, creating the file when missing (`SQLITE_OPEN_READWRITE |
    /// SQLITE_OPEN_CREATE`).
    case readWriteCreate
    /// Read only (`SQLITE_OPEN_READONLY`): no statement can change the file.
    case readOnly
    /// Read only, with the file taken as unchangeable (`file:…?immutable=1`,
    /// https://sqlite.org/uri.html#uriimmutable): no lock, no `-wal`/`-shm` files, so a library
    /// in a folder that cannot be written is still read (a WAL database needs its `-shm` file
    /// otherwise). Only for reading while no other process writes the file.
    case immutable
    /// Read only through SQLite's `unix-none` VFS (no file locks) in exclusive locking mode,
    /// whose WAL index is kept in heap memory instead of the `-shm` file ("Use of WAL Without
    /// Shared-Memory", https://sqlite.org/wal.html#noshm): a WAL database whose `-wal` holds
    /// commits is read with them although no `-shm` can be made beside it (a folder that cannot
    /// be written; break-it W3: read as ``immutable`` the `-wal`'s workouts vanished). Needs the
    /// `-wal` file to exist (SQLite would create it otherwise). Only for reading while no other
    /// process writes the file, as ``immutable``.
    case readOnlyWithoutSharedMemory
  }

  /// Opens the database at `path` as `access` says (created when missing for
  /// ``Access/readWriteCreate``), with `busyTimeoutMilliseconds` of waiting when another process
  /// holds the write lock (`sqlite3_busy_timeout`).
  /// - Throws: ``LibraryError`` with SQLite's code (14 `SQLITE_CANTOPEN` for a folder that
  ///   cannot be written, 26 `SQLITE_NOTADB` for a file that is not a database).
  public init(
    path: String, busyTimeoutMilliseconds: Int32 = 5_000, access: Access = .readWriteCreate
  ) throws(LibraryError) {
    self.path = path
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    var pointer: OpaquePointer?
    var name = path
    var flags = SQLITE_OPEN_NOMUTEX
    switch access {
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .immutable:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      name = Self.uri(path) + "?immutable=1"
    case .readOnlyWithoutSharedMemory: flags |= SQLITE_OPEN_READONLY
    }
    let vfs = access == .readOnlyWithoutSharedMemory ? "unix-none" : nil
    let code = sqlite3_open_v2(name, &pointer, flags, vfs)
    guard code == SQLITE_OK, let pointer else {
      let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(pointer)
      throw LibraryError(code: code, message, location: path)
    }
    handle = pointer
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    if access == .readOnlyWithoutSharedMemory {
      // Before the first read, which opens the `-wal` with its index in heap memory.
      try execute("PRAGMA locking_mode = EXCLUSIVE")
    }
  }

  /// `path` as an SQLite `file:` URI (https://sqlite.org/uri.html): every byte but unreserved
  /// ones and `/` percent-encoded, so `?`, `#` and `%` in a name stay part of it; an absolute
  /// path gets an empty authority (`file:///…`), so `//x` is never read as a host.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : "file:" + encoded
  }

  deinit { sqlite3_close_v2(handle) }

  /// The error for the last failed call on this connection, located at the library's path (the
  /// SQL is not shown: users read these), with words for the failures users cause: a file that
  /// is no database, a library they may not write, a path that cannot be opened.
  func error(_ code: Int32, _ sql: String) -> LibraryError {
    let sqlite = String(cString: sqlite3_errmsg(handle))
    let message: String
    switch code & 0xFF {
    case SQLITE_NOTADB: message = "not a Trophies library (\(sqlite)); name another --library file"
    case SQLITE_READONLY:
      message = "the library cannot be written (\(sqlite)); check its permissions"
    case SQLITE_CANTOPEN:
      message =
        "the library cannot be opened (\(sqlite)): a folder, in a missing folder, or in one "
        + "that cannot be written (its journal files are made beside it)?"
    case SQLITE_BUSY:
      message =
        "the library stayed locked by another connection for \(busyTimeoutMilliseconds) ms "
        + "(\(sqlite)); is another trophies still writing it? Try again when it finishes"
    default: message = sqlite
    }
    return LibraryError(code: code, message, location: path)
  }

  /// Runs one or more SQL statements that return no rows needed (`sqlite3_exec`).
  /// - Throws: ``LibraryError`` with SQLite's code and message.
  public func execute(_ sql: String) throws(LibraryError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code, sql) }
  }

  /// Runs `sql` (statements that may run twice) like ``execute(_:)``, and runs it again when
  /// SQLite answers `SQLITE_BUSY` without calling the busy handler, for up to
  /// ``busyTimeoutMilliseconds`` of sleeps (1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100 ms, then
  /// 100 ms each: the steps of SQLite's own `sqliteDefaultBusyCallback`).
  ///
  /// For statements that take a read lock and then upgrade it to a write lock inside one
  /// statement, above all `PRAGMA journal_mode = WAL` on a new file (it reads page 1, then
  /// writes the WAL flag into it). "The presence of a busy handler does not guarantee that it
  /// will be invoked when there is lock contention. If SQLite determines that invoking the busy
  /// handler could result in a deadlock, it will go ahead and return SQLITE_BUSY"
  /// (https://sqlite.org/c3ref/busy_handler.html; the locks: https://sqlite.org/lockingv3.html):
  /// the connection holding the read lock gets `SQLITE_BUSY` at once, whatever the timeout, and
  /// two processes creating one library at the same moment failed now and then. The failed
  /// statement has released its read lock when `sqlite3_exec` returns in autocommit mode, so
  /// the other connection finishes and the retry finds its work done (the WAL flag is
  /// persistent, https://sqlite.org/pragma.html#pragma_journal_mode). Inside a transaction the
  /// read lock is kept and a retry could not succeed, so there it fails at once like
  /// ``execute(_:)``.
  /// - Throws: ``LibraryError`` with SQLite's code and message (5 `SQLITE_BUSY` in words when
  ///   the lock outlasts the timeout).
  public func executeRetryingWhenBusy(_ sql: String) throws(LibraryError) {
    let delays: [Int32] = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100]
    var slept: Int32 = 0
    var attempt = 0
    while true {
      let code = sqlite3_exec(handle, sql, nil, nil, nil)
      if code == SQLITE_OK { return }
      guard code & 0xFF == SQLITE_BUSY, slept < busyTimeoutMilliseconds,
        sqlite3_get_autocommit(handle) != 0
      else { throw error(code, sql) }
      let delay = min(delays[min(attempt, delays.count - 1)], busyTimeoutMilliseconds - slept)
      sqlite3_sleep(delay)
      slept += delay
      attempt += 1
    }
  }

  /// Prepares one statement.
  /// - Throws: ``LibraryError`` for SQL SQLite refuses.
  public func prepare(_ sql: String) throws(LibraryError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(handle, sql, -1, 0, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code, sql) }
    return SQLiteStatement(database: self, handle: statement, sql: sql)
  }

  /// The first column of the first row of `sql` as an integer, `nil` without rows.
  /// - Throws: ``LibraryError``.
  public func integer(_ sql: String) throws(LibraryError) -> Int64? {
    let statement = try prepare(sql)
    return try statement.step() ? statement.integer(0) : nil
  }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT` (the write lock taken at once, so two writers
  /// wait on ``init(path:busyTimeoutMilliseconds:)``'s timeout instead of deadlocking); rolls
  /// back when `body` throws. A process killed inside leaves the file as before `BEGIN`.
  /// - Throws: ``LibraryError`` from SQLite or rethrown from `body`.
  public func transaction<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// `PRAGMA user_version`: the schema version the library stores (0 for a new file; a signed
  /// 32-bit number, so possibly negative in a damaged or hostile file).
  public var userVersion: Int {
    get throws(LibraryError) { Int(try integer("PRAGMA user_version") ?? 0) }
  }

  /// `PRAGMA application_id`: the 32-bit number naming the application a database file belongs
  /// to (https://sqlite.org/pragma.html#pragma_application_id; 0 when none was set).
  public var applicationID: Int64 {
    get throws(LibraryError) { try integer("PRAGMA application_id") ?? 0 }
  }

  /// The names of the database's own tables (`sqlite_schema`, SQLite's internal `sqlite_…`
  /// tables left out), sorted.
  /// - Throws: ``LibraryError`` (26 `SQLITE_NOTADB` for a file that is not a database).
  public func tableNames() throws(LibraryError) -> [String] {
    let statement = try prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' "
        + "ESCAPE '\\' ORDER BY name")
    var names: [String] = []
    while try statement.step() { names.append(statement.text(0) ?? "") }
    return names
  }

  /// The rowid of the last row inserted on this connection.
  public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}
