import Foundation
import WorkoutModel

/// Expands command-line inputs (files and folders) into the list of files to read.
///
/// Rules: a path named explicitly is always read (a non-workout file then gets a clear
/// `unsupported_format` error). In folders, found recursively in byte-wise sorted order, files
/// ending in `.gpx`, `.tcx`, `.fit`, `.gpx.gz`, `.tcx.gz` or `.fit.gz` (any case) are read, so
/// are archives (`.zip`, `.tar`, `.tgz`, `.tar.gz`) and export side files (`activities.csv`,
/// `*summarizedActivities.json`: ``ExportSideFile/isSideFileName(_:)``), and any other regular
/// file is read only when its first 4 KiB sniff as GPX, TCX or an Apple Health export (a `<gpx`,
/// `<TrainingCenterDatabase` or `<HealthData` root, any prefix), as FIT (`.FIT` at bytes 8…11) or as an archive
/// (``ArchiveSniffer``). The reader decides from the content again: a `.zip` that is no archive
/// is read as a document. Hidden files and folders (name starting with `.`) are skipped, and so
/// are the run's own outputs when they lie inside an input folder (``DiscoveryExclusion``), and
/// so is a GPX of tiles to explore Trophies wrote, wherever it lies and whatever its name
/// (``OwnOutput/isOwnFile(raw:)``: its fixed beginning and no timestamp). Symbolic links are followed, to files and to folders; a folder reached twice (a
/// link loop, or two links to one folder) is listed once, and so is a file reached twice
/// (overlapping inputs, a linked folder, a hard link: same device and inode), at its first path.
///
/// Nothing is lost: a problem becomes a listed path whose reading gives an `io` error naming it —
/// a folder that cannot be listed (`cannot read folder: Permission denied`), a dangling link with
/// a workout name, a missing input, a path longer than `PATH_MAX`. Folders are listed with POSIX `readdir`, so names that are not
/// UTF-8 are listed too (shown with U+FFFD; ``WorkoutFileReader/read(path:limits:)`` maps them
/// back to the file when only one name matches). When the shown name is ambiguous (a file is
/// named with U+FFFD itself, or two names show the same), the name's bytes in hex follow it:
/// `s\u{FFFD}.gpx (name bytes 73ff2e677078)` (``RawPath/listed(_:)``; the ending repeated when a
/// file is itself named so).
public enum FileDiscovery {
  /// File name endings read without sniffing (lower case, with the dot).
  public static let workoutExtensions: Set<String> = [
    ".gpx", ".tcx", ".fit", ".gpx.gz", ".tcx.gz", ".fit.gz",
  ]

  /// The files to read for `inputs`, in order: each input in turn, folders expanded in
  /// byte-wise sorted path order. Missing inputs are returned as they are (reading them
  /// gives an `io` error that names them).
  public static func files(for inputs: [String]) -> [String] {
    listing(for: inputs).files
  }

  /// ``files(for:)`` and what the listing saw of each file found in a folder (``FileListing``:
  /// its name's bytes and identity), for the reader to open exactly that file.
  public static func listing(for inputs: [String]) -> (files: [String], listing: FileListing) {
    listing(for: inputs, excluding: DiscoveryExclusion())
  }

  /// ``listing(for:)`` leaving out of folders what `exclusion` names (the run's own outputs:
  /// ``DiscoveryExclusion``); inputs named explicitly are listed still.
  public static func listing(for inputs: [String], excluding exclusion: DiscoveryExclusion)
    -> (files: [String], listing: FileListing)
  {
    let excluded = exclusion.resolved()
    var result: [String] = []
    var listing = FileListing()
    var seen = Set<[UInt8]>()
    // The same file reached twice (overlapping inputs, a linked folder, a hard link) is read once.
    var seenFiles = Set<FileIdentity>()
    func isNew(_ raw: [UInt8]) -> Bool {
      guard seen.insert(raw).inserted else { return false }
      guard let info = RawPath.status(raw), (info.st_mode & S_IFMT) == S_IFREG else { return true }
      return seenFiles.insert(FileIdentity(info)).inserted
    }
    for input in inputs {
      var raw = Array(input.utf8)
      if RawPath.status(raw) == nil, input.contains(RawPath.replacement) {
        // A name shown with U+FFFD (not UTF-8 on disk): use the one folder it stands for.
        let matches = RawPath.matches(for: input).filter { isFolder($0) }
        if matches.count == 1 { raw = matches[0] }
      }
      if isFolder(raw) {
        for file in folderFiles(raw, excluding: excluded) where isNew(file) {
          let shown = RawPath.listed(file)
          result.append(shown)
          if let info = RawPath.status(file), (info.st_mode & S_IFMT) == S_IFREG {
            listing.record(shown, raw: file, info: info)
          }
        }
      } else if isNew(raw) {
        result.append(input)
      }
    }
    return (result, listing)
  }

  private static func isFolder(_ raw: [UInt8]) -> Bool {
    guard let info = RawPath.status(raw) else { return false }
    return (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The files under `folder` (raw paths), sorted byte-wise, without those `excluded` leaves out.
  static func folderFiles(
    _ folder: [UInt8], excluding excluded: DiscoveryExclusion.Resolved = .init()
  ) -> [[UInt8]] {
    var found: [[UInt8]] = []
    var visited = Set<FileIdentity>()
    let top = RawPath.status(folder).map { FileIdentity($0) }
    if let top { visited.insert(top) }
    var pending: [(path: [UInt8], identity: FileIdentity?)] = [(folder, top)]
    while let (current, identity) = pending.popLast() {
      guard case .success(let names) = RawPath.names(in: current) else {
        found.append(current)  // reading it says why it cannot be listed
        continue
      }
      for name in names where name.first != UInt8(ascii: ".") {
        // The run's own outputs (issue 17, M8) are not inputs.
        if excluded.excludes(name: name, in: identity) { continue }
        let path = RawPath.join(current, name)
        guard let link = RawPath.status(path, follow: false) else {
          // A path beyond PATH_MAX cannot even be looked at: listed, so that reading it says so
          // (issue 10: such files were neither read nor reported).
          if errno == ENAMETOOLONG { found.append(path) }
          continue
        }
        guard let info = RawPath.status(path) else {
          // A dangling link or a link loop: listed when named like a workout.
          if (link.st_mode & S_IFMT) == S_IFLNK, hasWorkoutExtension(RawPath.display(name)) {
            found.append(path)
          }
          continue
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          if visited.insert(FileIdentity(info)).inserted {
            pending.append((path, FileIdentity(info)))
          }
        case S_IFREG:
          if excluded.excludes(file: info) { continue }
          let shown = RawPath.display(name)
          let named =
            hasWorkoutExtension(shown) || ArchiveSniffer.hasArchiveExtension(shown)
            || ExportSideFile.isSideFileName(shown)
          guard named || sniffsAsInput(raw: path) else { continue }
          // A GPX Trophies wrote itself (tiles to explore, issue 17 W5) is no input, wherever it
          // lies; only a `.gpx` or a sniffed file can be one.
          if !named || shown.lowercased().hasSuffix(".gpx"), OwnOutput.isOwnFile(raw: path) {
            continue
          }
          found.append(path)
        default:
          break  // sockets, pipes, devices are not files to import
        }
      }
    }
    return found.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// `true` when `name` ends in one of ``workoutExtensions``, any case.
  public static func hasWorkoutExtension(_ name: String) -> Bool {
    let lower = name.lowercased()
    return workoutExtensions.contains { lower.hasSuffix($0) }
  }

  /// `true` when the file starts with a FIT header, or its root element, found in its first
  /// 4 KiB after an optional UTF-8 BOM, whitespace, the XML declaration, comments and processing
  /// instructions (or named by a `<!DOCTYPE`), is `gpx`, `TrainingCenterDatabase` or `HealthData`
  /// (Apple Health's `export.xml`; its `export_cda.xml` is a `ClinicalDocument` and is not read),
  /// any namespace prefix.
  public static func sniffsAsWorkout(_ path: String) -> Bool {
    sniffsAsWorkout(raw: Array(path.utf8))
  }

  /// `true` when the file's first 4 KiB sniff as a workout or as an archive
  /// (``ArchiveSniffer``).
  static func sniffsAsInput(raw path: [UInt8]) -> Bool {
    guard let head = head(raw: path) else { return false }
    return sniffsAsWorkout(head: head) || ArchiveSniffer.isArchive(head)
  }

  static func sniffsAsWorkout(raw path: [UInt8]) -> Bool {
    head(raw: path).map { sniffsAsWorkout(head: $0) } ?? false
  }

  /// The file's first 4 KiB (fewer when it is shorter), or `nil` when it cannot be read or is
  /// empty.
  private static func head(raw path: [UInt8]) -> [UInt8]? {
    let descriptor = RawPath.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var head = [UInt8](repeating: 0, count: 4096)
    let count = head.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, 4096) }
    guard count > 0 else { return nil }
    return Array(head[0..<count])
  }

  /// `true` when `head`, a file's or archive member's first bytes (4 KiB or all of it), starts
  /// with a FIT header or a `gpx`, `TrainingCenterDatabase` or `HealthData` root element (see
  /// ``sniffsAsWorkout(_:)``).
  static func sniffsAsWorkout(head: [UInt8]) -> Bool {
    if head.withUnsafeBytes({ FITDecoder.isFIT($0) }) { return true }
    return rootElementName(head).map {
      ["gpx", "TrainingCenterDatabase", "HealthData"].contains($0)
    } ?? false
  }

  /// The local name of the first element in `bytes` (or the name a `<!DOCTYPE` before it
  /// declares for it), or `nil` when the bytes do not start like an XML document.
  static func rootElementName(_ bytes: [UInt8]) -> String? {
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    while i < bytes.count {
      while i < bytes.count, TextBytes.isSpace(bytes[i]) { i += 1 }
      guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "<") else { return nil }
      let next = bytes[i + 1]
      if bytes[(i + 1)...].starts(with: Array("!DOCTYPE".utf8)) {
        // The name a DOCTYPE declares is the root element's (XML 1.0 §2.8); Apple Health's
        // internal subset is longer than the sniffed head, so the root itself may be out of sight.
        var j = i + 9
        while j < bytes.count, TextBytes.isSpace(bytes[j]) { j += 1 }
        let start = j
        while j < bytes.count, !TextBytes.isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"),
          bytes[j] != UInt8(ascii: "[")
        {
          j += 1
        }
        guard j > start else { return nil }
        return String(decoding: bytes[start..<j], as: UTF8.self).split(separator: ":").last
          .map(String.init)
      }
      if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
        // Skip a declaration, processing instruction or comment up to its closing '>'.
        guard let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        i = end + 1
        continue
      }
      var j = i + 1
      while j < bytes.count, !TextBytes.isSpace(bytes[j]),
        bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/")
      {
        j += 1
      }
      let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
      return name.split(separator: ":").last.map(String.init)
    }
    return nil
  }
}
