/// The one error type of the `TimeZoneLookup` module: why a time-zone map could not be loaded.
///
/// Thrown by ``TimeZoneMap/init(data:)``. Lookups never throw: a point the map cannot answer
/// gives `nil`.
public struct TimeZoneLookupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Stable error codes.
  public enum Code: String, Sendable, Hashable, CaseIterable, Codable {
    /// No bytes at all (e.g. the embedded map was built without data).
    case empty
    /// The first four bytes are not `TZM1`.
    case badMagic = "bad_magic"
    /// The format version is not one this code reads.
    case unsupportedVersion = "unsupported_version"
    /// A header field, offset, zone name or grid entry points outside the file or is invalid.
    case corrupt
  }

  /// The error code.
  public var code: Code
  /// What went wrong, in words.
  public var message: String

  /// Creates an error with a code and a human-readable message.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// `"<code>: <message>"`.
  public var description: String { "\(code.rawValue): \(message)" }
}
