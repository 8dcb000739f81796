extension HTMLReport {
  /// A document section as a panel: `<h2 id="<id>-h">`, the sentences, the table (or the empty
  /// sentence) and the note after it.
  static func sectionHTML(_ section: DocumentSection, body: String? = nil) -> String {
    let id = section.id.rawValue + "-h"
    var html = "<section class=\"panel\" aria-labelledby=\"\(id)\">\n"
    html += "<h2 id=\"\(id)\">\(HTMLEscaping.text(section.heading))</h2>\n"
    for sentence in section.intro { html += "<p class=\"empty\">\(text(sentence))</p>\n" }
    if let table = section.table, !table.rows.isEmpty {
      if let body {
        html += body
      } else {
        html += tableStart(table.columns.map { $0.short ?? $0.title })
        for cells in table.rows {
          html += "<tr>" + zip(cells, table.columns).map(cell).joined() + "</tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
      }
      if let more = section.more { html += "<p class=\"empty\">\(text(more))</p>\n" }
    } else if let empty = section.empty {
      html += "<p class=\"empty\">\(text(empty))</p>\n"
    }
    return html + "</section>\n"
  }

  /// A sentence: text escaped, code in `<code>`.
  static func text(_ sentence: DocumentSentence) -> String {
    sentence.runs.map { run in
      switch run {
      case .text(let text): HTMLEscaping.text(text)
      case .code(let code): "<code>" + HTMLEscaping.text(code) + "</code>"
      }
    }.joined()
  }

  /// A table cell: paths breakable, categories and codes as pills, messages in `msg`, numbers
  /// right-aligned and labelled with their column (`data-label`, shown before the number where a
  /// narrow screen drops the table's headings).
  static func cell(_ cell: DocumentTable.Cell, in column: DocumentTable.Column) -> String {
    switch cell.role {
    case .text: "<td>\(HTMLEscaping.text(cell.text))</td>"
    case .path: "<td class=\"path\">\(HTMLEscaping.breakableText(cell.text))</td>"
    case .message: "<td class=\"msg\">\(HTMLEscaping.text(cell.text))</td>"
    case .category, .code: "<td><span class=\"pill\">\(HTMLEscaping.text(cell.text))</span></td>"
    case .number:
      "<td class=\"num\" data-label=\"\(HTMLEscaping.attribute(column.short ?? column.title))\">"
        + "\(cell.text)</td>"
    }
  }
}
