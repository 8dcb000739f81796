import Achievements
import WorkoutModel

extension HTMLReport {
  /// "Year in review": per local year (newest first) the totals, active days, longest streak,
  /// best efforts set, the sports done and a calendar heat grid (``HeatGridSVG``). Older years
  /// are folded into `<details>` so a long history stays one screen.
  static func yearInReview(_ document: CabinetDocument) -> String {
    guard !document.years.isEmpty else { return "" }
    var html = "<section class=\"kind\" aria-labelledby=\"years-h\">\n"
    html += kindHead(document.yearsHeading, id: "years-h")
    html += yearOverYear(document)
    for (position, year) in document.years.enumerated() {
      let open = position == 0 ? " open" : ""
      html += "<details class=\"panel year\"\(open)><summary><h3>\(year.year)</h3>"
      html +=
        "<span class=\"shelf-note\">\(year.workouts.inline) · "
        + "<span class=\"nowrap\">\(year.distance)</span></span></summary>\n"
      let facts: [(String, String)] = [
        (year.activeDays, "active days"), (year.longestStreak.number, "days longest streak"),
        (year.activeTime, "active"), (year.bestEffortsSet, "best efforts set"),
      ]
      html += "<ul class=\"year-facts\">"
      for (value, label) in facts {
        html += "<li><strong>\(value)</strong> <span>\(label)</span></li>"
      }
      html += "</ul>\n<div class=\"heat-wrap\">"
      html += HeatGridSVG.render(year: year.year, minutesByDay: year.minutesByDay)
      html += "</div>\n<ul class=\"year-sports\">"
      for cells in year.sports where cells.count == 4 {
        // Without a distance ("–"), the time alone.
        let distance =
          cells[2].text == "–" ? "" : "<span class=\"nowrap\">\(cells[2].text)</span> · "
        html +=
          "<li><b>\(HTMLEscaping.text(cells[0].text))</b> \(cells[1].text) · " + distance
          + "<span class=\"nowrap\">\(cells[3].text)</span></li>"
      }
      html += "</ul>\n</details>\n"
    }
    return html + "</section>\n"
  }
}
