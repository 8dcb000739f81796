/// A file or archive-member path compared by its UTF-8 bytes, for sets and dictionaries that
/// say which file is which. Swift `String` equality and hashing use Unicode canonical
/// equivalence, so `"\u{E9}.gpx"` (NFC `é`) and `"e\u{301}.gpx"` (NFD) are one `String` key,
/// while Linux, zip and tar names, and SQLite's `=`, compare bytes: two distinct files. Keyed by
/// `String`, the library refused the second as "another file of this run has the same name" and
/// the next import took it for the first, unchanged: one of the two workouts was never stored.
public struct PathKey: Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The path's UTF-8 bytes (a non-UTF-8 name's shown form: U+FFFD as `EF BF BD`).
  public let bytes: [UInt8]

  /// The key of `path`: its UTF-8 bytes, no normalisation.
  public init(_ path: String) { bytes = Array(path.utf8) }

  /// The key of a path written as a literal (tests, fixed names).
  public init(stringLiteral path: String) { self.init(path) }

  /// The path as text.
  public var description: String { String(decoding: bytes, as: UTF8.self) }

  /// Byte-wise order (the order folders are listed in, see ``FileDiscovery``).
  public static func < (lhs: PathKey, rhs: PathKey) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}
