import Achievements
import WorkoutModel

/// Renders a ``TrophyCabinet`` as one self-contained HTML5 page: inline CSS, inline SVG badges,
/// no scripts, no external resources (a `Content-Security-Policy` meta of
/// `default-src 'none'; style-src 'unsafe-inline'; img-src data:` enforces it), light and dark
/// colour schemes (`prefers-color-scheme`), and a responsive grid.
///
/// Every string that came from a file or the catalog is escaped for its context with
/// ``HTMLEscaping/text(_:)`` or ``HTMLEscaping/attribute(_:)``; colours must be `#rrggbb`.
/// The output depends only on the cabinet (dates by ``CivilDateTime``, numbers by
/// ``ReportFormatting``).
public enum HTMLReport {
  /// The Content-Security-Policy the page declares.
  public static let contentSecurityPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

  /// The whole document, ending in a newline; `document` is `cabinet`'s when the caller has
  /// built it already (built here otherwise).
  public static func render(_ cabinet: TrophyCabinet, document: CabinetDocument? = nil)
    -> String
  {
    let summary = cabinet.evaluation.totals
    let document = document ?? CabinetDocument(cabinet)
    var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html +=
      "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
    html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    html += "<meta name=\"generator\" content=\"trophies\">\n"
    html += "<title>\(HTMLEscaping.text(cabinet.title))</title>\n"
    let places = document.places == nil ? "" : placesStylesheet  // only when shown
    let explorer = document.explorer == nil ? "" : explorerStylesheet
    let gear = document.gear == nil ? "" : gearStylesheet
    let goals = document.goals == nil ? "" : goalsStylesheet
    let since = document.newSince == nil ? "" : newSinceStylesheet
    let share = document.share == nil ? "" : shareStylesheet
    html +=
      "<style>\n\(stylesheet)\(seasonStyles(document))\(places)\(gear)\(explorer)\(goals)"
      + "\(since)\(share)\(routeMapStyles(document.routeMap))</style>\n</head>\n<body>\n"
    html += header(cabinet, summary, document: document)
    html += "<main>\n"
    var badgeIndex = cabinet.badges.count
    html += newSince(cabinet, document: document, index: &badgeIndex)
    html += highlights(cabinet, document: document, index: &badgeIndex)
    if let goals = document.goals {
      html += HTMLReport.goals(goals, styles: cabinet.badgeStyles, index: &badgeIndex)
    }
    html += activities(document.activities)
    html += cabinetSections(cabinet, document: document, yearInReview: yearInReview(document))
    if let places = document.places { html += placesHTML(places) }
    if let gear = document.gear { html += gearHTML(gear) }
    if let routeMap = document.routeMap { html += HTMLReport.routeMap(routeMap) }
    if let explorer = document.explorer { html += HTMLReport.explorer(explorer) }
    if let share = document.share { html += shareSection(share, index: &badgeIndex) }
    html += about(cabinet, summary)
    for section in document.listings { html += sectionHTML(section) }
    html += "</main>\n"
    let generated = CivilDateTime(instant: cabinet.generatedAt)
    html +=
      "<footer><p>Generated \(generated.dateMinuteString) UTC by trophies. This page is one"
      + " self-contained file: it loads nothing from the network.</p></footer>\n"
    html += "</body>\n</html>\n"
    return html
  }
}
