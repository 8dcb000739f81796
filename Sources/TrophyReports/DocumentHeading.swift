/// The head of a laid-out section of the cabinet document (records, the year in review, each
/// kind of achievement): its heading, how many of its entries are done, a blurb and sentences,
/// written once for both renderings.
public struct DocumentHeading: Sendable, Hashable {
  /// How many entries are done, e.g. 43 of 48 records set.
  public struct Count: Sendable, Hashable {
    /// Entries done.
    public var done: Int
    /// All entries.
    public var total: Int
    /// What done means: "set", "earned".
    public var word: String
  }

  /// The heading, e.g. "Records", "Milestones".
  public var text: String
  /// Entries done, `nil` when the section has no count.
  public var count: Count?
  /// One sentence saying what the section holds.
  public var blurb: DocumentSentence?
  /// Sentences after the blurb (the Eddington lines under "Milestones").
  public var sentences: [DocumentSentence] = []

  /// Creates a heading.
  public init(
    _ text: String, count: Count? = nil, blurb: String? = nil, sentences: [String] = []
  ) {
    self.text = text
    self.count = count
    self.blurb = blurb.map(DocumentSentence.init)
    self.sentences = sentences.map(DocumentSentence.init)
  }
}
