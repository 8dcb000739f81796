import Achievements
import WorkoutModel

/// Draws a ``ShareCard`` as one standalone SVG 1.1 document in a ``ShareCardFormat``: a dark
/// night-blue card with a glow and a frame in the card's accent, the eyebrow at the top, the
/// wordmark at the bottom, and between them, centred, the badge art (``BadgeSVG``), the title,
/// the record's value, the lines, the date and workout, the route outline (``RouteSketchSVG``,
/// the outline after the privacy cut: ``RouteOutline``) or a year's figures, sports and heat
/// grid (``HeatGridSVG``).
///
/// Rules: `width`/`height` and `viewBox="0 0 1080 H"` are the format's pixels exactly; text is
/// escaped (``HTMLEscaping``) and fitted by ``ShareTextFit`` (conservative widths, at most a
/// few lines, "…" at the cut), never wider than ``textWidth``; the system font stack only, no
/// `href`, no network, no script, no stylesheet (so the same markup can sit inline in the
/// page). When the blocks are taller than the space, the badge shrinks (to ``smallestBadge``),
/// then the route is left out (``ShareCardLayout``).
public enum ShareCardSVG {
  /// Space between the card's edge and any text or drawing, pixels.
  public static let margin = 64
  /// Widest text line, pixels: the width less two margins.
  public static let textWidth = 1080 - 2 * margin
  /// The smallest the badge art is drawn, pixels.
  static let smallestBadge = 140
  /// The font stack: the page's (``HTMLReport``), in single quotes for an attribute.
  static let fontFamily =
    "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', "
    + "'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', "
    + "'Noto Color Emoji'"

  /// The standalone document: an XML declaration, then ``element(_:format:index:)``, ending in
  /// a newline.
  public static func render(_ card: ShareCard, format: ShareCardFormat) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(card, format: format, index: 0)
      + "\n"
  }

  /// The `<svg>` element of `card` in `format`; `index` makes its ids (`c<index>-…`, and the
  /// badge's `b<index>-…`) unique on a page that holds several.
  public static func element(_ card: ShareCard, format: ShareCardFormat, index: Int) -> String {
    let width = format.width
    let height = format.height
    let accent = BadgeColour(hex: card.accent) ?? .fallbackPrimary
    let light = accent.mixed(with: .white, percent: 45).hex
    let id = "c\(index)"
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
      + " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)-t\""
      + " font-family=\"\(fontFamily)\">"
    svg +=
      "<title id=\"\(id)-t\">"
      + HTMLEscaping.text(
        card.title + (card.headline.map { " " + $0 } ?? "") + " · " + card.eyebrow)
      + "</title>"
    svg += "<defs><linearGradient id=\"\(id)-bg\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
    svg += "<stop offset=\"0\" stop-color=\"#17213a\"/><stop offset=\"1\" stop-color=\"#2a1d47\"/>"
    svg += "</linearGradient><radialGradient id=\"\(id)-glow\" cx=\".5\" cy=\".3\" r=\".6\">"
    svg += "<stop offset=\"0\" stop-color=\"\(accent.hex)\" stop-opacity=\".45\"/>"
    svg += "<stop offset=\"1\" stop-color=\"\(accent.hex)\" stop-opacity=\"0\"/>"
    svg += "</radialGradient></defs>"
    svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"url(#\(id)-bg)\"/>"
    svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"url(#\(id)-glow)\"/>"
    svg +=
      "<rect x=\"24\" y=\"24\" width=\"\(width - 48)\" height=\"\(height - 48)\" rx=\"40\""
      + " fill=\"none\" stroke=\"\(light)\" stroke-opacity=\".55\" stroke-width=\"4\"/>"
    let eyebrow = ShareTextFit.line(
      card.eyebrow.uppercased(), fontSize: 32, maxWidth: textWidth, spacing: 4)
    svg += text(eyebrow, x: width / 2, y: 112, size: 32, fill: light, bold: true, spacing: 4)
    svg += text(
      "TROPHY CABINET", x: width / 2, y: height - 68, size: 26, fill: "#a2aabb", bold: true,
      spacing: 6)
    let layout = ShareCardLayout(card, format: format)
    var y = 150 + (height - 280 - layout.height) / 2
    for block in layout.blocks {
      svg += draw(block, card: card, top: y, width: width, light: light, index: index)
      y += block.height + layout.gap
    }
    return svg + "</svg>"
  }

  /// The markup of one block whose top is at `top`.
  static func draw(
    _ block: ShareCardLayout.Block, card: ShareCard, top: Int, width: Int, light: String,
    index: Int
  ) -> String {
    switch block {
    case .badge(let size):
      guard let badge = card.badge else { return "" }
      return "<g transform=\"translate(\((width - size) / 2) \(top))\">"
        + BadgeSVG.render(badge.status, style: badge.style, index: index, size: size) + "</g>"
    case .text(let lines, let size, let style):
      let lineHeight = ShareCardLayout.lineHeight(size)
      var svg = ""
      for (number, line) in lines.enumerated() {
        let baseline = top + number * lineHeight + size * 4 / 5 + (lineHeight - size) / 2
        svg += text(
          line, x: width / 2, y: baseline, size: size, fill: style.fill(light),
          bold: style.isBold)
      }
      return svg
    case .route(let size):
      guard let route = card.route else { return "" }
      return "<g transform=\"translate(\((width - size) / 2) \(top))\" color=\"\(light)\">"
        + RouteSketchSVG.render(
          route, size: size, label: "Route of " + (card.workout ?? card.title))
        + "</g>"
    case .figures(let rows, let size):
      return figures(card.figures, rows: rows, size: size, top: top, light: light)
    case .heat(let heatWidth):
      guard let heat = card.heat else { return "" }
      let fills = ["#2b3552", "#5b4a2e", "#8d6d2c", "#c39334", "#f2c14e", "#a2aabb"]
      return "<g transform=\"translate(\((width - heatWidth) / 2) \(top))\" font-size=\"9\">"
        + HeatGridSVG.render(
          year: heat.year, minutesByDay: heat.minutesByDay, fills: fills, width: heatWidth)
        + "</g>"
    }
  }

  /// A year's figures in three columns, `rows` rows: the value big, the label under it (two
  /// lines at most).
  static func figures(
    _ figures: [ShareCard.Figure], rows: Int, size: Int, top: Int, light: String
  ) -> String {
    let column = textWidth / 3
    var svg = ""
    for (number, figure) in figures.prefix(rows * 3).enumerated() {
      let x = margin + column * (number % 3) + column / 2
      let cellTop = top + (number / 3) * ShareCardLayout.figureHeight(size)
      let value = ShareTextFit.line(figure.value, fontSize: size, maxWidth: column - 24)
      svg += text(value, x: x, y: cellTop + size * 4 / 5, size: size, fill: light, bold: true)
      let labels = ShareTextFit.lines(
        figure.label, fontSize: ShareCardLayout.figureLabelSize, maxWidth: column - 24,
        maxLines: 2)
      for (line, label) in labels.enumerated() {
        let baseline =
          cellTop + ShareCardLayout.lineHeight(size) + 8 + ShareCardLayout.figureLabelSize
          + line * ShareCardLayout.lineHeight(ShareCardLayout.figureLabelSize)
        svg += text(
          label, x: x, y: baseline, size: ShareCardLayout.figureLabelSize, fill: "#d5d9e6",
          bold: false)
      }
    }
    return svg
  }

  /// One centred `<text>` element, its content escaped.
  static func text(
    _ content: String, x: Int, y: Int, size: Int, fill: String, bold: Bool, spacing: Int = 0
  ) -> String {
    guard !content.isEmpty else { return "" }
    return "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"middle\" font-size=\"\(size)\""
      + (bold ? " font-weight=\"700\"" : "")
      + (spacing > 0 ? " letter-spacing=\"\(spacing)\"" : "")
      + " fill=\"\(fill)\">\(HTMLEscaping.text(content))</text>"
  }
}
