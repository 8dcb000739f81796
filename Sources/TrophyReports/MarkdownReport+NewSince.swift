import Achievements

extension MarkdownReport {
  /// "New since last report" (``DocumentNewSince``) as a heading, its sentence and one bullet
  /// per award, in the HTML's order; nothing without the section.
  static func newSinceLines(_ document: CabinetDocument) -> [String] {
    guard let section = document.newSince else { return [] }
    var lines = [
      "## " + MarkdownEscaping.inline(section.heading), "",
      MarkdownEscaping.inline(section.sentence), "",
    ]
    guard !section.lines.isEmpty else { return lines }
    for line in section.lines {
      lines.append(
        "- **" + MarkdownEscaping.inline(line.name) + "** — "
          + MarkdownEscaping.inline(line.detail))
    }
    lines.append("")
    if let more = section.more { lines += [MarkdownEscaping.inline(more), ""] }
    return lines
  }
}
