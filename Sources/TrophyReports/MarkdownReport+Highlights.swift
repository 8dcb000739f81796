import Achievements
import WorkoutModel

extension MarkdownReport {
  /// "Recently earned" and "Closest to unlocking" as bullet lists (``CabinetHighlights``).
  static func highlightLines(_ document: CabinetDocument) -> [String] {
    let picks = document.highlights
    var lines: [String] = []
    if !picks.recent.isEmpty {
      lines += headingLines(document.recentHeading, level: "##")
      for status in picks.recent {
        let date = status.earnedLocal.map(ReportFormatting.readableDate) ?? "–"
        lines.append("- **" + MarkdownEscaping.inline(status.definition.name) + "** — " + date)
      }
      lines.append("")
    }
    if !picks.closest.isEmpty {
      lines += headingLines(document.closestHeading, level: "##")
      for status in picks.closest {
        lines.append(
          "- **" + MarkdownEscaping.inline(status.definition.name) + "** — "
            + MarkdownEscaping.inline(status.progressText))
      }
      lines.append("")
    }
    return lines
  }

  /// One table row per local year: workouts, distance, active time, active days, longest
  /// streak, best efforts set, and the top sports. The table stands for itself: the heading's
  /// blurb is left out.
  static func yearLines(_ document: CabinetDocument) -> [String] {
    guard !document.years.isEmpty else { return [] }
    var lines = [
      "## " + document.yearsHeading.text, "",
      "| Year | Workouts | Distance | Active | Active days | Longest streak | Best efforts set | Sports |",
      "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for year in document.years {
      let sports = year.sports.prefix(4).map { $0[0].text + " " + $0[1].text }
      lines.append(
        row([
          "\(year.year)", year.workouts.number, year.distance, year.activeTime, year.activeDays,
          year.longestStreak.inline, year.bestEffortsSet, sports.joined(separator: ", "),
        ]))
    }
    lines.append("")
    return lines + yearOverYearLines(document)
  }
}
