import Foundation

extension WorkoutLibrary {
  /// Opens `path`, a library beside which no `-shm` file can be made (its folder cannot be
  /// written), for reading, and identifies it (``identify(_:)``): with what its `-wal` holds
  /// when a non-empty one lies beside it (``SQLiteDatabase/Access/readOnlyWithoutSharedMemory``:
  /// an import killed before its checkpoint, then the library copied without its `-shm`, which
  /// backup tools skip, or read from a read-only mount), else as immutable (the file is then the
  /// whole library). Break-it W3: read as immutable, the workouts committed in the `-wal`
  /// vanished from `report` and `achievements` without a word.
  /// - Throws: ``LibraryError`` from ``identify(_:)``, or a ``LibraryError/libraryCode`` error
  ///   naming the `-wal` and its size when it cannot be read: a library is never shown without
  ///   its last changes as if it were whole.
  static func openWithoutSharedMemory(_ path: String) throws(LibraryError) -> (
    database: SQLiteDatabase, version: Int
  ) {
    var info = stat()
    guard stat(path + "-wal", &info) == 0, info.st_size > 0 else {
      let database = try SQLiteDatabase(path: path, access: .immutable)
      return (database, try identify(database))
    }
    do {
      let database = try SQLiteDatabase(path: path, access: .readOnlyWithoutSharedMemory)
      return (database, try identify(database))
    } catch let failure where failure.code != LibraryError.libraryCode {
      let name = (path.split(separator: "/").last.map(String.init) ?? path) + "-wal"
      throw LibraryError(
        code: LibraryError.libraryCode,
        "the library's last changes (\(info.st_size) bytes in \(name)) cannot be read without "
          + "a -shm file beside it, which its folder does not allow (\(failure.message)); it "
          + "was not read, so as not to show it without them: make the folder writable, or "
          + "copy the library and its -wal into one that is", location: path)
    }
  }
}
