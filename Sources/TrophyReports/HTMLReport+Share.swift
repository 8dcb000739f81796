import WorkoutModel

extension HTMLReport {
  /// The stylesheet of the "Share pictures" section, added only when it is shown.
  static let shareStylesheet = """
    .share-gallery{list-style:none;margin:0;padding:0;display:grid;gap:16px;
    grid-template-columns:repeat(auto-fill,minmax(min(100%,160px),1fr));max-width:760px}
    .share-gallery a{display:block;border-radius:12px;overflow:hidden}
    .share-gallery svg{display:block;width:100%;height:auto}
    .share-all{margin-top:16px}.share-all ul{margin:.5em 0 0;padding-left:1.2em}
    .share-all li{margin:.2em 0}.share-all .shelf-note{margin-left:.4em}
    .share-all a{margin-left:.5em;white-space:nowrap;color:var(--accent)}
    .share-all summary{cursor:pointer;color:var(--muted)}

    """

  /// "Share pictures": the head, the gallery's cards drawn inline at 1:1 (each a link to its
  /// file), then every card by name with links to its three files (``DocumentShare/path(_:_:)``).
  /// Links only: the page's Content-Security-Policy loads no picture from a file. `index`
  /// numbers the inline drawings' ids after the page's badges.
  static func shareSection(_ share: DocumentShare, index: inout Int) -> String {
    var html = "<section class=\"kind\" aria-labelledby=\"share-h\">\n"
    html += kindHead(share.heading, id: "share-h")
    html += "<ul class=\"share-gallery\">\n"
    for position in share.gallery where share.cards.indices.contains(position) {
      let card = share.cards[position]
      html +=
        "<li><a href=\"\(HTMLEscaping.attribute(DocumentShare.path(card, .square)))\">"
        + ShareCardSVG.element(card, format: .square, index: index) + "</a></li>\n"
      index += 1
    }
    html += "</ul>\n<details class=\"share-all\"><summary>All "
    html += NumberText.counted(share.cards.count, "card", grouped: true)
    html += " (SVG; PNG beside each when rsvg-convert is installed)</summary>\n<ul>\n"
    for card in share.cards {
      html +=
        "<li><b>\(HTMLEscaping.text(shareName(card)))</b>"
        + "<span class=\"shelf-note\">\(HTMLEscaping.text(card.eyebrow))</span>"
      for format in ShareCardFormat.allCases {
        html +=
          "<a href=\"\(HTMLEscaping.attribute(DocumentShare.path(card, format)))\">"
          + "\(format.label)</a>"
      }
      html += "</li>\n"
    }
    return html + "</ul>\n</details>\n</section>\n"
  }

  /// A card by name in a list: the title, with a record's value ("5 km 22:59").
  static func shareName(_ card: ShareCard) -> String {
    card.title + (card.headline.map { " " + $0 } ?? "")
  }
}
