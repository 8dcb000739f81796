/// A warning about a file that was imported (values dropped, a file cut off), as reports list
/// it: the file, the stable warning code (`docs/CONTRACT.md`, "Warning codes"), how many values
/// it is about, and the sentence.
public struct FileWarning: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var file: String
  /// Stable snake_case warning code, e.g. `heart_rate_out_of_range`.
  public var code: String
  /// How many values, points or workouts the warning is about.
  public var count: Int
  /// The warning, one sentence.
  public var message: String

  /// Creates an entry.
  public init(file: String, code: String, count: Int = 1, message: String) {
    self.file = file
    self.code = code
    self.count = count
    self.message = message
  }

  /// `warnings` grouped by code (codes in ascending order), file order kept within a code.
  public static func groupedByCode(_ warnings: [FileWarning]) -> [FileWarning] {
    warnings.enumerated().sorted {
      $0.element.code != $1.element.code ? $0.element.code < $1.element.code : $0.offset < $1.offset
    }.map(\.element)
  }
}
