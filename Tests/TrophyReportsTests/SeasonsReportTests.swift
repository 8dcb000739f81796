import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// The record shelf's period switch and "This year against last" in both reports. Workouts are
/// built by hand (5 km efforts of known times, 6 km and 2,400 s moving each); expected texts are
/// worked out here from the dates and times (2026-02-20 is a Friday, 2026-01-24 and 2025-11-29
/// are Saturdays, 2026-02-15 a Sunday; 1,480 s over 5 km is 4:56 /km).
@Suite("Period bests and year over year in the reports")
struct SeasonsReportTests {
  static let generated = ISO8601DateFormatter().date(from: "2026-02-20T12:00:00Z") ?? Date()

  /// A UTC run starting at `iso` with one verified 5 km effort of `seconds`.
  static func run(_ iso: String, fiveK seconds: Double) -> Workout {
    let start = ISO8601DateFormatter().date(from: iso) ?? Date(timeIntervalSince1970: 0)
    var workout = Workout(
      source: "\(iso.prefix(10)).gpx", format: .gpx, activity: .running,
      timeZoneIdentifier: "UTC", timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(2_400), durationSeconds: 2_400,
        movingTimeSeconds: 2_400, distanceMeters: 6_000))
    workout.bestEfforts = [
      BestEffort(
        target: BestEffortTarget.running[5], elapsedSeconds: seconds, distanceMeters: 5_000,
        startUTC: start.addingTimeInterval(60), startOffsetSeconds: 60, check: .verified)
    ]
    return workout
  }

  static func cabinet(_ workouts: [Workout]) -> TrophyCabinet {
    TrophyCabinet(
      generatedAt: generated,
      statuses: AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts),
      workouts: workouts, filesRead: workouts.count, skipped: [], warningCount: 0)
  }

  /// 2025-02-10 (25:00), 2026-01-10 (24:10), 2026-02-15 (24:40).
  static let three = cabinet([
    run("2025-02-10T07:00:00Z", fiveK: 1_500), run("2026-01-10T07:00:00Z", fiveK: 1_450),
    run("2026-02-15T07:00:00Z", fiveK: 1_480),
  ])

  /// The text of `html` from `start` to the next `end` (or the end).
  static func slice(_ html: String, from start: String, to end: String) -> String {
    guard let lower = html.range(of: start) else { return "" }
    let rest = html[lower.upperBound...]
    return String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
  }

  @Test("the switch: one radio per period, All time checked, CSS only, no script")
  func htmlSwitch() {
    let html = HTMLReport.render(Self.three)
    let ids = ["all", "this-year", "weeks-4", "weeks-12", "year-2025", "top"]
    let radios = ids.map {
      "<input type=\"radio\" class=\"rp\" name=\"record-period\" id=\"rp-\($0)\""
    }
    #expect(html.components(separatedBy: "class=\"rp\"").count - 1 == ids.count)
    #expect(html.contains(radios[0] + " checked>"))
    #expect(html.components(separatedBy: " checked>").count - 1 == 1)
    let panels = ids.compactMap { html.range(of: "<div class=\"period-panel\" id=\"pp-\($0)\">") }
    #expect(panels.count == ids.count)
    #expect(panels.map(\.lowerBound) == panels.map(\.lowerBound).sorted())
    for id in ids { #expect(html.contains("#rp-\(id):checked~#pp-\(id)")) }
    #expect(!html.contains("<script"))
    #expect(html.contains("content=\"\(HTMLReport.contentSecurityPolicy)\""))
    #expect(
      HTMLReport.contentSecurityPolicy
        == "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    let labels = Self.slice(html, from: "<p class=\"period-tabs\">", to: "</p>")
    #expect(labels.contains(">All time</label><label for=\"rp-this-year\">This year</label>"))
  }

  @Test(
    "each period shows its own best",
    arguments: [
      ("this-year", "24:10"), ("weeks-4", "24:40"), ("weeks-12", "24:10"), ("year-2025", "25:00"),
    ])
  func periodBest(id: String, best: String) {
    let panel = Self.slice(
      HTMLReport.render(Self.three), from: "id=\"pp-\(id)\"", to: "class=\"period-panel\"")
    #expect(panel.contains("<th scope=\"row\">5 km</th><td class=\"rv\"><strong>\(best)</strong>"))
  }

  @Test("Markdown prints the same periods as tables, in the HTML's order")
  func markdownOrder() {
    let markdown = MarkdownReport.render(Self.three)
    let html = HTMLReport.render(Self.three)
    let headings = [
      "Best in 2026 so far", "Best in the last 4 weeks (since Sat 24 Jan 2026)",
      "Best in the last 12 weeks (since Sat 29 Nov 2025)", "2025's bests", "Top 10 of all time",
    ]
    let inMarkdown = headings.compactMap { markdown.range(of: "\n### \($0)\n")?.lowerBound }
    let inHTML = headings.compactMap {
      html.range(of: "<p class=\"period-heading\">\(HTMLEscaping.text($0))</p>")?.lowerBound
    }
    #expect(inMarkdown.count == headings.count)
    #expect(inMarkdown == inMarkdown.sorted())
    #expect(inHTML.count == headings.count)
    #expect(inHTML == inHTML.sorted())
    #expect(markdown.contains("| 5 km | 24:40 | 4:56 /km | Sun 15 Feb 2026 | 2026-02-15.gpx |"))
    #expect(markdown.contains("| 1 | 24:10 | 4:50 /km | Sat 10 Jan 2026 | 2026-01-10.gpx |"))
    #expect(markdown.contains("| 3 | 25:00 | 5:00 /km | Mon 10 Feb 2025 | 2025-02-10.gpx |"))
  }

  @Test("this year against last in the summary and the year in review")
  func yearOverYear() {
    let markdown = MarkdownReport.render(Self.three)
    // 2026 to Feb 20: two runs, 12 km, 4,800 s; 2025 to Feb 20: one, 6 km, 2,400 s.
    #expect(
      markdown.contains(
        "2026 so far: 2 workouts · 12.0 km · 1.3 h · 2 active days; 2025 by 20 Feb: 1 workout"
          + " · 6.0 km · 0.7 h · 1 active day."))
    #expect(
      markdown.contains(
        "| All sports | 2026 so far | 12.0 km (+6.0 km) | 1.3 h (+0.7 h) | 2 (+1) | 2 (+1) |"))
    #expect(
      markdown.contains("| – | Best year | 12.0 km (2026) | 1.3 h (2026) | 2 (2026) | 2 (2026) |"))
    #expect(
      HTMLReport.render(Self.three).contains(
        "<h3 id=\"year-over-year-h\">This year against last</h3>"))
  }

  @Test("a new athlete with one workout gets the all-time records and no switch or comparison")
  func oneWorkout() {
    let cabinet = Self.cabinet([Self.run("2026-02-15T07:00:00Z", fiveK: 1_480)])
    let html = HTMLReport.render(cabinet)
    let markdown = MarkdownReport.render(cabinet)
    #expect(!html.contains("<p class=\"period-tabs\">"))
    #expect(!html.contains(".period-panel{display:none}"))
    #expect(!html.contains("class=\"rp\""))
    #expect(!html.contains("This year against last"))
    #expect(html.contains("<strong>24:40</strong>"))
    #expect(!markdown.contains("### Top 10"))
    #expect(!markdown.contains("2026 so far"))
    #expect(markdown.contains("| 5 km | **24:40** | 4:56 /km | Sun 15 Feb 2026 |"))
  }
}
