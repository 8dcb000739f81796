extension MarkdownReport {
  /// The "Goals" section (``DocumentGoals``), after the highlights as in the HTML page: per goal
  /// its title, the period shown, the amount done with its share of the target, the note, and
  /// the other periods as a table.
  static func goalLines(_ goals: DocumentGoals) -> [String] {
    var lines = ["## " + goals.heading.text, ""]
    if let blurb = goals.heading.blurb { lines += [text(blurb), ""] }
    for card in goals.cards {
      lines += ["### " + MarkdownEscaping.inline(card.title), ""]
      lines += [
        "**\(card.done)** \(card.ofTarget) (\(card.percentText)) — \(card.period). "
          + MarkdownEscaping.inline(card.note),
        "",
      ]
      if let periods = card.periods {
        lines += tableLines(periods)
        if let more = card.more { lines += [more, ""] }
      }
    }
    return lines
  }
}
