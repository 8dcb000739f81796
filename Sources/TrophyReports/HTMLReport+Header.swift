import Achievements
import WorkoutModel

extension HTMLReport {
  /// The hero: title, earned ring, generation date and the stat tiles of what was imported.
  static func header(_ cabinet: TrophyCabinet, _ summary: WorkoutTotals) -> String {
    let earned = cabinet.statuses.filter(\.earned).count
    let total = cabinet.statuses.count
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
    let evaluation = cabinet.evaluation
    let activeDays = evaluation.totals.activeDays
    let recordsSet = evaluation.recordsSet
    let streak = evaluation.longestDayStreak
    let tiles: [(String, String, String)] = [
      (NumberText.grouped(summary.workouts), "Workouts", ""),
      (
        cabinet.units.distanceNumber(metres: summary.distanceMeters), cabinet.units.distanceWord, ""
      ),
      (NumberText.fixed(summary.activeSeconds / 3600, decimals: 1), "Hours", ""),
      (NumberText.grouped(activeDays), "Active days", ""),
      (NumberText.grouped(streak), "Day streak", ""),
      (NumberText.grouped(recordsSet), "Records", ""),
    ]
    for (value, label, extra) in tiles {
      html +=
        "<li class=\"tile\(extra)\"><span class=\"tile-value\">\(value)</span>"
        + "<span class=\"tile-label\">\(label)</span></li>\n"
    }
    html += "</ul>\n</header>\n"
    return html
  }

  /// Per-activity chips: count, kilometres and hours for each activity type.
  static func activities(_ summary: WorkoutTotals, units: UnitSystem = .metric) -> String {
    var html = "<section class=\"panel\" aria-labelledby=\"activities-h\">\n"
    html += "<h2 id=\"activities-h\">By activity</h2>\n"
    guard !summary.activities.isEmpty else {
      return html + "<p class=\"empty\">No workouts were imported.</p>\n</section>\n"
    }
    html += "<ul class=\"activities\">\n"
    for row in summary.activities {
      let name = ReportFormatting.activityName(row.activity)
      let noun = row.workouts == 1 ? "workout" : "workouts"
      html +=
        "<li class=\"activity\"><span class=\"activity-name\">\(HTMLEscaping.text(name))</span>"
        + "<span class=\"activity-count\">\(NumberText.grouped(row.workouts))"
        + " <small>\(noun)</small></span>"
        + "<span class=\"activity-meta\"><span class=\"nowrap\">"
        + "\(units.distance(metres: row.distanceMeters))</span> · <span class=\"nowrap\">"
        + "\(ReportFormatting.hours(seconds: row.activeSeconds))</span></span></li>\n"
    }
    html += "</ul>\n</section>\n"
    return html
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
        "<div\(warn ? " class=\"warn\"" : "")><dt>\(term)</dt><dd>\(HTMLEscaping.text(value))</dd></div>"
    }
    html +=
      "</dl>\n<p>Every badge is judged in the workout's local time; hover a date for the time"
      + " zone and where it came from.</p>\n</section>\n"
    return html
  }

  /// The "Skipped files" table with category, message and line:column for each file (at most
  /// ``TrophyCabinet/listedSkippedLimit`` rows, then a count).
  static func skipped(_ files: [SkippedFile]) -> String {
    var html = "<section class=\"panel\" aria-labelledby=\"skipped-h\">\n"
    html += "<h2 id=\"skipped-h\">Skipped files</h2>\n"
    guard !files.isEmpty else {
      return html + "<p class=\"empty\">None: every file was imported.</p>\n</section>\n"
    }
    html += tableStart(["File", "Category", "Message", "Line:col"])
    for file in files.prefix(TrophyCabinet.listedSkippedLimit) {
      html +=
        "<tr><td class=\"path\">\(HTMLEscaping.breakableText(file.file))</td>"
        + "<td><span class=\"pill\">\(HTMLEscaping.text(file.category))</span></td>"
        + "<td class=\"msg\">\(HTMLEscaping.text(file.message))</td>"
        + "<td class=\"num\">\(SkippedFile.location(line: file.line, column: file.column))</td>"
        + "</tr>\n"
    }
    html += "</tbody>\n</table></div>\n"
    html += more(files.count - TrophyCabinet.listedSkippedLimit, "standard error and ")
    return html + "</section>\n"
  }

  /// The "Files imported with warnings" table, grouped by code (at most
  /// ``TrophyCabinet/listedWarningLimit`` rows); empty when there are none.
  static func warnings(_ warnings: [FileWarning]) -> String {
    guard !warnings.isEmpty else { return "" }
    var html = "<section class=\"panel\" aria-labelledby=\"warnings-h\">\n"
    html += "<h2 id=\"warnings-h\">Files imported with warnings</h2>\n"
    html += tableStart(["Code", "File", "Count", "Warning"])
    for warning in FileWarning.groupedByCode(warnings).prefix(TrophyCabinet.listedWarningLimit) {
      html +=
        "<tr><td><span class=\"pill\">\(HTMLEscaping.text(warning.code))</span></td>"
        + "<td class=\"path\">\(HTMLEscaping.breakableText(warning.file))</td>"
        + "<td class=\"num\">\(NumberText.grouped(warning.count))</td>"
        + "<td class=\"msg\">\(HTMLEscaping.text(warning.message))</td></tr>\n"
    }
    html += "</tbody>\n</table></div>\n"
    html += more(warnings.count - TrophyCabinet.listedWarningLimit, "")
    return html + "</section>\n"
  }

  /// The "Not counted" section: the minimum workout, then the workouts left out.
  static func notCounted(_ cabinet: TrophyCabinet) -> String {
    guard cabinet.minimumWorkout != nil || !cabinet.notCounted.isEmpty else { return "" }
    var html = "<section class=\"panel\" aria-labelledby=\"not-counted-h\">\n"
    html += "<h2 id=\"not-counted-h\">Not counted</h2>\n"
    if let minimum = cabinet.minimumWorkout {
      html +=
        "<p class=\"empty\">Workouts shorter than \(HTMLEscaping.text(minimum)), and trips by "
        + "car, bus, train, boat or plane, are listed but count toward no achievement or "
        + "total.</p>\n"
    }
    guard !cabinet.notCounted.isEmpty else { return html + "</section>\n" }
    html += tableStart(["File", "Workout", "Start (UTC)", "Reason"])
    for entry in cabinet.notCounted {
      html +=
        "<tr><td class=\"path\">\(HTMLEscaping.breakableText(entry.file))</td>"
        + "<td>\(HTMLEscaping.text(entry.name ?? "–"))</td>"
        + "<td>\(HTMLEscaping.text(entry.startUTC))</td>"
        + "<td><span class=\"pill\">\(HTMLEscaping.text(entry.reason))</span></td></tr>\n"
    }
    return html + "</tbody>\n</table></div>\n</section>\n"
  }

  /// The opening of a listing table up to `<tbody>`, with one column header per title.
  static func tableStart(_ titles: [String]) -> String {
    "<div class=\"table-wrap\"><table class=\"skipped\">\n<thead><tr>"
      + titles.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined()
      + "</tr></thead>\n<tbody>\n"
  }

  /// The "Duplicate recordings" table; empty when there are none.
  static func duplicates(_ duplicates: [DuplicateFile]) -> String {
    guard !duplicates.isEmpty else { return "" }
    var html = "<section class=\"panel\" aria-labelledby=\"duplicates-h\">\n"
    html += "<h2 id=\"duplicates-h\">Duplicate recordings (counted once)</h2>\n"
    html += tableStart(["File", "Start (UTC)", "Counted in"])
    for entry in duplicates {
      html +=
        "<tr><td class=\"path\">\(HTMLEscaping.breakableText(entry.file))</td>"
        + "<td>\(HTMLEscaping.text(entry.startUTC))</td>"
        + "<td class=\"path\">\(HTMLEscaping.breakableText(entry.countedIn))</td></tr>\n"
    }
    return html + "</tbody>\n</table></div>\n</section>\n"

  }

  /// "… and N more (… list them all)." after a capped table; empty when `count` ≤ 0. `others`
  /// names what else lists them before `trophies inspect`.
  private static func more(_ count: Int, _ others: String) -> String {
    guard count > 0 else { return "" }
    let verb = others.isEmpty ? "lists" : "list"
    return "<p class=\"empty\">… and \(NumberText.grouped(count)) more (\(others)"
      + "<code>trophies inspect</code> \(verb) them all).</p>\n"
  }
}
