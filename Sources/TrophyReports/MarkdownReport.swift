import Achievements
import WorkoutModel

/// Renders a ``TrophyCabinet`` as GitHub-flavoured Markdown (GFM 0.29 with the tables
/// extension) that also reads well as plain text: title, import summary, per-activity table,
/// the cabinet by kind and ladder, and the skipped files.
///
/// Every string that came from a file or the catalog goes through
/// ``MarkdownEscaping/cell(_:)`` (or ``MarkdownEscaping/inline(_:)``). The output depends only
/// on the cabinet: dates are formatted by ``CivilDateTime`` and numbers by
/// ``ReportFormatting`` (fixed "1,234.5" style).
public enum MarkdownReport {
  /// The whole document, ending in a newline: a summary a person would paste into a README,
  /// the records, recent badges and the closest locked ones, the year in review, the ladders,
  /// totals per activity, and what was imported (skipped files, warnings).
  /// `document` is `cabinet`'s when the caller has built it already (built here otherwise).
  public static func render(_ cabinet: TrophyCabinet, document: CabinetDocument? = nil)
    -> String
  {
    var lines: [String] = []
    let summary = cabinet.evaluation.totals
    let document = document ?? CabinetDocument(cabinet)
    lines.append("# " + MarkdownEscaping.inline(cabinet.title))
    lines.append("")
    lines.append(headline(cabinet, document))
    lines.append("")
    lines += newSinceLines(document)
    if let sentence = document.yearOverYearSummary { lines += [text(sentence), ""] }
    lines += recordsLines(document)
    lines += highlightLines(document)
    if let goals = document.goals { lines += goalLines(goals) }
    lines += yearLines(document)
    lines += cabinetLines(document)
    lines += sectionLines(document.activities)
    if let places = document.places { lines += sectionLines(places) }
    if let gear = document.gear { lines += gearLines(gear) }
    if let map = document.routeMap {
      lines += ["## " + map.heading.text, "", text(map.summary), ""]
    }
    if let explorer = document.explorer { lines += explorerLines(explorer) }
    if let share = document.share { lines += shareLines(share) }
    lines += aboutLines(cabinet, summary)
    for section in document.listings { lines += sectionLines(section) }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One paragraph: totals, the date range, achievements earned and records set.
  static func headline(_ cabinet: TrophyCabinet, _ document: CabinetDocument) -> String {
    let badges = cabinet.badges
    let earned = badges.filter(\.earned).count
    let records = cabinet.evaluation.recordsSet
    let summary = cabinet.evaluation.totals
    var text =
      "**" + document.figures.filter(\.inSummary).map(\.inline).joined(separator: " · ") + "**"
    if let first = summary.firstDate, let last = summary.lastDate {
      text += " from \(first) to \(last)"
    }
    return text + ". \(NumberText.grouped(earned)) of "
      + "\(NumberText.grouped(badges.count)) achievements earned, "
      + "\(NumberText.counted(records, "record", grouped: true)) set."
  }

  /// What was read and when the report was made.
  static func aboutLines(_ cabinet: TrophyCabinet, _ summary: WorkoutTotals) -> [String] {
    let generated = CivilDateTime(instant: cabinet.generatedAt)
    var lines = [
      "## About this cabinet", "", "| Item | Value |", "|---|---:|",
      "| Files read | \(NumberText.grouped(cabinet.filesRead)) |",
      "| Workouts | \(NumberText.grouped(cabinet.workouts.count)) |",
      "| Files skipped | \(NumberText.grouped(cabinet.skipped.count)) |",
      "| Warnings | \(NumberText.grouped(cabinet.warningCount)) |",
    ]
    if !cabinet.duplicates.isEmpty {
      lines.append(
        "| Duplicates (counted once) | \(NumberText.grouped(cabinet.duplicates.count)) |")
    }
    return lines + [
      "| Dates (local) | \(summary.dateRange ?? "–") |",
      "| Generated | \(generated.dateMinuteString) UTC |", "",
    ]
  }

  static func cabinetLines(_ document: CabinetDocument) -> [String] {
    var lines = ["## Achievements", ""]
    guard !document.kinds.isEmpty else {
      return lines + [text(document.emptyCatalog), ""]
    }
    for kind in document.kinds where kind.section.kind != .record {
      lines += headingLines(kind.heading, level: "###")
      let section = kind.section
      let hasLadder = section.shelves.contains { $0.group != nil || $0.isNotTriedYet }
      for shelf in section.shelves {
        lines += shelfLines(shelf, headed: hasLadder)
      }
    }
    return lines
  }

  /// A section head: `level` heading with the count in brackets ("Records (43 of 48 set)"),
  /// then the blurb and the sentences, each followed by a blank line.
  static func headingLines(_ heading: DocumentHeading, level: String) -> [String] {
    var title = level + " " + heading.text
    if let count = heading.count {
      title += " (\(count.done) of \(count.total) \(count.word))"
    }
    var lines = [title, ""]
    for sentence in (heading.blurb.map { [$0] } ?? []) + heading.sentences {
      lines += [text(sentence), ""]
    }
    return lines
  }

  static func shelfLines(_ shelf: CabinetLayout.Shelf, headed: Bool) -> [String] {
    if shelf.isNotTriedYet { return notTriedLines(shelf) }
    var lines: [String] = []
    if let group = shelf.group {
      var heading =
        "#### " + MarkdownEscaping.inline(ReportFormatting.ladderTitle(group))
        + " (\(shelf.earnedCount) of \(NumberText.counted(shelf.statuses.count, "tier")))"
      if let next = shelf.nextTier {
        heading +=
          ": next " + MarkdownEscaping.inline(next.definition.name) + ", " + next.progressText
      } else {
        heading += ": complete"
      }
      lines.append(heading)
      lines.append("")
    } else if headed {
      lines.append("#### Single badges")
      lines.append("")
    }
    lines.append("| Badge | What earns it | Status | Earned (local time) | Workout | Progress |")
    lines.append("|---|---|---|---|---|---:|")
    for status in shelf.visibleStatuses {
      lines.append(row(status))
    }
    lines.append("")
    let folded = shelf.foldedStatuses
    if !folded.isEmpty {
      let names = folded.map {
        MarkdownEscaping.inline($0.definition.name) + " ("
          + MarkdownEscaping.inline($0.progressText)
          + ")"
      }
      lines += ["Later tiers: " + names.joined(separator: " · "), ""]
    }
    return lines
  }

  /// One compact table for the never-done workout types: their first tier only.
  static func notTriedLines(_ shelf: CabinetLayout.Shelf) -> [String] {
    let isTypes = shelf.statuses.first?.definition.kind == .workoutType
    var lines = [
      "#### \(CabinetLayout.untriedTitle(shelf)) (\(CabinetLayout.untriedNote(shelf)))", "",
      isTypes
        ? "No workouts of these types so far; the first badge of each ladder is shown."
        : "Nothing toward these ladders so far; the first badge of each is shown.", "",
      "| \(isTypes ? "Activity" : "Ladder") | First badge | What earns it | Tiers | Progress |",
      "|---|---|---|---:|---:|",
    ]
    for (first, group) in zip(shelf.statuses, shelf.collapsedGroups) {
      let cells = [
        MarkdownEscaping.cell(CabinetLayout.activityTitle(ofGroup: first.definition.group)),
        "**" + MarkdownEscaping.cell(first.definition.name) + "**",
        MarkdownEscaping.cell(first.definition.description),
        "\(group.count)",
        MarkdownEscaping.cell(first.progressText),
      ]
      lines.append(row(cells))
    }
    lines.append("")
    return lines
  }

  static func row(_ status: AchievementStatus) -> String {
    let definition = status.definition
    let badge = "**" + MarkdownEscaping.cell(definition.name) + "**"
    var earnedCell = "–"
    if let local = status.earnedLocal {
      var zone = [local.offsetString, MarkdownEscaping.inline(status.earnedZoneName)]
      if let source = status.earnedZoneSourceLabel { zone.append(source) }
      earnedCell =
        ReportFormatting.readableDateTime(local) + " (" + zone.joined(separator: ", ") + ")"
    }
    var workoutCell = "–"
    if status.earned, let by = status.earnedBy {
      workoutCell = MarkdownEscaping.cell(ReportFormatting.basename(by.file))
      if let name = status.earnedWorkoutName, !MarkdownEscaping.inline(name).isEmpty {
        workoutCell += ": " + MarkdownEscaping.inline(name)
      }
    }
    let cells = [
      badge,
      MarkdownEscaping.cell(definition.description),
      status.earned ? "✅ earned" : "🔒 locked",
      earnedCell,
      workoutCell,
      MarkdownEscaping.cell(status.progressText),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// One table row from cells already escaped for a table cell.
  static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }
}
