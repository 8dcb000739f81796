/// The one error type of the workout-library module: a failure of SQLite or of the library's
/// own checks, with SQLite's result code and message and where it happened.
public struct LibraryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// SQLite's primary or extended result code (`SQLITE_BUSY` = 5, `SQLITE_CORRUPT` = 11,
  /// `SQLITE_CANTOPEN` = 14, …; https://sqlite.org/rescode.html), or ``libraryCode`` for the
  /// library's own checks (a schema newer than this program, a stored value it cannot read).
  public var code: Int32
  /// SQLite's message (`sqlite3_errmsg`) or the library's own, in words.
  public var message: String
  /// The library file, and the SQL statement or value involved, when known.
  public var location: String
  /// For a `files` row whose stored warnings cannot be decoded: that row's path (its workouts
  /// are read; only its warnings are lost); `nil` for every other error (break-it pass 7 M3).
  public var filePath: String?

  /// The code used for problems the library finds itself rather than SQLite.
  public static let libraryCode: Int32 = -1

  /// Creates an error.
  public init(code: Int32, _ message: String, location: String) {
    self.code = code
    self.message = message
    self.location = location
  }

  /// `location: message (SQLite code N)`.
  public var description: String {
    code == Self.libraryCode
      ? "\(location): \(message)" : "\(location): \(message) (SQLite code \(code))"
  }
}
