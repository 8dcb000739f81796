import Achievements

extension MarkdownReport {
  /// The records section: a table per sport (record, best, pace, date, workout, the record it
  /// beat) and the records not set yet on one line (see ``RecordShelf``).
  static func recordsLines(_ document: CabinetDocument) -> [String] {
    let shelf = document.recordShelf
    guard !shelf.tables.isEmpty || !shelf.notStarted.isEmpty,
      let heading = document.kinds.first(where: { $0.section.kind == .record })?.heading
    else { return [] }
    var lines = headingLines(heading, level: "##")
    for table in shelf.tables {
      lines.append("### " + MarkdownEscaping.inline(table.title))
      lines.append("")
      if !table.rows.isEmpty {
        let pace = table.hasPace
        lines.append("| Record | Best |\(pace ? " Pace |" : "") Set on | Workout | Before |")
        lines.append("|---|---:|\(pace ? "---:|" : "")---|---|---:|")
        for row in table.rows {
          var best = "**" + MarkdownEscaping.cell(row.value) + "**"
          if !row.runnersUp.isEmpty {
            let places = zip(["2nd", "3rd"], row.runnersUp).map {
              $0.0 + " " + MarkdownEscaping.cell($0.1)
            }
            best += " (" + places.joined(separator: ", ") + ")"
          }
          if row.unverifiedCount > 0 {
            best += " (\(row.unverifiedCount) unverified not counted)"
          }
          let cells =
            [MarkdownEscaping.cell(row.label), best]
            + (pace ? [MarkdownEscaping.cell(row.pace)] : [])
            + [
              MarkdownEscaping.cell(row.date), MarkdownEscaping.cell(row.workout),
              MarkdownEscaping.cell(row.previous),
            ]
          lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
      }
      if !table.notYet.isEmpty {
        lines.append(
          document.notYetLabel + " "
            + table.notYet.map(MarkdownEscaping.inline).joined(separator: " · "))
        lines.append("")
      }
    }
    if !shelf.notStarted.isEmpty {
      lines.append(
        document.noRecordsYetLabel + " "
          + shelf.notStarted.map(MarkdownEscaping.inline).joined(separator: " · "))
      lines.append("")
    }
    return lines + periodLines(document)
  }
}
