import Foundation

/// What is known of a file before it is opened (`stat`): its path as discovered, its size in
/// bytes and its modification time in nanoseconds since 1970 (UTC). The workout library
/// compares stamps to skip files it has read before (see ``Importer/isUnchanged``).
public struct FileStamp: Sendable, Hashable {
  /// The path as discovered (``ParsedFile/source``).
  public var path: String
  /// Size in bytes.
  public var size: Int64
  /// Last modification, nanoseconds since 1970-01-01T00:00:00Z (`st_mtim`).
  public var modificationNanoseconds: Int64

  /// Creates a stamp.
  public init(path: String, size: Int64, modificationNanoseconds: Int64) {
    self.path = path
    self.size = size
    self.modificationNanoseconds = modificationNanoseconds
  }

  /// The stamp of the file at `path` (links followed), `nil` when it cannot be `stat`ed. A
  /// path that does not exist as written but stands for one file whose name is not UTF-8 (as
  /// ``FileDiscovery`` lists it: ``RawPath/candidates(for:)``, the file the reader opens) gets
  /// that file's stamp, under `path`; without one such a file was read again by every import.
  public init?(path: String) {
    var info = stat()
    if stat(path, &info) != 0 {
      let matches = RawPath.candidates(for: path)
      guard matches.count == 1, let found = RawPath.status(matches[0]) else { return nil }
      info = found
    }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    self.init(
      path: path, size: Int64(info.st_size),
      modificationNanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
  }

  /// Equal when the paths have the same bytes (``PathKey``: not Unicode canonical equivalence,
  /// which made an NFD-named file the "unchanged" stamp of its NFC twin) and size and time match.
  public static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
    PathKey(lhs.path) == PathKey(rhs.path) && lhs.size == rhs.size
      && lhs.modificationNanoseconds == rhs.modificationNanoseconds
  }

  /// Hashes the path's bytes, size and time (consistent with ``==(_:_:)``).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(PathKey(path))
    hasher.combine(size)
    hasher.combine(modificationNanoseconds)
  }
}
