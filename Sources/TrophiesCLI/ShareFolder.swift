import Foundation

/// The staging `share/` folder of one commit (``CabinetWriter``, step 4): where the share
/// pictures go as each is drawn (``ShareSource``), to be moved in whole with the cabinet. Names
/// are card file names only (``CabinetWriter/isCardName(_:)``); every file is flushed to disk
/// before the commit marker is written.
struct ShareFolder {
  /// The writer of the commit (its folder, its error messages).
  let writer: CabinetWriter
  /// The output folder's descriptor (open while the commit runs).
  let directory: Int32
  /// The folder, relative to ``directory``: `.trophies-staging-PID/share`.
  let name: String

  /// Writes `bytes` as the new file `file` and flushes it.
  /// - Throws: ``CLIError`` `failure` when `file` is not a card's name or cannot be written.
  func write(_ file: String, _ bytes: [UInt8]) throws(CLIError) {
    guard CabinetWriter.isCardName(file) else {
      throw CLIError(.failure, "not a share picture's name: \(TerminalText.safe(file))")
    }
    try writer.writeFile(directory, name + "/" + file, bytes)
  }

  /// The absolute path of `file` in the folder, for another program to read or write
  /// (`rsvg-convert`); never relative, so it cannot be read as an option.
  func path(_ file: String) -> String { writer.path(name + "/" + file) }

  /// Whether `file`, written by another program, is kept: a regular file (not a link) that is
  /// a card's name and starts with `signature`, then flushed to disk. Anything else named
  /// `file` is removed and `false` returned.
  func keep(_ file: String, signature: [UInt8]) -> Bool {
    let descriptor = openat(
      directory, name + "/" + file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      remove(file)
      return false
    }
    defer { close(descriptor) }
    var info = stat()
    var head = [UInt8](repeating: 0, count: signature.count)
    let read = head.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
    guard CabinetWriter.isCardName(file), fstat(descriptor, &info) == 0,
      info.st_mode & S_IFMT == S_IFREG, read == signature.count, head == signature,
      fsync(descriptor) == 0
    else {
      remove(file)
      return false
    }
    return true
  }

  /// Removes `file` from the folder, if it is there (not a folder).
  func remove(_ file: String) { _ = unlinkat(directory, name + "/" + file, 0) }
}
