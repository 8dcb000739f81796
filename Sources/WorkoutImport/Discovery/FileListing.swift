import Foundation

/// What a folder listing saw of each regular file it listed (``FileDiscovery/listing(for:)``):
/// the name's bytes and the file's identity (device and inode, symbolic links followed). The
/// reader opens the listed bytes and checks the file it opened is the one listed, so a file put
/// under a listed name after the listing (another file renamed over it, or a file named like
/// the shown form of a non-UTF-8 name) is skipped with an `io` error instead of being read in
/// its place (issue 17).
public struct FileListing: Sendable {
  /// One listed file.
  public struct Entry: Sendable, Equatable {
    /// The path's bytes as listed.
    public var raw: [UInt8]
    /// `st_dev` when listed.
    public var device: UInt64
    /// `st_ino` when listed.
    public var inode: UInt64

    /// Whether `info` (an `fstat` of the opened file) is the file listed.
    func isSame(as info: stat) -> Bool {
      UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }
  }

  /// Entries by shown path (compared as bytes).
  private var entries: [PathKey: Entry] = [:]

  /// An empty listing (paths in it are opened as named).
  public init() {}

  /// The entry for the shown path `path`, if the listing saw it.
  public subscript(path: String) -> Entry? { entries[PathKey(path)] }

  /// Records that `path` was shown for the file at `raw` whose status is `info`.
  mutating func record(_ path: String, raw: [UInt8], info: stat) {
    entries[PathKey(path)] = Entry(
      raw: raw, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
