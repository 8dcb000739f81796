extension HTMLReport {
  /// The Gear section (``CabinetDocument/gear``): the retire-at warnings first (a visible
  /// `role="note"` box each), then one card per piece of gear: name and sports, workouts,
  /// distance and time, first and last use, a bar toward the retire-at distance (when the
  /// settings give one; "Retired" instead when they call it retired), and the milestones as pills (reached ones with their date, then the
  /// next). Reads the document's cells (Gear, Workouts, Distance, Time, Sports, First used,
  /// Last used, Milestones, Retire at), so the text is the Markdown's.
  static func gearHTML(_ gear: DocumentGear) -> String {
    var body = ""
    for warning in gear.warnings {
      body +=
        "<p class=\"gear-warning\" role=\"note\"><strong>Retire soon: "
        + "\(HTMLEscaping.text(warning.gear))</strong> — \(HTMLEscaping.text(warning.text))</p>\n"
    }
    body += "<ul class=\"gear\">\n"
    for (cells, card) in zip(gear.section.table?.rows ?? [], gear.cards) where cells.count == 9 {
      let text = cells.map { HTMLEscaping.text($0.text) }
      let state =
        card.retired
        ? " is-retired"
        : card.retirement == .passed ? " is-due" : card.retirement == .near ? " is-near" : ""
      body += "<li class=\"gear-item\(state)\">"
      body += "<span class=\"gear-name\">\(text[0])</span>"
      body += "<span class=\"gear-sports\">\(text[4])</span>"
      body +=
        "<span class=\"gear-figures\"><span class=\"nowrap\"><b>\(text[2])</b></span> · "
        + "<span class=\"nowrap\">\(text[1]) \(cells[1].text == "1" ? "workout" : "workouts")"
        + "</span> · <span class=\"nowrap\">\(text[3])</span></span>"
      body +=
        cells[5].text == cells[6].text
        ? "<span class=\"gear-dates\">Used on <time>\(text[5])</time></span>"
        : "<span class=\"gear-dates\">Used <time>\(text[5])</time> to <time>\(text[6])</time>"
          + "</span>"
      if card.retired {
        body += "<span class=\"gear-retire\"><span class=\"gear-retire-text\">Retired</span></span>"
      } else if let fraction = card.retireFraction {
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
        body +=
          "<span class=\"gear-retire\"><span class=\"bar\" role=\"progressbar\" "
          + "aria-label=\"Distance toward retiring it\" aria-valuemin=\"0\" "
          + "aria-valuemax=\"100\" aria-valuenow=\"\(percent)\"><span style=\"width:\(percent)%\">"
          + "</span></span><span class=\"gear-retire-text\">Retire at \(text[8])</span></span>"
      }
      body += "<span class=\"gear-miles\">"
      for milestone in card.milestones {
        if let date = milestone.date {
          body +=
            "<span class=\"gear-mile is-reached\">\(HTMLEscaping.text(milestone.label)) "
            + "<time>\(HTMLEscaping.text(date))</time></span>"
        } else {
          body += "<span class=\"gear-mile\">next \(HTMLEscaping.text(milestone.label))</span>"
        }
      }
      body += "</span></li>\n"
    }
    return sectionHTML(gear.section, body: body + "</ul>\n")
  }

  /// CSS of the Gear section, appended to ``stylesheet`` on a page that has one (other pages
  /// stay byte-identical). The warning box and the due card use `--warn`, the bar and the
  /// reached pills `--accent`, in both colour schemes.
  static let gearStylesheet = """
    .gear{list-style:none;margin:14px 0 0;padding:0;display:grid;
    grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr));gap:10px}
    .gear-item{--tint:var(--accent);border:1px solid var(--edge);border-radius:12px;
    padding:10px 14px;min-width:0;display:flex;flex-direction:column;gap:3px}
    .gear-item.is-due,.gear-item.is-near{--tint:var(--warn);border-color:var(--warn)}
    .gear-item.is-retired{opacity:.72}
    .gear-name{font-weight:700;font-size:1.02rem;overflow-wrap:anywhere}
    .gear-sports,.gear-dates,.gear-retire-text{color:var(--muted);font-size:.84rem;
    overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
    .gear-figures{font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
    .gear-retire{display:flex;flex-direction:column}
    .gear-miles{display:flex;flex-wrap:wrap;gap:5px;margin-top:5px}
    .gear-mile{border:1px dashed var(--edge);border-radius:999px;padding:1px 9px;
    font-size:.78rem;color:var(--muted);font-variant-numeric:tabular-nums}
    .gear-mile.is-reached{border:1px solid var(--accent);color:var(--ink);background:var(--pill)}
    .gear-mile time{color:var(--muted)}
    .gear-warning{margin:10px 0 0;padding:8px 12px;border:1px solid var(--warn);
    border-left-width:5px;border-radius:10px;overflow-wrap:anywhere}
    .gear-warning strong{color:var(--warn)}

    """
}
