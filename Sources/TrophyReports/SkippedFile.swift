/// A file that could not be imported, as the reports list it.
public struct SkippedFile: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var file: String
  /// Error code (`malformed`, `security`, `no_activity`, `no_timestamps`,
  /// `unsupported_format`, `io`).
  public var category: String
  /// What went wrong.
  public var message: String
  /// 1-based line of an XML error, if known.
  public var line: Int?
  /// 1-based column of an XML error, if known.
  public var column: Int?

  /// Creates an entry.
  public init(file: String, category: String, message: String, line: Int? = nil, column: Int? = nil)
  {
    self.file = file
    self.category = category
    self.message = message
    self.line = line
    self.column = column
  }
}
