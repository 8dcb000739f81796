import Foundation

extension ReportCommand {
  /// Refuses, before anything is earned or remembered, an output folder that cannot be one:
  /// a path whose nearest existing part is not a folder, or a folder this process cannot write
  /// into (break-it pass 5 F5: `report --out FILE` recorded and announced "Cabinet Maker", then
  /// failed to write the cabinet). What it does not foresee (a full disk) still fails in
  /// ``CabinetWriter``, after the unlock.
  /// - Throws: ``CLIError`` `failure`, with the message ``CabinetWriter`` gives for the case.
  static func checkOutputFolder(_ path: String) throws(CLIError) {
    var current = path
    var info = stat()
    while stat(current, &info) != 0 {
      guard errno == ENOENT || errno == ENOTDIR, let parent = UserPath.parent(of: current),
        parent != current
      else {
        return  // left to the writer, which names the system's reason
      }
      current = parent
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw CLIError(
        .failure,
        current == path
          ? "cannot create the output folder (a file has its name)"
          : "cannot create the output folder (a file is in its path)",
        file: TerminalText.safe(current))
    }
    guard access(current, W_OK | X_OK) == 0 else {
      throw CLIError(
        .failure, "cannot write into the output folder (\(String(cString: strerror(errno))))",
        file: TerminalText.safe(current))
    }
  }
}
