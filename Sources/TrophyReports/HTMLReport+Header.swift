import WorkoutModel

extension HTMLReport {
  /// The hero: title, earned ring, generation date and the stat tiles of what was imported.
  static func header(_ cabinet: TrophyCabinet, _ summary: ImportSummary) -> String {
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
      + "<span class=\"ring-label\"><strong>\(ReportFormatting.grouped(earned))</strong>"
      + "<span>of \(ReportFormatting.grouped(total)) earned</span></span></div>\n"
    html += "</div>\n<ul class=\"tiles\" aria-label=\"What was imported\">\n"
    let tiles: [(String, String, String)] = [
      (ReportFormatting.grouped(summary.workoutCount), "Workouts", ""),
      (ReportFormatting.fixed(summary.distanceMeters / 1000, decimals: 1), "Kilometres", ""),
      (ReportFormatting.fixed(summary.durationSeconds / 3600, decimals: 1), "Hours", ""),
      (ReportFormatting.grouped(cabinet.filesRead), "Files read", ""),
      (
        ReportFormatting.grouped(cabinet.skipped.count), "Files skipped",
        cabinet.skipped.isEmpty ? "" : " tile-warn"
      ),
      (
        ReportFormatting.grouped(cabinet.warningCount), "Warnings",
        cabinet.warningCount == 0 ? "" : " tile-warn"
      ),
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
  static func activities(_ summary: ImportSummary) -> String {
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
        + "<span class=\"activity-count\">\(ReportFormatting.grouped(row.workouts))"
        + " <small>\(noun)</small></span>"
        + "<span class=\"activity-meta\">"
        + "\(ReportFormatting.kilometres(metres: row.distanceMeters)) · "
        + "\(ReportFormatting.hours(seconds: row.durationSeconds))</span></li>\n"
    }
    html += "</ul>\n</section>\n"
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
    html += "<div class=\"table-wrap\"><table class=\"skipped\">\n"
    html +=
      "<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Category</th>"
      + "<th scope=\"col\">Message</th><th scope=\"col\">Line:col</th></tr></thead>\n<tbody>\n"
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

  /// The "Files imported with warnings" table (at most ``TrophyCabinet/listedWarningLimit`` rows);
  /// empty when there are none.
  static func warnings(_ warnings: [FileWarning]) -> String {
    guard !warnings.isEmpty else { return "" }
    var html = "<section class=\"panel\" aria-labelledby=\"warnings-h\">\n"
    html += "<h2 id=\"warnings-h\">Files imported with warnings</h2>\n"
    html += "<div class=\"table-wrap\"><table class=\"skipped\">\n"
    html +=
      "<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Warning</th></tr></thead>\n"
      + "<tbody>\n"
    for warning in warnings.prefix(TrophyCabinet.listedWarningLimit) {
      html +=
        "<tr><td class=\"path\">\(HTMLEscaping.breakableText(warning.file))</td>"
        + "<td class=\"msg\">\(HTMLEscaping.text(warning.message))</td></tr>\n"
    }
    html += "</tbody>\n</table></div>\n"
    html += more(warnings.count - TrophyCabinet.listedWarningLimit, "")
    return html + "</section>\n"
  }

  /// "… and N more (… list them all)." after a capped table; empty when `count` ≤ 0. `others`
  /// names what else lists them before `trophies inspect`.
  private static func more(_ count: Int, _ others: String) -> String {
    guard count > 0 else { return "" }
    let verb = others.isEmpty ? "lists" : "list"
    return "<p class=\"empty\">… and \(ReportFormatting.grouped(count)) more (\(others)"
      + "<code>trophies inspect</code> \(verb) them all).</p>\n"
  }
}
