extension MarkdownReport {
  /// A document section as Markdown lines: `## heading`, the sentences, the table (or the empty
  /// sentence) and the note after it, each block followed by a blank line.
  static func sectionLines(_ section: DocumentSection) -> [String] {
    var lines = ["## " + section.heading, ""]
    for sentence in section.intro { lines += [text(sentence), ""] }
    if let table = section.table, !table.rows.isEmpty {
      lines.append(row(table.columns.map(\.title)))
      lines.append("|" + table.columns.map { $0.alignsRight ? "---:|" : "---|" }.joined())
      for cells in table.rows { lines.append(row(cells.map(cell))) }
      if let more = section.more { lines += ["", text(more)] }
      lines.append("")
    } else if let empty = section.empty {
      lines += [text(empty), ""]
    }
    return lines
  }

  /// A sentence: text as written, code in backticks.
  static func text(_ sentence: DocumentSentence) -> String {
    sentence.runs.map { run in
      switch run {
      case .text(let text): text
      case .code(let code): "`" + code + "`"
      }
    }.joined()
  }

  /// A table cell: text from files escaped for a cell, codes in backticks, numbers as written.
  static func cell(_ cell: DocumentTable.Cell) -> String {
    switch cell.role {
    case .text, .path, .message, .category: MarkdownEscaping.cell(cell.text)
    case .code: "`" + cell.text + "`"
    case .number: cell.text
    }
  }
}
