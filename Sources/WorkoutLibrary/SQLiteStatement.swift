internal import Csqlite3

/// One prepared SQLite statement: bind parameters (1-based, as SQLite numbers them), step
/// through rows, read columns (0-based), reset to run again. Finalized when released.
public final class SQLiteStatement {
  private let database: SQLiteDatabase
  private let handle: OpaquePointer
  /// The statement's SQL, for error messages.
  public let sql: String

  init(database: SQLiteDatabase, handle: OpaquePointer, sql: String) {
    self.database = database
    self.handle = handle
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  private func check(_ code: Int32) throws(LibraryError) {
    guard code == SQLITE_OK else { throw database.error(code, sql) }
  }

  /// Binds `value` (or SQL `NULL`) to parameter `index` (1-based).
  /// - Throws: ``LibraryError`` for an index out of range.
  public func bind(_ value: Int64?, at index: Int32) throws(LibraryError) {
    guard let value else { return try check(sqlite3_bind_null(handle, index)) }
    try check(sqlite3_bind_int64(handle, index, value))
  }

  /// Binds `value` (or SQL `NULL`) to parameter `index` (1-based).
  /// - Throws: ``LibraryError`` for an index out of range.
  public func bind(_ value: Double?, at index: Int32) throws(LibraryError) {
    guard let value else { return try check(sqlite3_bind_null(handle, index)) }
    try check(sqlite3_bind_double(handle, index, value))
  }

  /// Binds UTF-8 `value` (or SQL `NULL`) to parameter `index` (1-based); SQLite copies it.
  /// - Throws: ``LibraryError`` for an index out of range.
  public func bind(_ value: String?, at index: Int32) throws(LibraryError) {
    guard let value else { return try check(sqlite3_bind_null(handle, index)) }
    try check(sqlite3_bind_text(handle, index, value, -1, csqlite3_transient()))
  }

  /// Binds `bytes` as a blob to parameter `index` (1-based); SQLite copies them.
  /// - Throws: ``LibraryError`` for an index out of range.
  public func bind(_ bytes: [UInt8], at index: Int32) throws(LibraryError) {
    let code = bytes.withUnsafeBytes {
      sqlite3_bind_blob64(
        handle, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64($0.count),
        csqlite3_transient())
    }
    try check(code)
  }

  /// Binds each of `values` to parameters 1, 2, … in order (`Int`, `Int64`, `Double`,
  /// `String`, `[UInt8]`, `Bool`, or `nil` for SQL `NULL`).
  /// - Throws: ``LibraryError`` for a value of another type or an index out of range.
  public func bind(_ values: [Any?]) throws(LibraryError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case nil: try check(sqlite3_bind_null(handle, index))
      case let value as Int: try bind(Int64(value), at: index)
      case let value as Int64: try bind(value, at: index)
      case let value as Bool: try bind(Int64(value ? 1 : 0), at: index)
      case let value as Double: try bind(value, at: index)
      case let value as String: try bind(value, at: index)
      case let value as [UInt8]: try bind(value, at: index)
      default:
        throw LibraryError(
          code: LibraryError.libraryCode, "cannot bind a \(type(of: value as Any))",
          location: sql)
      }
    }
  }

  /// Advances to the next row: `true` when there is one, `false` when the statement is done.
  /// - Throws: ``LibraryError`` with SQLite's code (a constraint, a busy database, corruption).
  @discardableResult
  public func step() throws(LibraryError) -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_ROW { return true }
    if code == SQLITE_DONE { return false }
    throw database.error(code, sql)
  }

  /// Resets the statement and clears its bindings, to run it again.
  public func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Binds `values`, steps to the end, resets: one run of an `INSERT`/`UPDATE`/`DELETE`.
  /// - Throws: ``LibraryError``.
  public func run(_ values: [Any?]) throws(LibraryError) {
    reset()
    try bind(values)
    while try step() {}
    reset()
  }

  /// Whether column `index` (0-based) of the current row is SQL `NULL`.
  public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` of the current row as an integer (`NULL` reads as 0).
  public func integer(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

  /// Column `index` as an integer, `nil` for `NULL`.
  public func optionalInteger(_ index: Int32) -> Int64? {
    isNull(index) ? nil : integer(index)
  }

  /// Column `index` as a double (`NULL` reads as 0).
  public func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Column `index` as text, `nil` for `NULL`.
  public func text(_ index: Int32) -> String? {
    guard let pointer = sqlite3_column_text(handle, index) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(
      decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// Column `index` as bytes (empty for `NULL` or an empty blob).
  public func blob(_ index: Int32) -> [UInt8] {
    guard let pointer = sqlite3_column_blob(handle, index) else { return [] }
    let count = Int(sqlite3_column_bytes(handle, index))
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }
}
