import Foundation
import WorkoutImport

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
    guard let libraryIdentity = FileIdentity(path: library) else { return }
    for name in CabinetWriter.ownNames.sorted() {
      let target = UserPath.joined(outputFolder, name)
      if FileIdentity(path: target) == libraryIdentity {
        throw overwrite(library, target)
      }
    }
    let share = UserPath.joined(outputFolder, CabinetWriter.shareName)
    if let folder = UserPath.parent(of: UserPath.absolute(library)),
      let shareIdentity = FileIdentity(path: share), FileIdentity(path: folder) == shareIdentity
    {
      throw overwrite(library, share)
    }
  }

  private static func overwrite(_ library: String, _ target: String) -> CLIError {
    CLIError(
      .usage,
      "the workout library \(TerminalText.safe(library)) is \(TerminalText.safe(target)), "
        + "which the report writes: choose another --out folder")
  }
}
