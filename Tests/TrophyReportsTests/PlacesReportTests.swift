import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutModel

/// The places shelf (``CabinetDocument/places``) on two workouts whose countries are given:
/// a run in Basel passing CH (6,500 m) and FR (3,000 m) on 2025-06-14 (05:30 UTC, 07:30 in
/// Zurich), and a run in Tokyo (JP, 7,300 m) on 2025-10-05 (21:10 UTC on the 4th is 06:10 on
/// the 5th in Tokyo, +09:00).
@Suite("Places shelf")
struct PlacesReportTests {
  static func run(
    _ source: String, _ name: String?, start: Int, zone: String, _ visits: [(String, Double)]
  ) -> Workout {
    var workout = Workout(
      source: source, format: .gpx, name: name, activity: .running, timeZoneIdentifier: zone,
      timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: SampleCabinet.date(start), endUTC: SampleCabinet.date(start + 3_000),
        distanceMeters: visits.reduce(0) { $0 + $1.1 }))
    workout.countries = CountryVisits(
      start: visits.first?.0, visits: visits.map { .init(code: $0.0, meters: $0.1) })
    return workout
  }

  // 2025-06-14T05:30:00Z = 1,749,879,000; 2025-10-04T21:10:00Z = 1,759,612,200 (python3).
  static let workouts = [
    run(
      "basel.gpx", "Three countries", start: 1_749_879_000, zone: "Europe/Zurich",
      [("CH", 6_500), ("FR", 3_000)]),
    run("/x/tokyo.gpx", nil, start: 1_759_612_200, zone: "Asia/Tokyo", [("JP", 7_300)]),
  ]

  static let cabinet = TrophyCabinet(
    generatedAt: SampleCabinet.date(1_767_225_600),
    statuses: AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts),
    workouts: workouts, filesRead: 2, skipped: [], warningCount: 0)

  @Test("one row per country in order of first visit, with its first workout")
  func rows() throws {
    let section = try #require(CabinetDocument(Self.cabinet).places)
    let rows = try #require(section.table?.rows).map { $0.map(\.text) }
    #expect(
      rows == [
        ["CH", "Switzerland", "Europe", "2025-06-14", "Three countries", "1", "6.5 km"],
        ["FR", "France", "Europe", "2025-06-14", "Three countries", "1", "3.0 km"],
        ["JP", "Japan", "Asia", "2025-10-05", "tokyo.gpx", "1", "7.3 km"],
      ])
    #expect(
      section.intro.first.map(MarkdownText.of)?.hasPrefix("Workouts in 3 countries on 2 continents")
        == true)
  }

  @Test("Markdown: the code in backticks; HTML: the code in a box, no emoji flag")
  func rendered() {
    let markdown = MarkdownReport.render(Self.cabinet)
    #expect(
      markdown.contains(
        "| `CH` | Switzerland | Europe | 2025-06-14 | Three countries | 1 | 6.5 km |"))
    let html = HTMLReport.render(Self.cabinet)
    #expect(html.contains("<span class=\"cc cc"))
    #expect(html.contains(">JP</span><span class=\"country-name\">Japan <small>Asia</small>"))
    // Regional indicator symbols (U+1F1E6…U+1F1FF) make emoji flags: none anywhere.
    let indicators = 0x1F1E6...0x1F1FF
    #expect(!html.unicodeScalars.contains { indicators.contains(Int($0.value)) })
    #expect(!markdown.unicodeScalars.contains { indicators.contains(Int($0.value)) })
  }

  @Test("no country visited: no places shelf")
  func none() {
    var workout = Self.workouts[0]
    workout.countries = nil
    let cabinet = TrophyCabinet(
      generatedAt: SampleCabinet.date(0), statuses: [], workouts: [workout], filesRead: 1,
      skipped: [], warningCount: 0)
    #expect(CabinetDocument(cabinet).places == nil)
    #expect(!MarkdownReport.render(cabinet).contains("countries visited"))
  }
}

/// A document sentence as plain text.
enum MarkdownText {
  static func of(_ sentence: DocumentSentence) -> String {
    sentence.runs.map {
      switch $0 {
      case .text(let text): text
      case .code(let code): code
      }
    }.joined()
  }
}
