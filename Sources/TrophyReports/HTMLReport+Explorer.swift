extension HTMLReport {
  /// The "Explorer" panel (``DocumentExplorer``): heading and blurb, the figures, the picture
  /// with its caption, the workouts with most new tiles, and where the files are.
  static func explorer(_ explorer: DocumentExplorer) -> String {
    var html = "<section class=\"panel explorer\" aria-labelledby=\"explorer-h\">\n"
    html += "<h2 id=\"explorer-h\">\(HTMLEscaping.text(explorer.heading.text))</h2>\n"
    if let blurb = explorer.heading.blurb { html += "<p class=\"empty\">\(text(blurb))</p>\n" }
    html += "<div class=\"explorer-grid\">\n"
    html += figures(explorer.figures)
    if let picture = explorer.picture {
      html += "<figure class=\"tilemap-figure\">" + ExplorerMapSVG.render(picture)
      html += "<figcaption>\(HTMLEscaping.text(picture.caption))</figcaption></figure>\n"
    }
    html += "</div>\n"
    if !explorer.best.rows.isEmpty {
      html += "<h3>\(HTMLEscaping.text(explorer.bestHeading))</h3>\n"
      html += table(explorer.best)
    }
    html += "<p class=\"empty\">\(text(explorer.files))</p>\n"
    return html + "</section>\n"
  }

  /// The figures table: the first cell a row heading, every other cell escaped and labelled
  /// with its column (`data-label`, shown before it where a narrow screen stacks the cells).
  private static func figures(_ table: DocumentTable) -> String {
    var html = tableStart(table.columns.map(\.title)).replacingOccurrences(
      of: "<table class=\"skipped\">", with: "<table class=\"skipped xfig\">")
    for cells in table.rows {
      html += "<tr>"
      for (index, cell) in cells.enumerated() {
        let text = HTMLEscaping.text(cell.text)
        guard index > 0, index < table.columns.count else {
          html += "<th scope=\"row\">\(text)</th>"
          continue
        }
        let label = HTMLEscaping.attribute(table.columns[index].title)
        html += "<td class=\"xval\" data-label=\"\(label)\">\(text)</td>"
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table></div>\n"
  }

  /// A document table in the page's table style.
  static func table(_ table: DocumentTable) -> String {
    var html = tableStart(table.columns.map { $0.short ?? $0.title })
    for cells in table.rows {
      html += "<tr>" + zip(cells, table.columns).map(cell).joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table></div>\n"
  }

  /// Rules for the explorer panel, added to the page's stylesheet only when it has one (the
  /// page's colours, so light and dark both read).
  static let explorerStylesheet = """
        .explorer-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:18px;
        align-items:start}
        @media (max-width:760px){.explorer-grid{grid-template-columns:minmax(0,1fr)}}
        .tilemap-figure{margin:0}
        .tilemap{display:block;width:100%;max-width:420px;height:auto;margin:0 auto}
        .tilemap .xv{fill:color-mix(in srgb,var(--accent) 45%,var(--card))}
        .tilemap .xc{fill:var(--accent)}
        .tilemap .xm{fill:none;stroke:var(--warn);stroke-width:1.2;stroke-dasharray:2 1.5}
        .tilemap .xs{fill:none;stroke:var(--ink);stroke-width:2}
        .tilemap-figure figcaption{color:var(--muted);font-size:.84rem;margin-top:8px}
        .explorer h3{margin:18px 0 8px;font-size:1.02rem}
        .explorer>p.empty:last-child{margin-top:12px}
        table.xfig th[scope=row]{text-align:left;font-weight:600}
        table.xfig td.xval{text-align:right;font-variant-numeric:tabular-nums}
        @media (max-width:560px){table.xfig tr{grid-template-columns:minmax(0,1fr)}
        table.xfig td.xval{text-align:left;overflow-wrap:anywhere}
        table.xfig td.xval::before{content:attr(data-label) " ";text-transform:lowercase;
        color:var(--muted);font-size:.75rem}}

    """
}
