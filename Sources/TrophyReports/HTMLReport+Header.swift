import Achievements
import WorkoutModel

extension HTMLReport {
  /// The hero: title, earned ring, generation date and the stat tiles of what was imported.
  static func header(
    _ cabinet: TrophyCabinet, _ summary: WorkoutTotals, document: CabinetDocument
  ) -> String {
    let earned = cabinet.badges.filter(\.earned).count
    let total = cabinet.badges.count
    let percent = ReportFormatting.percent(earned, of: total)
    let generated = CivilDateTime(instant: cabinet.generatedAt)
    var html = "<header class=\"hero\">\n<div class=\"hero-inner\">\n<div class=\"hero-text\">\n"
    html += "<p class=\"eyebrow\">Achievements</p>\n"
    html += "<h1>\(HTMLEscaping.text(cabinet.title))</h1>\n"
    html += "<p class=\"hero-sub\">"
    if let range = summary.dateRange {
      html += "Workouts from <strong>\(range)</strong> (local dates). "
    }
    html +=
      "Generated <time datetime=\"\(generated.iso8601)\">\(generated.dateMinuteString) UTC"
      + "</time>.</p>\n</div>\n"
    html +=
      "<div class=\"ring\" role=\"img\" aria-label=\"\(earned) of \(total) achievements earned\">"
      + "<svg viewBox=\"0 0 120 120\" width=\"132\" height=\"132\" aria-hidden=\"true\""
      + " xmlns=\"http://www.w3.org/2000/svg\">"
      + "<circle class=\"ring-track\" cx=\"60\" cy=\"60\" r=\"52\" pathLength=\"100\"/>"
      + "<circle class=\"ring-fill\" cx=\"60\" cy=\"60\" r=\"52\" pathLength=\"100\""
      + " stroke-dasharray=\"\(percent) 100\" transform=\"rotate(-90 60 60)\"/></svg>"
      + "<span class=\"ring-label\"><strong>\(NumberText.grouped(earned))</strong>"
      + "<span>of \(NumberText.grouped(total)) earned</span></span></div>\n"
    html += "</div>\n<ul class=\"tiles\" aria-label=\"What was imported\">\n"
    for figure in document.figures {
      html +=
        "<li class=\"tile\"><span class=\"tile-value\">\(figure.number)</span>"
        + "<span class=\"tile-label\">\(figure.label)</span></li>\n"
    }
    html += "</ul>\n</header>\n"
    return html
  }

  /// "By activity" as chips: name, workouts, distance and active time of each activity type
  /// (the rows of ``CabinetDocument/activities``; a type without distance shows its time only).
  static func activities(_ section: DocumentSection) -> String {
    var html = "<ul class=\"activities\">\n"
    for cells in section.table?.rows ?? [] where cells.count == 4 {
      let noun = cells[1].text == "1" ? "workout" : "workouts"
      html +=
        "<li class=\"activity\"><span class=\"activity-name\">\(HTMLEscaping.text(cells[0].text))</span>"
        + "<span class=\"activity-count\">\(cells[1].text) <small>\(noun)</small></span>"
        + "<span class=\"activity-meta\">"
        + (cells[2].text == "–" ? "" : "<span class=\"nowrap\">\(cells[2].text)</span> · ")
        + "<span class=\"nowrap\">\(cells[3].text)</span></span></li>\n"
    }
    return sectionHTML(section, body: html + "</ul>\n")
  }

  /// "About this cabinet": what was read, skipped and warned about, and when the page was made,
  /// ahead of the skipped-files and warnings tables.
  static func about(_ cabinet: TrophyCabinet, _ summary: WorkoutTotals) -> String {
    let generated = CivilDateTime(instant: cabinet.generatedAt)
    let rows: [(String, String, Bool)] = [
      ("Files read", NumberText.grouped(cabinet.filesRead), false),
      ("Workouts imported", NumberText.grouped(cabinet.workouts.count), false),
      ("Files skipped", NumberText.grouped(cabinet.skipped.count), !cabinet.skipped.isEmpty),
      ("Warnings", NumberText.grouped(cabinet.warningCount), cabinet.warningCount > 0),
      ("Local dates", summary.dateRange ?? "–", false),
      ("Generated", generated.dateMinuteString + " UTC", false),
    ]
    var html = "<section class=\"panel about\" aria-labelledby=\"about-h\">\n"
    html += "<h2 id=\"about-h\">About this cabinet</h2>\n<dl>"
    for (term, value, warn) in rows {
      html +=
        "<div\(warn ? " class=\"warn\"" : "")><dt>\(term)</dt><dd>\(unbroken(value))</dd></div>"
    }
    html +=
      "</dl>\n<p>Every badge is judged in the workout's local time; hover a date for the time"
      + " zone and where it came from.</p>\n</section>\n"
    return html
  }

  /// `text` escaped, each side of a " – " range kept on one line (a date range breaks at its
  /// dash, not inside "2025-12-31").
  static func unbroken(_ text: String) -> String {
    guard text.contains(" – ") else { return HTMLEscaping.text(text) }
    return text.components(separatedBy: " – ").map {
      "<span class=\"nowrap\">\(HTMLEscaping.text($0))</span>"
    }.joined(separator: " – ")
  }

  /// The opening of a listing table up to `<tbody>`, with one column header per title.
  static func tableStart(_ titles: [String]) -> String {
    "<div class=\"table-wrap\"><table class=\"skipped\">\n<thead><tr>"
      + titles.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined()
      + "</tr></thead>\n<tbody>\n"
  }
}
