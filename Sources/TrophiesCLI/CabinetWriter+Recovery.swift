import Foundation

extension CabinetWriter {
  /// What a trusted `.trophies-commit` marker names: the staging folder and the files in it.
  struct Marker: Equatable {
    /// The staging folder (a name in the output folder starting with
    /// ``CabinetWriter/stagingPrefix``).
    var staging: String
    /// The files to move in (each one of ``CabinetWriter/reportNames``).
    var names: [String]
  }

  /// Finishes a commit an earlier run left half done, if the output folder exists, without
  /// creating anything: what a `report` run that fails (no workouts, every input bad) still
  /// does, so the folder never stays mixed. Warnings go to `console`.
  /// - Throws: ``CLIError`` `failure` when a file cannot be moved in.
  func recover(console: inout Console) throws(CLIError) {
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return }
    defer { close(directory) }
    _ = flock(directory, LOCK_EX)
    try finishInterruptedCommit(directory, console: &console)
    removeStaleStaging(directory)
  }

  /// Step 2: completes the commit a killed run left (the files of the marker's staging folder
  /// still there are moved in). Only a marker this program wrote is trusted
  /// (``trustedMarker(_:console:)``); any other `.trophies-commit` is left alone with a warning
  /// and never followed.
  /// - Throws: ``CLIError`` `failure` when a file cannot be moved in.
  func finishInterruptedCommit(_ directory: Int32, console: inout Console) throws(CLIError) {
    guard let marker = trustedMarker(directory, console: &console) else { return }
    let waiting = marker.names.filter {
      kind(directory, marker.staging + "/" + $0) == ($0 == Self.shareName ? S_IFDIR : S_IFREG)
    }
    try commit(directory, staging: marker.staging, names: waiting)
  }

  /// The marker, when `.trophies-commit` is one this program wrote: a regular file (not a
  /// link: `lstat`, opened with `O_NOFOLLOW`), owned by the process's user, of at most 4 KiB,
  /// with one link, reading ``CabinetWriter/markerFormat``, a staging folder name (no `/`,
  /// with the staging prefix) that is a real folder owned by the process's user, and only
  /// cabinet file names. `nil` without a marker; `nil` with a warning for anything else
  /// (issue 17: a planted link or folder made recovery move and delete files outside `--out`).
  func trustedMarker(_ directory: Int32, console: inout Console) -> Marker? {
    var info = stat()
    guard fstatat(directory, Self.commitName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    func distrust(_ why: String) -> Marker? {
      console.error(
        "trophies: warning: \(TerminalText.safe(path(Self.commitName))): \(why); not a commit "
          + "marker trophies wrote, ignored (not followed)\n")
      return nil
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK: return distrust("a symbolic link")
    case S_IFDIR: return distrust("a folder")
    default: return distrust("not a regular file")
    }
    guard info.st_uid == geteuid() else { return distrust("owned by another user") }
    guard info.st_nlink == 1, info.st_size <= 4096 else {
      return distrust("more than one link or too large")
    }
    let descriptor = openat(
      directory, Self.commitName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return distrust("cannot be read") }
    var bytes = [UInt8](repeating: 0, count: 4097)
    let count = read(descriptor, &bytes, bytes.count)
    close(descriptor)
    guard count > 0, let marker = Self.parseMarker(Array(bytes[..<count])) else {
      return distrust("not in trophies' format")
    }
    var folderInfo = stat()
    guard fstatat(directory, marker.staging, &folderInfo, AT_SYMLINK_NOFOLLOW) == 0,
      folderInfo.st_mode & S_IFMT == S_IFDIR, folderInfo.st_uid == geteuid()
    else { return distrust("its staging folder is not a folder trophies made") }
    return marker
  }

  /// The marker in `bytes`: ``CabinetWriter/markerFormat``, the staging folder's name, the
  /// file names, one per line; `nil` unless the staging name is one name in the output folder
  /// with the staging prefix and every file name is one of ``CabinetWriter/reportNames``.
  static func parseMarker(_ bytes: [UInt8]) -> Marker? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 3, lines[0] == markerFormat, lines.last == "" else { return nil }
    let staging = lines[1]
    let names = Array(lines[2..<(lines.count - 1)])
    guard staging.hasPrefix(stagingPrefix), staging.count > stagingPrefix.count,
      !staging.contains("/"), !names.isEmpty, names.allSatisfy(reportNames.contains),
      Set(names).count == names.count
    else { return nil }
    return Marker(staging: staging, names: names)
  }

  /// Removes the `.trophies-staging-*` folders of killed runs (only real folders owned by the
  /// process's user; links and files with that name are left alone).
  func removeStaleStaging(_ directory: Int32) {
    for entry in entries(directory) where entry.hasPrefix(Self.stagingPrefix) {
      removeTree(directory, entry)
    }
  }

  /// The file type (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …) of `name` relative to `directory`,
  /// links not followed; `nil` when it does not exist.
  func kind(_ directory: Int32, _ name: String) -> mode_t? {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// The names in `directory` (a descriptor this function does not close).
  func entries(_ directory: Int32) -> [String] {
    let copy = dup(directory)
    guard copy >= 0 else { return [] }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes the folder `name` (relative to `directory`) and the files, links and folders in
  /// it (`depth` levels of folders at most: a staging folder holds `share/` and
  /// `share.previous/`, which hold files), when it is a real folder (not a link to one: opened
  /// with `O_NOFOLLOW`) owned by the process's user; entries are removed through the folder's
  /// own descriptor, so no link is followed.
  func removeTree(_ directory: Int32, _ name: String, depth: Int = 2) {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid()
    else { return }
    let folder = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return }
    for entry in entries(folder) {
      if depth > 0, kind(folder, entry) == S_IFDIR {
        removeTree(folder, entry, depth: depth - 1)
      } else {
        _ = unlinkat(folder, entry, 0)
      }
    }
    close(folder)
    _ = unlinkat(directory, name, AT_REMOVEDIR)
  }
}
