extension MarkdownReport {
  /// The "Explorer" section (``DocumentExplorer``): heading and blurb, the figures, the workouts
  /// with most new tiles, and where the files are (the picture is the HTML page's).
  static func explorerLines(_ explorer: DocumentExplorer) -> [String] {
    var lines = ["## " + explorer.heading.text, ""]
    if let blurb = explorer.heading.blurb { lines += [text(blurb), ""] }
    lines += tableLines(explorer.figures)
    if !explorer.best.rows.isEmpty {
      lines += ["### " + explorer.bestHeading, ""] + tableLines(explorer.best)
    }
    return lines + [text(explorer.files), ""]
  }

  /// A document table and a blank line.
  static func tableLines(_ table: DocumentTable) -> [String] {
    [
      row(table.columns.map(\.title)),
      "|" + table.columns.map { $0.alignsRight ? "---:|" : "---|" }.joined(),
    ] + table.rows.map { row($0.map(cell)) } + [""]
  }
}
