/// A section of the cabinet document: a heading, sentences and at most one table, written once
/// for both renderings (``MarkdownReport``, ``HTMLReport``).
///
/// Reading order: ``intro``, then the ``table`` (or ``empty`` when the table has no rows), then
/// ``more`` (a note after a capped table).
public struct DocumentSection: Sendable, Hashable {
  /// Which section it is: the HTML heading's id is `<rawValue>-h`.
  public enum Identifier: String, Sendable, Hashable {
    /// Totals per activity type.
    case activities
    /// Countries visited (``CabinetDocument/places``).
    case places
    /// Gear named by the exports (``CabinetDocument/gear``).
    case gear
    /// Files that gave no workout.
    case skipped
    /// Imported files with warnings.
    case warnings
    /// Recordings counted once.
    case duplicates
    /// Workouts left out of every count.
    case notCounted = "not-counted"
    /// This year against last (``CabinetDocument/yearOverYear(_:units:)``).
    case yearOverYear = "year-over-year"
  }

  /// Which section.
  public var id: Identifier
  /// The heading, e.g. "Skipped files".
  public var heading: String
  /// Sentences before the table.
  public var intro: [DocumentSentence] = []
  /// The table, `nil` when the section has none.
  public var table: DocumentTable?
  /// Said instead of a table without rows, e.g. "None: every file was imported.".
  public var empty: DocumentSentence?
  /// Said after the table, e.g. "… and 5 more (…)".
  public var more: DocumentSentence?

  /// Creates a section.
  public init(id: Identifier, heading: String, table: DocumentTable? = nil) {
    self.id = id
    self.heading = heading
    self.table = table
  }

  /// Whether the table has no rows and ``empty`` is said instead.
  public var isEmpty: Bool { table?.rows.isEmpty ?? true }
}
