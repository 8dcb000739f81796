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
  /// streak, best efforts set, and the top sports.
  /// The table stands for itself: the heading's blurb is left out.
  static func yearLines(_ review: YearInReview, heading: DocumentHeading, units: UnitSystem)
    -> [String]
  {
    guard !review.years.isEmpty else { return [] }
    var lines = [
      "## " + heading.text, "",
      "| Year | Workouts | Distance | Active | Active days | Longest streak | Best efforts set | Sports |",
      "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for year in review.years {
      let sports = year.sports.prefix(4).map {
        "\(ReportFormatting.activityName($0.activity)) \(NumberText.grouped($0.workouts))"
      }
      lines.append(
        "| \(year.year) | \(NumberText.grouped(year.workouts))"
          + " | \(units.distance(metres: year.distanceMeters))"
          + " | \(ReportFormatting.hours(seconds: year.activeSeconds))"
          + " | \(NumberText.grouped(year.activeDays))"
          + " | \(NumberText.counted(year.longestStreakDays, "day", grouped: true))"
          + " | \(NumberText.grouped(year.recordsSet))"
          + " | \(sports.joined(separator: ", ")) |")
    }
    lines.append("")
    return lines
  }
}
