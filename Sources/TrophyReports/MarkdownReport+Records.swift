import Achievements

extension MarkdownReport {
  /// The records section: a table per sport (record, best, pace, date, workout, the record it
  /// beat) and the records not set yet on one line (see ``RecordShelf``).
  static func recordsLines(_ statuses: [AchievementStatus], units: UnitSystem) -> [String] {
    let shelf = RecordShelf(statuses: statuses, units: units)
    guard !shelf.tables.isEmpty || !shelf.notStarted.isEmpty else { return [] }
    let set = shelf.tables.reduce(0) { $0 + $1.rows.count }
    let total = statuses.filter { $0.definition.kind == .record }.count
    var lines = ["## Records (\(set) of \(total) set)", "", CabinetLayout.blurb(of: .record), ""]
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
          "Not yet: " + table.notYet.map(MarkdownEscaping.inline).joined(separator: " · "))
        lines.append("")
      }
    }
    if !shelf.notStarted.isEmpty {
      lines.append(
        "No records yet: " + shelf.notStarted.map(MarkdownEscaping.inline).joined(separator: " · "))
      lines.append("")
    }
    return lines
  }
}
