import Foundation

/// A fresh folder under the system temporary directory, removed when the value is released.
final class TemporaryFolder {
  /// Absolute path, without a trailing slash.
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "trophies-import-\(UUID())"
      ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `bytes` to `relative` (folders must exist).
  func write(_ bytes: [UInt8], to relative: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + relative))
  }

  /// Writes UTF-8 `text` to `relative`.
  func write(_ text: String, to relative: String) throws {
    try write(Array(text.utf8), to: relative)
  }

  /// Creates the folder `relative`.
  func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(
      atPath: path + "/" + relative, withIntermediateDirectories: true)
  }
}
