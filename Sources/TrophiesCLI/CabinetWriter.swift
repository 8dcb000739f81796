import Foundation

/// Writes the report files (`trophies.md`, `index.html`) into the output folder so that a run
/// replaces all of them or none: never a new Markdown next to an old HTML page (issue 10).
///
/// Scheme (POSIX calls on the folder's descriptor; `rename(2)` within one folder is atomic):
/// 1. Create the folder (like `mkdir -p`) and take an exclusive `flock(2)` on it, so two runs
///    into one folder take turns.
/// 2. Finish an earlier run that was killed while committing (step 5): a `.trophies-commit`
///    folder holds a complete new cabinet, so its files are moved in (roll forward). Leftover
///    `.trophies-staging-*` folders of killed runs are removed.
/// 3. Check every target: a name taken by a folder or anything but a regular file (or a link)
///    stops the run before anything changes.
/// 4. Write every file into a fresh `.trophies-staging-PID` folder inside the output folder
///    (same file system), `fsync` each, and hard-link each existing target there as
///    `NAME.previous`.
/// 5. Commit: rename the staging folder to `.trophies-commit` (one atomic step: from here the new
///    cabinet is the current one), then rename each file over its target. If a rename fails,
///    the targets already replaced are put back from `NAME.previous` (or removed when there was
///    none): the earlier cabinet stays whole. A kill between two renames leaves
///    `.trophies-commit`, which the next run into the folder completes in step 2 before anything
///    else, so the folder never stays mixed; only a reader looking in that very moment can see
///    one file replaced and not yet the other.
/// 6. Remove `.trophies-commit`.
///
/// Errors name the file and give the system's reason (`strerror`), never Foundation's generic
/// sentence, and forming a message never touches the file system.
struct CabinetWriter {
  /// The output folder, as given.
  let folder: String

  /// Name of the committed-but-not-finished folder (step 5).
  static let commitName = ".trophies-commit"
  /// Prefix of the staging folders (step 4).
  static let stagingPrefix = ".trophies-staging-"

  /// Writes `files` (name, bytes) into ``folder``; returns their paths in order.
  /// - Throws: ``CLIError`` `failure` naming the folder or file and the system's reason; the
  ///   earlier cabinet is then left as it was.
  func write(_ files: [(name: String, bytes: [UInt8])]) throws(CLIError) -> [String] {
    try makeFolder(folder)
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw failure(errno, "cannot open the output folder", folder) }
    defer { close(directory) }
    _ = flock(directory, LOCK_EX)  // released when the descriptor is closed
    try finishInterruptedCommit(directory)
    for file in files { try checkTarget(directory, file.name) }

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
      _ = fsync(directory)
      guard renameat(directory, staging, directory, Self.commitName) == 0 else {
        throw failure(errno, "cannot commit the new report", path(Self.commitName))
      }
    } catch {
      removeTree(directory, staging)
      throw error
    }
    try commit(directory, names: files.map(\.name))
    return files.map { path($0.name) }
  }

  /// Moves every file of `.trophies-commit` over its target, undoing the moves done when one
  /// fails; removes `.trophies-commit` either way.
  func commit(_ directory: Int32, names: [String]) throws(CLIError) {
    defer {
      removeTree(directory, Self.commitName)
      _ = fsync(directory)
    }
    for (index, name) in names.enumerated() {
      if renameat(directory, Self.commitName + "/" + name, directory, name) == 0 { continue }
      let error = failure(errno, "cannot write the report", path(name))
      for done in names[..<index] {
        let previous = Self.commitName + "/" + done + ".previous"
        if renameat(directory, previous, directory, done) != 0 { _ = unlinkat(directory, done, 0) }
      }
      throw error
    }
  }

  /// Step 2: completes a commit that a killed run left, and removes stale staging folders.
  private func finishInterruptedCommit(_ directory: Int32) throws(CLIError) {
    for entry in entries(directory) where entry.hasPrefix(Self.stagingPrefix) {
      removeTree(directory, entry)
    }
    var info = stat()
    guard fstatat(directory, Self.commitName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    let inside = Self.commitName + "/"
    let names = entries(directory, inside).filter { !$0.hasSuffix(".previous") }.sorted()
    try commit(directory, names: names)
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

  /// Writes `bytes` to a new file `name` (relative to `directory`) and flushes it to disk.
  private func writeFile(_ directory: Int32, _ name: String, _ bytes: [UInt8]) throws(CLIError) {
    let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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

  /// `mkdir -p`: creates `path` and its missing parents.
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
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeFolder(parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw failure(errno, "cannot create the output folder", path)
    }
  }

  /// The names in the folder `sub` (relative to `directory`; "" for the folder itself).
  private func entries(_ directory: Int32, _ sub: String = "") -> [String] {
    let descriptor = openat(directory, sub.isEmpty ? "." : sub, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0, let stream = fdopendir(descriptor) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes the folder `name` (relative to `directory`) and the plain files in it.
  private func removeTree(_ directory: Int32, _ name: String) {
    for entry in entries(directory, name) { _ = unlinkat(directory, name + "/" + entry, 0) }
    _ = unlinkat(directory, name, AT_REMOVEDIR)
  }

  /// The absolute path of `name` in the folder (as "Wrote …" has always shown it).
  private func path(_ name: String) -> String {
    URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name).path
  }

  /// A ``CLIError`` from `code` (`errno`, read before anything else can change it): "what (reason)", naming the file, escapes made
  /// harmless for the terminal.
  private func failure(_ code: Int32, _ what: String, _ file: String) -> CLIError {
    let reason = String(cString: strerror(code))
    return CLIError(.failure, "\(what) (\(reason))", file: TerminalText.safe(file))
  }
}
