/// A sentence of the cabinet document, written once and rendered to Markdown and to HTML: plain
/// text runs and code runs (a command, a code name).
///
/// Text runs are written by the report itself (counts, the minimum workout, fixed wording), not
/// taken from files: Markdown prints them as they are, HTML escapes them.
public struct DocumentSentence: Sendable, Hashable {
  /// One run of the sentence.
  public enum Run: Sendable, Hashable {
    /// Plain text.
    case text(String)
    /// Code: `` `x` `` in Markdown, `<code>x</code>` in HTML.
    case code(String)
  }

  /// The runs, in reading order.
  public var runs: [Run]

  /// A sentence of `runs`.
  public init(_ runs: [Run]) {
    self.runs = runs
  }

  /// A sentence of plain text.
  public init(_ text: String) {
    self.runs = [.text(text)]
  }
}
