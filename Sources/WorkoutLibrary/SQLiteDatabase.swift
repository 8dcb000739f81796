import Csqlite3

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

  /// Opens (and creates when missing) the database at `path`, with `busyTimeoutMilliseconds`
  /// of waiting when another process holds the write lock (`sqlite3_busy_timeout`).
  /// - Throws: ``LibraryError`` with SQLite's code (14 `SQLITE_CANTOPEN` for a folder that
  ///   cannot be written, 26 `SQLITE_NOTADB` for a file that is not a database).
  public init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws(LibraryError) {
    self.path = path
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    var pointer: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
    guard code == SQLITE_OK, let pointer else {
      let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(pointer)
      throw LibraryError(code: code, message, location: path)
    }
    handle = pointer
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
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
      message = "the library cannot be opened (\(sqlite)): a folder, or in a missing folder?"
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

  /// `PRAGMA user_version`: the schema version the library stores (0 for a new file).
  public var userVersion: Int {
    get throws(LibraryError) { Int(try integer("PRAGMA user_version") ?? 0) }
  }

  /// The rowid of the last row inserted on this connection.
  public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}
