import Foundation

/// Writes the report files (`trophies.md`, `index.html`, the files of tiles to explore, and with
/// `--share` the `share/` folder of share pictures) into the output folder so that a run
/// replaces all of them or none: never a new Markdown next to an old HTML page (issue 10), never
/// an old card beside a new cabinet (issue 16).
///
/// Scheme (POSIX calls on the folder's descriptor; `rename(2)` within one folder is atomic):
/// 1. Create the folder (like `mkdir -p`) and take an exclusive `flock(2)` on it, so two runs
///    into one folder take turns.
/// 2. Finish an earlier run that was killed while committing (step 5): a `.trophies-commit`
///    marker names a staging folder holding a complete new cabinet, whose files are moved in
///    (roll forward; ``finishInterruptedCommit(_:console:)``, which trusts only a marker this
///    program wrote). Leftover `.trophies-staging-*` folders of killed runs are removed.
/// 3. Check every target: a name taken by a folder or anything but a regular file (or a link)
///    stops the run before anything changes; so does a folder named `.trophies-commit`.
/// 4. Write every file into a fresh `.trophies-staging-PID` folder inside the output folder
///    (same file system), `fsync` each, and hard-link each existing target there as
///    `NAME.previous`.
/// 5. Commit: write the marker (a regular file: a format line, the staging folder's name, the
///    file names) into the staging folder, `fsync` it and rename it to `.trophies-commit` (one
///    atomic step: from here the new cabinet is the current one), then rename each file over its
///    target. If a rename fails, the targets already replaced are put back from
///    `NAME.previous` (or removed when there was none): the earlier cabinet stays whole. A kill
///    between two renames leaves the marker, which the next run into the folder completes in
///    step 2 before anything else (also a run that then fails), so the folder never stays
///    mixed; only a reader looking in that very moment can see one file replaced and not yet
///    the other.
/// 6. Remove the marker and the staging folder.
///
/// The `share/` folder is one entry of the commit (``shareName``; ``CabinetWriter+Share``): its
/// pictures are written into the staging folder as they are drawn (``ShareSource``), and it is
/// committed by moving the old folder into the
/// staging folder (`share.previous`) and the new one into its place, so no card of an earlier
/// run survives beside the new ones; a failure or a kill in between is put back or completed
/// like a file. Only a `share` folder holding nothing but card files is ever replaced.
///
/// Errors name the file and give the system's reason (`strerror`), never Foundation's generic
/// sentence, and forming a message never touches the file system. Paths are joined by
/// ``UserPath``, never by Foundation's path helpers (which trapped on `--out r`).
struct CabinetWriter {
  /// The output folder, as given.
  let folder: String

  /// Name of the commit marker (step 5).
  static let commitName = ".trophies-commit"
  /// Prefix of the staging folders (step 4).
  static let stagingPrefix = ".trophies-staging-"
  /// The only names a cabinet has (the pages and the files of tiles to explore): a marker
  /// naming anything else is not trusted.
  static let reportNames: Set<String> = [
    "trophies.md", "index.html", "tiles-to-explore.gpx", "tiles-to-explore.geojson", shareName,
  ]
  /// Every name a cabinet writes into its folder (``reportNames`` and the commit marker; staging
  /// folders are hidden): a folder listing never reads them as inputs (issue 17, M8).
  static let ownNames = reportNames.union([commitName])
  /// First line of a marker this program wrote.
  static let markerFormat = "trophies-commit 1"

  /// Writes `files` (name, bytes) into ``folder``, and with `share` a new `share/` folder of
  /// the pictures it writes (card file names, ``isCardName(_:)``; each written into the staging
  /// folder as it is drawn, ``ShareSource``) in place of the old one; returns the paths of
  /// `files` in order. Without `share` an existing `share/` is left as it is. Warnings (a
  /// `.trophies-commit` that was not trusted) and `share`'s notes go to `console`.
  /// - Throws: ``CLIError`` `failure` naming the folder or file and the system's reason (also
  ///   when `share` exists and is not a folder of cards); the earlier cabinet is then left as
  ///   it was.
  func write(
    _ files: [(name: String, bytes: [UInt8])], share: (any ShareSource)? = nil,
    console: inout Console
  ) throws(CLIError) -> [String] {
    try makeFolder(folder)
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw failure(errno, "cannot open the output folder", folder) }
    defer { close(directory) }
    _ = flock(directory, LOCK_EX)  // released when the descriptor is closed
    try finishInterruptedCommit(directory, console: &console)
    removeStaleStaging(directory)
    for file in files { try checkTarget(directory, file.name) }
    if share != nil { try checkShareFolder(directory) }
    try checkMarkerSlot(directory)

    let staging = Self.stagingPrefix + String(getpid())
    removeTree(directory, staging)
    guard mkdirat(directory, staging, 0o755) == 0 else {
      throw failure(errno, "cannot create a staging folder", path(staging))
    }
    do throws(CLIError) {
      for file in files {
        try writeFile(directory, staging + "/" + file.name, file.bytes)
        _ = linkat(directory, file.name, directory, staging + "/" + file.name + ".previous", 0)
      }
      if let share { try writeShare(directory, staging: staging, share, console: &console) }
      let marker = ([Self.markerFormat, staging] + names(files, share)).joined(separator: "\n")
      try writeFile(directory, staging + "/" + Self.commitName, Array((marker + "\n").utf8))
      _ = fsync(directory)
      guard renameat(directory, staging + "/" + Self.commitName, directory, Self.commitName) == 0
      else { throw failure(errno, "cannot commit the new report", path(Self.commitName)) }
      _ = fsync(directory)
    } catch {
      removeTree(directory, staging)
      throw error
    }
    try commit(directory, staging: staging, names: names(files, share))
    return files.map { path($0.name) }
  }

  /// Moves every file `names` of the folder `staging` over its target, undoing the moves done
  /// when one fails; removes the marker and `staging` either way.
  func commit(_ directory: Int32, staging: String, names: [String]) throws(CLIError) {
    defer {
      _ = unlinkat(directory, Self.commitName, 0)
      removeTree(directory, staging)
      _ = fsync(directory)
    }
    for (index, name) in names.enumerated() {
      if name == Self.shareName {
        let code = moveShareIn(directory, staging: staging)
        if code == 0 { continue }
        errno = code
      } else if renameat(directory, staging + "/" + name, directory, name) == 0 {
        continue
      }
      let error = failure(errno, "cannot write the report", path(name))
      for done in names[..<index] {
        if done == Self.shareName {
          putShareBack(directory, staging: staging)
          continue
        }
        let previous = staging + "/" + done + ".previous"
        if renameat(directory, previous, directory, done) != 0 { _ = unlinkat(directory, done, 0) }
      }
      throw error
    }
  }

  /// A target name held by a folder (or a device, a socket, …) would make its rename fail
  /// after another file was replaced: refuse before anything changes.
  private func checkTarget(_ directory: Int32, _ name: String) throws(CLIError) {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG || type == S_IFLNK else {
      let what = type == S_IFDIR ? "a folder" : "not a regular file"
      throw CLIError(
        .failure, "cannot write the report: \(name) is \(what); nothing was replaced",
        file: TerminalText.safe(path(name)))
    }
  }

  /// The marker is renamed over whatever has its name (a link or file is replaced, never
  /// followed); a folder there would make that rename fail: refuse before anything changes.
  private func checkMarkerSlot(_ directory: Int32) throws(CLIError) {
    var info = stat()
    guard fstatat(directory, Self.commitName, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & S_IFMT == S_IFDIR
    else { return }
    throw CLIError(
      .failure,
      "cannot write the report: \(Self.commitName) is a folder trophies did not write; remove it "
        + "(nothing was replaced)", file: TerminalText.safe(path(Self.commitName)))
  }

  /// Writes `bytes` to a new file `name` (relative to `directory`) and flushes it to disk.
  func writeFile(_ directory: Int32, _ name: String, _ bytes: [UInt8]) throws(CLIError) {
    let descriptor = openat(
      directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno, "cannot write the report", path(name)) }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw failure(errno, "cannot write the report", path(name)) }
      offset += written
    }
    guard fsync(descriptor) == 0 else {
      throw failure(errno, "cannot write the report", path(name))
    }
  }

  /// `mkdir -p`: creates `path` and its missing parents (``UserPath/parent(of:)``).
  private func makeFolder(_ path: String) throws(CLIError) {
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw CLIError(
          .failure, "cannot create the output folder (a file has its name)",
          file: TerminalText.safe(path))
      }
      return
    }
    if let parent = UserPath.parent(of: path), parent != path { try makeFolder(parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw failure(errno, "cannot create the output folder", path)
    }
  }

  /// The absolute path of `name` in the folder (as "Wrote …" has always shown it).
  func path(_ name: String) -> String {
    UserPath.joined(UserPath.absolute(folder), name)
  }

  /// A ``CLIError`` from `code` (`errno`, read before anything else can change it): "what
  /// (reason)", naming the file, escapes made harmless for the terminal.
  func failure(_ code: Int32, _ what: String, _ file: String) -> CLIError {
    let reason = String(cString: strerror(code))
    return CLIError(.failure, "\(what) (\(reason))", file: TerminalText.safe(file))
  }
}
