import Achievements

extension MarkdownReport {
  /// The record shelf's other periods after the all-time tables, in the HTML switch's order
  /// (``PeriodShelf``): a `###` heading per period, then a plain table per record table
  /// (record, best, pace, set on, workout), or the period's empty sentence.
  static func periodLines(_ document: CabinetDocument) -> [String] {
    var lines: [String] = []
    for period in document.periodShelf.periods.dropFirst() {
      lines += ["### " + MarkdownEscaping.inline(period.heading), ""]
      guard !period.tables.isEmpty else {
        lines += [MarkdownEscaping.inline(period.empty), ""]
        continue
      }
      for table in period.tables {
        let pace = table.hasPace
        let first = period.id == "top" ? "Rank" : "Record"
        lines += [
          "#### " + MarkdownEscaping.inline(table.title), "",
          "| \(first) | Best |\(pace ? " Pace |" : "") Set on | Workout |",
          "|---|---:|\(pace ? "---:|" : "")---|---|",
        ]
        for row in table.rows {
          lines.append(
            Self.row(
              ([row.label, row.value] + (pace ? [row.pace] : []) + [row.date, row.workout]).map(
                MarkdownEscaping.cell)))
        }
        lines.append("")
      }
    }
    return lines
  }

  /// "This year against last" under the year in review: the intro and the table.
  static func yearOverYearLines(_ document: CabinetDocument) -> [String] {
    guard let section = document.yearOverYear else { return [] }
    var lines = sectionLines(section)
    lines[0] = "### " + section.heading
    return lines
  }
}
