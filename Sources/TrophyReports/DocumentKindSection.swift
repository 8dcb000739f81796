import Achievements

/// One kind of achievement in the cabinet document: its head (``CabinetLayout/title(of:)``,
/// entries done, ``CabinetLayout/blurb(of:)``, and for milestones the Eddington lines) and its
/// shelves.
public struct DocumentKindSection: Sendable {
  /// The head, written once for both renderings.
  public var heading: DocumentHeading
  /// The kind's shelves (``CabinetLayout``).
  public var section: CabinetLayout.Section

  /// The section of `section`'s kind; `eddington` are the sentences said under milestones.
  init(_ section: CabinetLayout.Section, eddington: [String]) {
    let all = section.allStatuses
    let isRecord = section.kind == .record
    // Records count those set (a status earned with a value: RecordShelf's rows).
    let done = all.filter { $0.earned && (!isRecord || $0.record != nil) }.count
    self.heading = DocumentHeading(
      CabinetLayout.title(of: section.kind),
      count: .init(done: done, total: all.count, word: isRecord ? "set" : "earned"),
      blurb: CabinetLayout.blurb(of: section.kind),
      sentences: section.kind == .milestone ? eddington : [])
    self.section = section
  }
}
