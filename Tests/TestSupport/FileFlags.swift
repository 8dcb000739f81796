import Foundation

/// File attributes a test sets to make a file or folder unwritable for every user, root too.
public enum FileFlags {
  /// Runs `chattr FLAG PATH` (`+i` makes `PATH` immutable, `-i` undoes it); `false` when the
  /// tool or the file system does not support it (the test then skips that part).
  public static func chattr(_ flag: String, _ path: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
