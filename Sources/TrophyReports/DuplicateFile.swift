/// A workout left out because it is the same recording as one counted from another file (or
/// earlier in the same file): reports list it as a duplicate, not as a warning.
public struct DuplicateFile: Sendable, Hashable {
  /// Path of the file holding the duplicate.
  public var file: String
  /// UTC start of the duplicate, ISO 8601 (`2025-05-10T14:00:00Z`).
  public var startUTC: String
  /// Path of the file whose copy is counted.
  public var countedIn: String

  /// Creates an entry.
  public init(file: String, startUTC: String, countedIn: String) {
    self.file = file
    self.startUTC = startUTC
    self.countedIn = countedIn
  }
}
