import Achievements
import WorkoutModel

extension HTMLReport {
  /// "Year in review": per local year (newest first) the totals, active days, longest streak,
  /// best efforts set, the sports done and a calendar heat grid (``HeatGridSVG``). Older years
  /// are folded into `<details>` so a long history stays one screen.
  static func yearInReview(
    _ review: YearInReview, heading: DocumentHeading, units: UnitSystem = .metric
  ) -> String {
    guard !review.years.isEmpty else { return "" }
    var html = "<section class=\"kind\" aria-labelledby=\"years-h\">\n"
    html += kindHead(heading, id: "years-h")
    for (position, year) in review.years.enumerated() {
      let open = position == 0 ? " open" : ""
      html += "<details class=\"panel year\"\(open)><summary><h3>\(year.year)</h3>"
      html +=
        "<span class=\"shelf-note\">\(NumberText.grouped(year.workouts))"
        + " workout\(year.workouts == 1 ? "" : "s") · "
        + "<span class=\"nowrap\">\(units.distance(metres: year.distanceMeters))"
        + "</span></span></summary>\n"
      let facts: [(String, String)] = [
        (NumberText.grouped(year.activeDays), "active days"),
        (NumberText.grouped(year.longestStreakDays), "days longest streak"),
        (ReportFormatting.hours(seconds: year.activeSeconds), "active"),
        (NumberText.grouped(year.recordsSet), "best efforts set"),
      ]
      html += "<ul class=\"year-facts\">"
      for (value, label) in facts {
        html += "<li><strong>\(value)</strong> <span>\(label)</span></li>"
      }
      html += "</ul>\n<div class=\"heat-wrap\">"
      html += HeatGridSVG.render(year: year.year, minutesByDay: year.minutesByDay)
      html += "</div>\n<ul class=\"year-sports\">"
      for sport in year.sports {
        html +=
          "<li><b>\(HTMLEscaping.text(ReportFormatting.activityName(sport.activity)))</b> "
          + "\(NumberText.grouped(sport.workouts)) · <span class=\"nowrap\">"
          + units.distance(metres: sport.distanceMeters) + "</span> · "
          + "<span class=\"nowrap\">\(ReportFormatting.hours(seconds: sport.activeSeconds))</span></li>"
      }
      html += "</ul>\n</details>\n"
    }
    return html + "</section>\n"
  }
}
