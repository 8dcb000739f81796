import Achievements

extension HTMLReport {
  /// "New since last report" (``DocumentNewSince``): a panel with the heading, the sentence,
  /// one small card per award (its badge, name and what is new; a country has no badge) and
  /// the count of those not shown; empty without the section. CSS only
  /// (``newSinceStylesheet``), no script.
  static func newSince(
    _ cabinet: TrophyCabinet, document: CabinetDocument, index: inout Int
  ) -> String {
    guard let section = document.newSince else { return "" }
    var html =
      "<section class=\"panel new-since\" aria-labelledby=\"new-since-h\">\n"
      + "<h2 id=\"new-since-h\">\(HTMLEscaping.text(section.heading))</h2>\n"
      + "<p class=\"empty\">\(HTMLEscaping.text(section.sentence))</p>\n"
    if !section.lines.isEmpty {
      html += "<ul class=\"minis new-minis\">\n"
      for line in section.lines {
        if let status = line.status {
          html += mini(
            status, style: cabinet.badgeStyles.resolvedStyle(for: status.definition),
            line: line.detail, index: &index, sketch: cabinet.routeOutline(for: status.earnedBy))
        } else {
          html +=
            "<li class=\"mini\"><div><h3>\(HTMLEscaping.text(line.name))</h3>"
            + "<span class=\"mini-line\">\(HTMLEscaping.text(line.detail))</span></div></li>\n"
        }
      }
      html += "</ul>\n"
    }
    if let more = section.more { html += "<p class=\"empty\">\(HTMLEscaping.text(more))</p>\n" }
    return html + "</section>\n"
  }

  /// CSS of "New since last report", appended to ``stylesheet`` on a page that has the section
  /// (a cabinet from the library; other pages stay byte-identical): the cards in as many
  /// columns as fit, one on a phone.
  static let newSinceStylesheet = """
    .new-since{margin-bottom:18px}
    .new-minis{grid-template-columns:repeat(auto-fill,minmax(min(100%,280px),1fr));margin-top:12px}

    """
}
