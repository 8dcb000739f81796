/// A warning about a file that was imported (values dropped, a file cut off, a duplicate).
public struct FileWarning: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var file: String
  /// The warning, one sentence.
  public var message: String

  /// Creates an entry.
  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}
