import Achievements

extension HTMLReport {
  /// The record shelf's period switch without script: one radio input per period (hidden,
  /// still reachable by keyboard), their labels as tabs, and one panel per period; CSS shows
  /// the panel of the checked input (``periodStyles(_:)``). "All time" (`allTime`, the
  /// all-time shelf) is checked, so the page reads the same with scripts off, and without CSS
  /// every panel shows, headed.
  static func periodSwitch(
    _ shelf: PeriodShelf, allTime: String, document: CabinetDocument, cabinet: TrophyCabinet
  ) -> String {
    guard shelf.periods.count > 1 else { return allTime }
    var html = "<div class=\"periods\">\n"
    for (place, period) in shelf.periods.enumerated() {
      html +=
        "<input type=\"radio\" class=\"rp\" name=\"record-period\" id=\"rp-\(period.id)\""
        + (place == 0 ? " checked" : "") + ">\n"
    }
    html += "<p class=\"period-tabs\"><span class=\"period-say\">Show</span>"
    for period in shelf.periods {
      html += "<label for=\"rp-\(period.id)\">\(HTMLEscaping.text(period.label))</label>"
    }
    html += "</p>\n"
    for (place, period) in shelf.periods.enumerated() {
      html += "<div class=\"period-panel\" id=\"pp-\(period.id)\">\n"
      html +=
        "<p class=\"period-heading\"\(place == 0 ? " hidden" : "")>"
        + HTMLEscaping.text(period.heading) + "</p>\n"
      if place == 0 {
        html += allTime
      } else if period.tables.isEmpty {
        html += "<p class=\"empty\">\(HTMLEscaping.text(period.empty))</p>\n"
      } else {
        html += recordTables(
          period.tables, document: document, cabinet: cabinet, before: false,
          firstHeading: period.id == "top" ? "Rank" : "Record")
      }
      html += "</div>\n"
    }
    return html + "</div>\n"
  }

  /// The rules of the period switch and of "This year against last": the tabs and table
  /// (``seasonStylesheet``), then for the periods of `document` each panel hidden unless its
  /// input is checked, the checked tab highlighted and the focused one outlined. Empty when
  /// the page has neither.
  static func seasonStyles(_ document: CabinetDocument) -> String {
    let ids = document.periodShelf.periods.map(\.id)
    guard ids.count > 1 else { return document.yearOverYear == nil ? "" : seasonStylesheet }
    let panels = ids.map { "#rp-\($0):checked~#pp-\($0)" }.joined(separator: ",")
    let tabs = ids.map { "#rp-\($0):checked~.period-tabs label[for=rp-\($0)]" }
    let focus = ids.map { "#rp-\($0):focus-visible~.period-tabs label[for=rp-\($0)]" }
    return seasonStylesheet + ".period-panel{display:none}\n\(panels){display:block}\n"
      + tabs.joined(separator: ",")
      + "{background:var(--ink);color:var(--bg);border-color:var(--ink)}\n"
      + focus.joined(separator: ",") + "{outline:2px solid var(--accent);outline-offset:2px}\n"
  }

  /// The fixed part of ``seasonStyles(_:)``.
  static let seasonStylesheet = """
    .periods{position:relative}
    .rp{position:absolute;top:0;left:0;opacity:0;width:1px;height:1px;margin:0;pointer-events:none}
    .period-tabs{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:0 0 14px}
    .period-say{color:var(--muted);font-size:.85rem;margin-right:2px}
    .period-tabs label{cursor:pointer;border:1px solid var(--edge);background:var(--card);
    border-radius:999px;padding:4px 12px;font-size:.88rem;font-weight:600;
    font-variant-numeric:tabular-nums}
    .period-tabs label:hover{border-color:var(--accent)}
    .period-heading{font-weight:700;margin:0 0 10px;color:var(--muted)}
    .yoy h3{margin:0 0 6px}
    .yoy .empty{margin-bottom:10px}
    .yoy tr.yoy-sport td{border-top:2px solid var(--edge)}
    .yoy tr.yoy-sport td:first-child{font-weight:700}
    @media (max-width:560px){.yoy table.skipped tr{grid-template-columns:1fr 1fr}
    .yoy table.skipped td:empty{display:none}
    .yoy table.skipped td:nth-child(-n+2){grid-column:1/-1;order:0}
    .yoy table.skipped td.num{order:1;text-align:left;white-space:normal;min-width:0}
    .yoy table.skipped tr.yoy-sport td{border:0}}

    """

  /// A row of a period's table, shorter than ``recordRow(_:style:pace:sketch:)`` (a page
  /// holds hundreds): label, value, pace, the local date (its instant in `datetime`) and the
  /// workout (its file in `title`).
  static func periodRow(_ row: RecordShelf.Row, pace: Bool) -> String {
    var html = "<tr><th scope=\"row\">\(HTMLEscaping.text(row.label))</th>"
    html += "<td class=\"rv\"><strong>\(HTMLEscaping.text(row.value))</strong></td>"
    if pace { html += "<td class=\"num\">\(HTMLEscaping.text(row.pace))</td>" }
    html += "<td>"
    if let local = row.status.earnedLocal {
      html += "<time datetime=\"\(local.iso8601)\">\(HTMLEscaping.text(row.date))</time>"
    }
    if let by = row.status.earnedBy {
      html +=
        "<span class=\"by\" title=\"\(HTMLEscaping.attribute(by.file))\">"
        + HTMLEscaping.breakableText(row.workout) + "</span>"
    }
    return html + "</td></tr>\n"
  }

  /// "This year against last" inside the year in review: intro and the table.
  static func yearOverYear(_ document: CabinetDocument) -> String {
    guard let section = document.yearOverYear, let table = section.table else { return "" }
    var html = "<div class=\"panel yoy\">\n<h3 id=\"year-over-year-h\">"
    html += HTMLEscaping.text(section.heading) + "</h3>\n"
    for sentence in section.intro { html += "<p class=\"empty\">\(text(sentence))</p>\n" }
    html += tableStart(table.columns.map { $0.short ?? $0.title })
    for cells in table.rows {
      let first = cells.first?.text.isEmpty == false
      html +=
        "<tr\(first ? " class=\"yoy-sport\"" : "")>"
        + zip(cells, table.columns).map(cell).joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table></div>\n</div>\n"
  }
}
