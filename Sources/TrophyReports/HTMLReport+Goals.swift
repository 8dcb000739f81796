extension HTMLReport {
  /// The "Goals" panel (``DocumentGoals``): one card per goal with its period, the amount done,
  /// a bar with the pace line's mark (CSS only: widths and positions as inline `style`
  /// percentages, which the page's `style-src 'unsafe-inline'` allows), the note, the badge when
  /// reached, and the goal's other periods. `index` numbers the badges' SVG ids.
  static func goals(_ goals: DocumentGoals, styles: BadgeStyleBook, index: inout Int) -> String {
    var html = "<section class=\"panel goals\" aria-labelledby=\"goals-h\">\n"
    html += "<h2 id=\"goals-h\">\(HTMLEscaping.text(goals.heading.text))</h2>\n"
    if let blurb = goals.heading.blurb { html += "<p class=\"empty\">\(text(blurb))</p>\n" }
    html += "<div class=\"goal-grid\">\n"
    for card in goals.cards {
      let style = styles.resolvedStyle(for: card.badge.definition)
      html +=
        "<article class=\"goal\(card.reached ? " is-reached" : "")\" style=\"--tint:\(tint(style))\">"
        + "\n<div class=\"goal-head\">"
      if card.reached {
        html += BadgeSVG.render(card.badge, style: style, index: index, size: 52)
        index += 1
      }
      html += "<div><h3>\(HTMLEscaping.text(card.title))</h3>"
      html += "<p class=\"goal-period\">\(HTMLEscaping.text(card.period))</p></div></div>\n"
      html +=
        "<p class=\"goal-value\"><strong>\(HTMLEscaping.text(card.done))</strong> "
        + "\(HTMLEscaping.text(card.ofTarget)) <span class=\"goal-pct\">"
        + "\(HTMLEscaping.text(card.percentText))</span></p>\n"
      html +=
        "<div class=\"goalbar\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute(card.barLabel))\">"
        + "<div class=\"bar\"><span style=\"width:\(card.percent)%\"></span></div>"
      if let pace = card.pace { html += "<i class=\"pace\" style=\"left:\(pace)%\"></i>" }
      html += "</div>\n<p class=\"goal-note\">\(HTMLEscaping.text(card.note))</p>\n"
      if let periods = card.periods {
        html += table(periods)
        if let more = card.more { html += "<p class=\"empty\">\(HTMLEscaping.text(more))</p>\n" }
      }
      html += "</article>\n"
    }
    return html + "</div>\n</section>\n"
  }

  /// Rules for the goals panel, added to the page's stylesheet only when it has one (the page's
  /// colours, so light and dark both read).
  static let goalsStylesheet = """
        .goal-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));
        gap:18px;align-items:start;margin-top:14px}
        .goal{border:1px solid var(--edge);border-radius:12px;padding:14px 16px;min-width:0}
        .goal-head{display:flex;gap:12px;align-items:center}
        .goal-head .medal{flex:none}
        .goal h3{margin:0;font-size:1.02rem;overflow-wrap:anywhere}
        .goal-period{margin:2px 0 0;color:var(--muted);font-size:.84rem}
        .goal-value{margin:12px 0 6px;font-variant-numeric:tabular-nums}
        .goal-value strong{font-size:1.35rem}
        .goal-pct{color:var(--muted);margin-left:6px}
        .goalbar{position:relative;padding:5px 0}
        .goalbar .bar{height:12px;border-radius:6px;margin:0}
        .goalbar .pace{position:absolute;top:0;bottom:0;width:3px;margin-left:-1.5px;
        border-radius:2px;background:var(--ink)}
        .goal-note{margin:6px 0 0;font-size:.9rem}
        .goal .table-wrap{margin-top:12px}

    """
}
