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
  /// The whole document, ending in a newline.
  public static func render(_ cabinet: TrophyCabinet) -> String {
    var lines: [String] = []
    let summary = ImportSummary(workouts: cabinet.workouts)
    let earned = cabinet.statuses.filter(\.earned).count
    let generated = CivilDateTime(instant: cabinet.generatedAt)
    lines.append("# " + MarkdownEscaping.inline(cabinet.title))
    lines.append("")
    lines.append(
      "\(ReportFormatting.grouped(earned)) of \(ReportFormatting.grouped(cabinet.statuses.count))"
        + " achievements earned. Generated \(generated.dateMinuteString) UTC.")
    lines.append("")
    lines += summaryLines(cabinet, summary)
    lines += cabinetLines(cabinet)
    lines += skippedLines(cabinet.skipped)
    lines += warningLines(cabinet.warnings)
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  static func summaryLines(_ cabinet: TrophyCabinet, _ summary: ImportSummary) -> [String] {
    var lines = ["## What was imported", ""]
    lines.append("| Item | Value |")
    lines.append("|---|---:|")
    lines.append("| Files read | \(ReportFormatting.grouped(cabinet.filesRead)) |")
    lines.append("| Workouts | \(ReportFormatting.grouped(summary.workoutCount)) |")
    lines.append("| Files skipped | \(ReportFormatting.grouped(cabinet.skipped.count)) |")
    lines.append("| Warnings | \(ReportFormatting.grouped(cabinet.warningCount)) |")
    lines.append("| Dates (local) | \(summary.dateRange ?? "–") |")
    lines.append(
      "| Total distance | \(ReportFormatting.kilometres(metres: summary.distanceMeters)) |")
    lines.append(
      "| Total time (elapsed) | \(ReportFormatting.hours(seconds: summary.durationSeconds)) |")
    lines.append("")
    guard !summary.activities.isEmpty else {
      return lines + ["No workouts were imported.", ""]
    }
    lines.append("### By activity")
    lines.append("")
    lines.append("| Activity | Workouts | Distance | Time |")
    lines.append("|---|---:|---:|---:|")
    for row in summary.activities {
      lines.append(
        "| \(ReportFormatting.activityName(row.activity))"
          + " | \(ReportFormatting.grouped(row.workouts))"
          + " | \(ReportFormatting.kilometres(metres: row.distanceMeters))"
          + " | \(ReportFormatting.hours(seconds: row.durationSeconds)) |")
    }
    lines.append("")
    return lines
  }

  static func cabinetLines(_ cabinet: TrophyCabinet) -> [String] {
    var lines = ["## Achievements", ""]
    let layout = CabinetLayout(statuses: cabinet.statuses)
    guard !layout.sections.isEmpty else {
      return lines + ["The catalog is empty.", ""]
    }
    for section in layout.sections {
      let all = section.allStatuses
      let earned = all.filter(\.earned).count
      lines.append(
        "### \(CabinetLayout.title(of: section.kind)) (\(earned) of \(all.count) earned)")
      lines.append("")
      lines.append(CabinetLayout.blurb(of: section.kind))
      lines.append("")
      let hasLadder = section.shelves.contains { $0.group != nil || $0.isNotTriedYet }
      for shelf in section.shelves {
        lines += shelfLines(shelf, headed: hasLadder)
      }
    }
    return lines
  }

  static func shelfLines(_ shelf: CabinetLayout.Shelf, headed: Bool) -> [String] {
    if shelf.isNotTriedYet { return notTriedLines(shelf) }
    var lines: [String] = []
    if let group = shelf.group {
      var heading =
        "#### " + MarkdownEscaping.inline(ReportFormatting.ladderTitle(group))
        + " (\(shelf.earnedCount) of \(shelf.statuses.count) tiers)"
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
    for status in shelf.statuses {
      lines.append(row(status))
    }
    lines.append("")
    return lines
  }

  /// One compact table for the never-done workout types: their first tier only.
  static func notTriedLines(_ shelf: CabinetLayout.Shelf) -> [String] {
    let count = shelf.statuses.count
    var lines = [
      "#### Not tried yet (\(count) activity \(count == 1 ? "type" : "types"))", "",
      "No workouts of these types so far; the first badge of each ladder is shown.", "",
      "| Activity | First badge | What earns it | Tiers | Progress |",
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
      lines.append("| " + cells.joined(separator: " | ") + " |")
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
      earnedCell = local.dateMinuteString + " (" + zone.joined(separator: ", ") + ")"
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

  static func skippedLines(_ skipped: [SkippedFile]) -> [String] {
    var lines = ["## Skipped files", ""]
    guard !skipped.isEmpty else { return lines + ["None: every file was imported.", ""] }
    lines.append("| File | Category | Message | Line:column |")
    lines.append("|---|---|---|---|")
    for file in skipped.prefix(TrophyCabinet.listedSkippedLimit) {
      let cells = [
        MarkdownEscaping.cell(file.file),
        MarkdownEscaping.cell(file.category),
        MarkdownEscaping.cell(file.message),
        SkippedFile.location(line: file.line, column: file.column),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    let more = skipped.count - TrophyCabinet.listedSkippedLimit
    if more > 0 {
      lines += [
        "",
        "… and \(ReportFormatting.grouped(more)) more (standard error and `trophies inspect` "
          + "list them all).",
      ]
    }
    lines.append("")
    return lines
  }

  static func warningLines(_ warnings: [FileWarning]) -> [String] {
    guard !warnings.isEmpty else { return [] }
    var lines = ["## Files imported with warnings", "", "| File | Warning |", "|---|---|"]
    for warning in warnings.prefix(TrophyCabinet.listedWarningLimit) {
      lines.append(
        "| " + MarkdownEscaping.cell(warning.file) + " | " + MarkdownEscaping.cell(warning.message)
          + " |")
    }
    let more = warnings.count - TrophyCabinet.listedWarningLimit
    if more > 0 {
      lines += [
        "", "… and \(ReportFormatting.grouped(more)) more (`trophies inspect` lists them all).",
      ]
    }
    lines.append("")
    return lines
  }
}
