import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// The cabinet document: sections built once from the cabinet, each heading and sentence
/// printed by both renderings. Expected values are the sample cabinet's, counted by hand
/// (`SampleCabinet`: 4 workouts, 3 skipped files, 2 warnings, 1 duplicate, 1 not counted).
@Suite("Cabinet document")
struct CabinetDocumentTests {
  static let cabinet = SampleCabinet.cabinet
  static let document = CabinetDocument(cabinet)
  static let markdown = MarkdownReport.render(cabinet)
  static let html = HTMLReport.render(cabinet)

  @Test("activities: one row per type, active time (moving, else elapsed) in hours")
  func activities() throws {
    let table = try #require(Self.document.activities.table)
    // Running: 8,432.1 + 5,000 m, moving 2,650 s + elapsed 1,800 s (the treadmill run has no
    // moving time) = 4,450 s = 1.24 h; cycling 45,210 m, 5,100 s; yoga elapsed 3,600 s.
    #expect(
      table.rows.map { $0.map(\.text) } == [
        ["Running", "2", "13.4 km", "1.2 h"], ["Cycling", "1", "45.2 km", "1.4 h"],
        ["Yoga", "1", "–", "1.0 h"],
      ])
    #expect(Self.markdown.contains("| Running | 2 | 13.4 km | 1.2 h |"))
    #expect(
      Self.html.contains(
        "<span class=\"nowrap\">13.4 km</span> · <span class=\"nowrap\">1.2 h</span>"))
    // Yoga has no distance: its chip gives the time alone, the Markdown row a dash.
    #expect(Self.markdown.contains("| Yoga | 1 | – | 1.0 h |"))
    #expect(
      Self.html.contains(
        "<span class=\"activity-meta\"><span class=\"nowrap\">1.0 h</span></span>"))
  }

  /// The year in review's sports, as By activity: yoga (no distance) shows "–" in the document
  /// and its time alone in the HTML line, never "0.0 km".
  @Test("year in review: a sport without distance shows a dash, not 0.0 km")
  func yearSports() throws {
    let year = try #require(Self.document.years.first)
    let yoga = try #require(year.sports.first { $0.first?.text == "Yoga" })
    #expect(yoga.map(\.text) == ["Yoga", "1", "–", "1.0 h"])
    #expect(Self.html.contains("<li><b>Yoga</b> 1 · <span class=\"nowrap\">1.0 h</span></li>"))
    #expect(!Self.html.contains("<b>Yoga</b> 1 · <span class=\"nowrap\">0.0 km"))
  }

  @Test("listings in order, each heading printed by both renderings")
  func listings() {
    let sections = Self.document.listings
    #expect(sections.map(\.id) == [.skipped, .warnings, .duplicates, .notCounted])
    #expect(sections.map { $0.table?.rows.count ?? 0 } == [3, 2, 1, 1])
    for section in sections {
      #expect(Self.markdown.contains("\n## \(section.heading)\n"), "\(section.heading)")
      #expect(
        Self.html.contains(
          "<h2 id=\"\(section.id.rawValue)-h\">\(HTMLEscaping.text(section.heading))</h2>"),
        "\(section.heading)")
    }
    // A column's short title is the HTML page's.
    #expect(Self.markdown.contains("| File | Category | Message | Line:column |"))
    #expect(Self.html.contains("<th scope=\"col\">Line:col</th>"))
  }

  @Test("each kind's head: count, blurb, and the Eddington lines under milestones")
  func kinds() {
    for kind in Self.document.kinds {
      let heading = kind.heading
      let count = heading.count.map { "\($0.done) of \($0.total) \($0.word)" } ?? ""
      #expect(Self.markdown.contains(" \(heading.text) (\(count))\n"), "\(heading.text)")
      let slash = heading.count.map { "\($0.done) / \($0.total) \($0.word)" } ?? ""
      #expect(
        Self.html.contains(
          ">\(HTMLEscaping.text(heading.text))</h2><span class=\"kind-count\">\(slash)</span>"),
        "\(heading.text)")
    }
    // SampleCabinet: 19 statuses, 8 earned, no record kind.
    #expect(Self.document.kinds.reduce(0) { $0 + ($1.heading.count?.total ?? 0) } == 19)
    #expect(Self.document.kinds.reduce(0) { $0 + ($1.heading.count?.done ?? 0) } == 8)
  }

  @Test("a capped listing ends in one sentence, code marked up per rendering")
  func more() {
    let files = (0...TrophyCabinet.listedSkippedLimit).map {
      SkippedFile(file: "f\($0).gpx", category: "malformed", message: "bad")
    }
    let cabinet = TrophyCabinet(
      generatedAt: SampleCabinet.date(0), statuses: [], workouts: [], filesRead: files.count,
      skipped: files, warningCount: 0)
    let sentence = "… and 1 more (standard error and `trophies inspect` list them all)."
    #expect(MarkdownReport.render(cabinet).contains("\n\n" + sentence + "\n"))
    #expect(
      HTMLReport.render(cabinet).contains(
        "<p class=\"empty\">… and 1 more (standard error and <code>trophies inspect</code> list"
          + " them all).</p>"))
  }

  @Test("on a narrow screen each number cell is labelled with its own column")
  func numberLabels() {
    // The sample's warnings: heart_rate_out_of_range counted 2, xml_broken_off 1. Their count
    // cells were labelled "line:col" (the skipped files' column) where the headings are hidden.
    #expect(Self.html.contains("<td class=\"num\" data-label=\"Count\">2</td>"))
    #expect(Self.html.contains("<td class=\"num\" data-label=\"Line:col\">42:7</td>"))
    #expect(!HTMLReport.stylesheet.contains("content:\"line:col"))
  }

  @Test("a date range breaks at its dash, not inside a date")
  func dateRange() {
    #expect(
      Self.html.contains(
        "<dt>Local dates</dt><dd><span class=\"nowrap\">2025-03-14</span> – "
          + "<span class=\"nowrap\">2025-03-30</span></dd>"))
  }
}
