/// A table of the cabinet document: column headings and rows of cells, each cell's text ready to
/// print (not escaped) with what it holds, so each renderer marks it up its own way.
public struct DocumentTable: Sendable, Hashable {
  /// One column.
  public struct Column: Sendable, Hashable {
    /// The heading, e.g. "Line:column".
    public var title: String
    /// A shorter heading for narrow layouts (the HTML page), e.g. "Line:col"; `nil`: ``title``.
    public var short: String?
    /// Right-aligned in Markdown (`---:`).
    public var alignsRight: Bool

    /// Creates a column.
    public init(_ title: String, short: String? = nil, alignsRight: Bool = false) {
      self.title = title
      self.short = short
      self.alignsRight = alignsRight
    }
  }

  /// One cell.
  public struct Cell: Sendable, Hashable {
    /// What a cell holds, which decides its markup.
    public enum Role: Sendable, Hashable {
      /// Text from a file or the catalog (escaped, plain).
      case text
      /// A file path (escaped; HTML lets it break anywhere).
      case path
      /// A message about a file (escaped).
      case message
      /// A category word (escaped; a pill in HTML).
      case category
      /// A code name such as a warning code (code in Markdown, a pill in HTML).
      case code
      /// A number or a location written by the report ("1,234", "12:5"): printed as is.
      case number
    }

    /// The text, not escaped.
    public var text: String
    /// What it holds.
    public var role: Role

    /// Creates a cell.
    public init(_ text: String, _ role: Role = .text) {
      self.text = text
      self.role = role
    }
  }

  /// The columns.
  public var columns: [Column]
  /// The rows, each one cell per column.
  public var rows: [[Cell]]

  /// Creates a table.
  public init(columns: [Column], rows: [[Cell]] = []) {
    self.columns = columns
    self.rows = rows
  }
}
