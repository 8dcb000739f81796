import Achievements
import WorkoutModel

extension HTMLReport {
  /// "Recently earned" and "Closest to unlocking": small cards with the badge, its name and the
  /// readable date or the progress (``CabinetHighlights``); nothing when both are empty.
  static func highlights(_ cabinet: TrophyCabinet, document: CabinetDocument, index: inout Int)
    -> String
  {
    let picks = document.highlights
    guard !picks.recent.isEmpty || !picks.closest.isEmpty else { return "" }
    var html = "<section class=\"highlights\" aria-label=\"Highlights\">\n"
    if !picks.recent.isEmpty {
      html +=
        "<div class=\"panel\"><h2>\(HTMLEscaping.text(document.recentHeading.text))</h2>"
        + "<ul class=\"minis\">\n"
      for status in picks.recent {
        var line = ""
        if let local = status.earnedLocal { line = ReportFormatting.readableDate(local) }
        html += mini(
          status, style: cabinet.badgeStyles.resolvedStyle(for: status.definition), line: line,
          index: &index, sketch: cabinet.routeOutline(for: status.earnedBy))
      }
      html += "</ul></div>\n"
    }
    if !picks.closest.isEmpty {
      html +=
        "<div class=\"panel\"><h2>\(HTMLEscaping.text(document.closestHeading.text))</h2>"
        + "<ul class=\"minis\">\n"
      for status in picks.closest {
        html += mini(
          status, style: cabinet.badgeStyles.resolvedStyle(for: status.definition),
          line: status.progressText, index: &index, bar: true)
      }
      html += "</ul></div>\n"
    }
    return html + "</section>\n"
  }

  /// One small card: badge art in `style`, name and a line of text (and a progress bar when
  /// locked).
  static func mini(
    _ status: AchievementStatus, style: BadgeStyle, line: String, index: inout Int,
    bar: Bool = false, sketch: RouteOutline? = nil
  ) -> String {
    var html =
      "<li class=\"mini\" style=\"--tint:\(tint(style))\" title=\""
      + HTMLEscaping.attribute(status.definition.description) + "\">"
      + BadgeSVG.render(status, style: style, index: index, size: 52)
    index += 1
    html += "<div><h3>\(HTMLEscaping.text(status.definition.name))</h3>"
    html += "<span class=\"mini-line\">\(HTMLEscaping.text(line))</span>"
    if bar {
      html +=
        "<div class=\"bar\" aria-hidden=\"true\"><span style=\"width:\(status.progressPercent)%\">"
        + "</span></div>"
    }
    html += "</div>"
    if let sketch { html += RouteSketchSVG.render(sketch, size: 44) }
    return html + "</li>\n"
  }
}
