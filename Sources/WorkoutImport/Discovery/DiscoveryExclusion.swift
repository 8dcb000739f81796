import Foundation

/// What a run writes itself, left out when folders are listed (``FileDiscovery/listing(for:excluding:)``),
/// so that a run whose outputs lie inside an input folder never reads them back as inputs
/// (issue 17, M8: `report FOLDER --out FOLDER/sub` read its own `tiles-to-explore.gpx` next time,
/// and every later run exited 3).
///
/// Files and folders are matched by identity (device and inode, symbolic links followed), so a
/// relative, absolute or linked path to the same place matches; a path that does not exist yet
/// excludes nothing (the run that creates it listed its inputs before). A path named explicitly
/// as an input is always read, as ``FileDiscovery`` says.
public struct DiscoveryExclusion: Sendable, Equatable {
  /// Files never listed from a folder (the workout library).
  public var files: [String] = []
  /// Folders whose entries of these names are never listed (the report's output folder and the
  /// names of the cabinet's files and folders); other entries of such a folder are listed.
  public var names: [String: Set<String>] = [:]

  /// Nothing left out.
  public init() {}

  /// Leaves out `files` and, in each folder of `names`, the entries so named.
  public init(files: [String] = [], names: [String: Set<String>] = [:]) {
    self.files = files
    self.names = names
  }

  /// The exclusion resolved to identities, once per listing.
  func resolved() -> Resolved {
    var result = Resolved()
    for file in files {
      if let info = RawPath.status(Array(file.utf8)) { result.files.insert(FileIdentity(info)) }
    }
    for (folder, entries) in names {
      guard let info = RawPath.status(Array(folder.utf8)), (info.st_mode & S_IFMT) == S_IFDIR
      else { continue }
      result.names[FileIdentity(info), default: []].formUnion(entries.map { Array($0.utf8) })
    }
    return result
  }

  /// ``DiscoveryExclusion`` as identities.
  struct Resolved {
    /// Identities of the files left out.
    var files = Set<FileIdentity>()
    /// Names (bytes) left out, by the identity of the folder holding them.
    var names: [FileIdentity: Set<[UInt8]>] = [:]

    /// Whether the entry `name` of the folder whose identity is `folder` is left out.
    func excludes(name: [UInt8], in folder: FileIdentity?) -> Bool {
      guard let folder, let left = names[folder] else { return false }
      return left.contains(name)
    }

    /// Whether the file whose status is `info` is left out.
    func excludes(file info: stat) -> Bool {
      !files.isEmpty && files.contains(FileIdentity(info))
    }
  }
}

/// A folder's or file's identity (device and inode), to visit each once however it is reached,
/// and to tell whether two paths name one file (POSIX `stat(2)`).
public struct FileIdentity: Hashable, Sendable {
  /// `st_dev`.
  public var device: UInt64
  /// `st_ino`.
  public var inode: UInt64
  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// The identity of the file `path` names (symbolic links followed), or `nil` when there is
  /// none (or it cannot be reached).
  public init?(path: String) {
    guard let info = RawPath.status(Array(path.utf8)) else { return nil }
    self.init(info)
  }
}
