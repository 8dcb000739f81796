import Foundation

extension CabinetWriter {
  /// The folder of share pictures (`report --share`), one entry of the commit.
  static let shareName = "share"
  /// Where the old `share/` waits in the staging folder while the new one moves in.
  static let sharePreviousName = "share.previous"
  /// The ends of a card's file name: the format and the extension (``isCardName(_:)``).
  static let cardEndings = ["-1x1", "-4x5", "-9x16"].flatMap { [$0 + ".svg", $0 + ".png"] }

  /// Whether `name` is a share card's file name: ASCII letters, digits, `.`, `_` and `-`, not
  /// starting with `.`, ending in `-1x1`, `-4x5` or `-9x16` and `.svg` or `.png`
  /// (``TrophyReports/ShareCardFormat/fileName(_:fileExtension:)``).
  static func isCardName(_ name: String) -> Bool {
    guard name.count <= 200, !name.hasPrefix("."),
      name.unicodeScalars.allSatisfy({
        switch $0 {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
        default: false
        }
      })
    else { return false }
    return cardEndings.contains { name.hasSuffix($0) && name.count > $0.count }
  }

  /// The names a commit moves in: `files`', then ``shareName`` when `share` is given.
  func names(_ files: [(name: String, bytes: [UInt8])], _ share: (any ShareSource)?) -> [String] {
    files.map(\.name) + (share == nil ? [] : [Self.shareName])
  }

  /// The old `share` may be replaced only when it is absent or a real folder (not a link)
  /// owned by the process's user holding nothing but card files (``isCardName(_:)``): a folder
  /// of the user's own named `share` is never swept away. Refuses before anything changes.
  func checkShareFolder(_ directory: Int32) throws(CLIError) {
    var info = stat()
    guard fstatat(directory, Self.shareName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    func refuse(_ why: String) -> CLIError {
      CLIError(
        .failure, "cannot write the share pictures: \(Self.shareName) \(why); nothing was replaced",
        file: TerminalText.safe(path(Self.shareName)))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw refuse(info.st_mode & S_IFMT == S_IFLNK ? "is a link" : "is not a folder")
    }
    guard info.st_uid == geteuid() else { throw refuse("is owned by another user") }
    let folder = openat(directory, Self.shareName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { throw failure(errno, "cannot open", path(Self.shareName)) }
    defer { close(folder) }
    for entry in entries(folder) where !Self.isCardName(entry) || kind(folder, entry) != S_IFREG {
      throw refuse(
        "holds \(TerminalText.safe(entry)), which is not a share picture trophies wrote")
    }
  }

  /// Creates `staging/share` and has `share` write the pictures into it as it draws them
  /// (``ShareFolder``: card names only, each flushed to disk).
  /// - Throws: ``CLIError`` `failure` when the folder or a file cannot be written, or a name is
  ///   not a card's.
  func writeShare(
    _ directory: Int32, staging: String, _ share: any ShareSource, console: inout Console
  ) throws(CLIError) {
    let folder = staging + "/" + Self.shareName
    guard mkdirat(directory, folder, 0o755) == 0 else {
      throw failure(errno, "cannot create a staging folder", path(folder))
    }
    try share.write(
      into: ShareFolder(writer: self, directory: directory, name: folder), console: &console)
  }

  /// Moves the new `share` folder in: the old one (if any) to `staging/share.previous`, then
  /// `staging/share` to `share`; when the second move fails the old one is put back. Returns 0,
  /// or the `errno` of the move that failed.
  func moveShareIn(_ directory: Int32, staging: String) -> Int32 {
    let previous = staging + "/" + Self.sharePreviousName
    if kind(directory, Self.shareName) == S_IFDIR {
      // A share.previous left by a killed run is older still: the marker says the new is current.
      removeTree(directory, previous)
      guard renameat(directory, Self.shareName, directory, previous) == 0 else { return errno }
    }
    guard renameat(directory, staging + "/" + Self.shareName, directory, Self.shareName) == 0
    else {
      let code = errno
      _ = renameat(directory, previous, directory, Self.shareName)
      return code
    }
    _ = fsync(directory)
    return 0
  }

  /// Undoes ``moveShareIn(_:staging:)`` after a later file failed: the new `share` goes back
  /// into the staging folder (to be removed with it) and the old one, if any, into its place.
  func putShareBack(_ directory: Int32, staging: String) {
    _ = renameat(directory, Self.shareName, directory, staging + "/" + Self.shareName)
    _ = renameat(directory, staging + "/" + Self.sharePreviousName, directory, Self.shareName)
  }
}
