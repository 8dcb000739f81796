extension MarkdownReport {
  /// "Share pictures": the head, the gallery's cards as images (1:1), then a table of every
  /// card with links to its three files (``DocumentShare/path(_:_:)``), as in the HTML page.
  static func shareLines(_ share: DocumentShare) -> [String] {
    var lines = headingLines(share.heading, level: "##")
    let gallery = share.gallery.filter { share.cards.indices.contains($0) }.map { position in
      let card = share.cards[position]
      return "![" + MarkdownEscaping.inline(HTMLReport.shareName(card)) + "]("
        + DocumentShare.path(card, .square) + ")"
    }
    if !gallery.isEmpty { lines += [gallery.joined(separator: " "), ""] }
    lines += ["| Card | Shelf | 1:1 | 4:5 | 9:16 |", "|---|---|---|---|---|"]
    for card in share.cards {
      let links = ShareCardFormat.allCases.map {
        "[\($0.suffix)](\(DocumentShare.path(card, $0)))"
      }
      lines.append(
        "| " + MarkdownEscaping.cell(HTMLReport.shareName(card)) + " | "
          + MarkdownEscaping.cell(card.eyebrow) + " | " + links.joined(separator: " | ") + " |")
    }
    return lines + [""]
  }
}
