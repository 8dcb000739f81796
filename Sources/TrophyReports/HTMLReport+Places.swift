extension HTMLReport {
  /// The places shelf (``CabinetDocument/places``) as a grid of country cards: the ISO code in
  /// a coloured box (a stand-in for a flag that needs no emoji font and no image), the name and
  /// continent, the first visit (local date and workout), then workouts and distance. Reads the
  /// document's cells (Code, Country, Continent, First visit, First workout, Workouts,
  /// Distance), so the text is the Markdown's.
  static func placesHTML(_ section: DocumentSection) -> String {
    var grid = "<ul class=\"places\">\n"
    for cells in section.table?.rows ?? [] where cells.count == 7 {
      let text = cells.map { HTMLEscaping.text($0.text) }
      grid +=
        "<li class=\"country\"><span class=\"cc cc\(tint(of: cells[0].text))\">\(text[0])</span>"
        + "<span class=\"country-name\">\(text[1]) <small>\(text[2])</small></span>"
        + "<span class=\"country-first\">since <time>\(text[3])</time> · \(text[4])</span>"
        + "<span class=\"country-meta\"><span class=\"nowrap\">\(text[5]) "
        + "\(cells[5].text == "1" ? "workout" : "workouts")</span> · "
        + "<span class=\"nowrap\">\(text[6])</span></span></li>\n"
    }
    return sectionHTML(section, body: grid + "</ul>\n")
  }

  /// One of the eight box colours of ``placesStylesheet`` for a code, fixed per code: the sum
  /// of its bytes times their position, modulo 8.
  static func tint(of code: String) -> Int {
    var sum = 0
    for (index, byte) in code.utf8.enumerated() { sum += Int(byte) * (index + 1) }
    return sum % 8
  }

  /// CSS of the places shelf, appended to ``stylesheet`` on a page that has one (other pages stay
  /// byte-identical): the box colours keep white text at a
  /// contrast of at least 4.5:1 in both schemes.
  static let placesStylesheet = """
    .places{list-style:none;margin:14px 0 0;padding:0;display:grid;
    grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:10px}
    .country{border:1px solid var(--edge);border-radius:12px;padding:10px 12px;min-width:0;
    display:grid;grid-template-columns:auto 1fr;column-gap:12px;align-items:center}
    .cc{grid-row:1/span 3;display:flex;align-items:center;justify-content:center;width:54px;
    height:38px;border-radius:6px;color:#fff;font:750 1rem/1 ui-monospace,SFMono-Regular,Menlo,
    Consolas,"Liberation Mono",monospace;letter-spacing:.08em;
    box-shadow:inset 0 -6px 0 rgba(0,0,0,.18),inset 0 0 0 1px rgba(255,255,255,.25)}
    .cc0{background:#b91c1c}.cc1{background:#1d4ed8}.cc2{background:#047857}
    .cc3{background:#7e22ce}.cc4{background:#b45309}.cc5{background:#0e7490}
    .cc6{background:#be185d}.cc7{background:#4d7c0f}
    .country-name{font-weight:650;overflow-wrap:anywhere}
    .country-name small{font-weight:500;color:var(--muted)}
    .country-first,.country-meta{color:var(--muted);font-size:.84rem;overflow-wrap:anywhere;
    font-variant-numeric:tabular-nums}

    """
}
