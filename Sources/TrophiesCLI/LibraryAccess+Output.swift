import Foundation

/// The report never writes over the library it reads (issue 17, break-it L2: `report --library
/// D/index.html --out D` replaced the library with the page and exited 0).
extension LibraryAccess {
  /// Refuses a `report` whose `--out` folder would replace `library` (the file at that path):
  /// the library is one of the cabinet's own files in `outputFolder` (``CabinetWriter/ownNames``,
  /// by device and inode, so a hard or symbolic link is found too) or lies inside its `share/`
  /// folder, which a report with `--share` replaces whole. Paths that do not exist yet are no
  /// conflict.
  /// - Throws: ``CLIError`` `usage` naming the library and the output file it would become.
  static func checkNotOverwritten(library: String, outputFolder: String) throws(CLIError) {
    guard let libraryIdentity = identity(of: library) else { return }
    for name in CabinetWriter.ownNames.sorted() {
      let target = UserPath.joined(outputFolder, name)
      if identity(of: target) == libraryIdentity {
        throw overwrite(library, target)
      }
    }
    let share = UserPath.joined(outputFolder, CabinetWriter.shareName)
    if let folder = UserPath.parent(of: UserPath.absolute(library)),
      let shareIdentity = identity(of: share), Self.identity(of: folder) == shareIdentity
    {
      throw overwrite(library, share)
    }
  }

  /// Device and inode of the file `path` names (links followed), or `nil` when there is none.
  private static func identity(of path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }

  private static func overwrite(_ library: String, _ target: String) -> CLIError {
    CLIError(
      .usage,
      "the workout library \(TerminalText.safe(library)) is \(TerminalText.safe(target)), "
        + "which the report writes: choose another --out folder")
  }
}
