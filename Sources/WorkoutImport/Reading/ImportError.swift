/// The one error type of the import module: why a file (or part of it) could not be imported.
///
/// Carries a stable ``Category`` code (`docs/CONTRACT.md`, "Error categories"), a human message and
/// where it happened: the file and, for XML problems, the 1-based line and column.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Stable error codes of the JSON contract.
  public enum Category: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not well-formed XML (libxml2 fatal error) before any workout could be read; a file that
    /// breaks after some points imports them with a warning instead. Also corrupt or truncated
    /// gzip data.
    case malformed
    /// Refused for safety: a DOCTYPE or entity declaration (Apple Health's internal subset: over
    /// 64 KiB or with an attribute default value), nesting too deep, too many
    /// trackpoints, an element tag over 64 KiB, a file or its inflated gzip content too large,
    /// a decompression bomb.
    case security
    /// Well-formed, but holds no activity (routes, waypoints, courses, empty files).
    case noActivity = "no_activity"
    /// Tracks exist but none has a timestamp.
    case noTimestamps = "no_timestamps"
    /// Neither GPX nor TCX, plain or gzip-compressed (also empty files and HTML pages).
    case unsupportedFormat = "unsupported_format"
    /// The file could not be read.
    case io
  }

  /// The error code.
  public var category: Category
  /// What went wrong, in words.
  public var message: String
  /// The file (or archive member) the error is about.
  public var file: String
  /// 1-based line of an XML error, if known.
  public var line: Int?
  /// 1-based column of an XML error, if known.
  public var column: Int?

  /// Creates an error.
  public init(
    _ category: Category, _ message: String, file: String, line: Int? = nil, column: Int? = nil
  ) {
    self.category = category
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column: category: message`.
  public var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    return "\(location): \(category.rawValue): \(message)"
  }
}
