import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutModel

@testable import TrophiesCLI

/// "This year against last": `achievements --json` and the cabinet list the same sports, by the
/// engine's one rule (``YearOverYear``: a sport with a workout this year so far or last year up
/// to the same local date). Found in review: the JSON kept a sport done anywhere last year, the
/// cabinet only one done up to the same date.
@Suite struct YearOverYearAgreementTests {
  /// Generated on Fri 20 Feb 2026 (UTC workouts, so that is the reference date).
  static let generated = Date(timeIntervalSince1970: 1_771_588_800)

  static func workout(_ iso: String, _ activity: ActivityType) -> Workout {
    let start = ISO8601DateFormatter().date(from: iso) ?? Date(timeIntervalSince1970: 0)
    return Workout(
      source: "\(iso.prefix(10)).gpx", format: .gpx, activity: activity,
      timeZoneIdentifier: "UTC", timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(1_800), durationSeconds: 1_800,
        movingTimeSeconds: 1_800, distanceMeters: 5_000))
  }

  /// Runs on 10 Feb 2025 and 10 Jan 2026 (each year up to 20 Feb), a ride on 1 Jun 2025 (last
  /// year, after 20 Feb) and a swim on 15 Feb 2025 (last year, before 20 Feb).
  static let workouts = [
    workout("2025-02-10T07:00:00Z", .running), workout("2025-02-15T07:00:00Z", .swimming),
    workout("2025-06-01T07:00:00Z", .cycling), workout("2026-01-10T07:00:00Z", .running),
  ]

  @Test("the JSON rows and the cabinet's rows name the same sports, in the same order")
  func sameSports() throws {
    let history = AchievementHistory(Self.workouts)
    let review = Seasons(
      history: history, records: PersonalRecords(history), reference: Self.generated
    ).yearOverYear
    guard case .object(let keys) = AchievementsCommand.json(review),
      case .array(let rows) = keys.first(where: { $0.0 == "rows" })?.1
    else {
      Issue.record("no rows")
      return
    }
    let inJSON = rows.map { row -> String in
      guard case .object(let fields) = row,
        case .string(let activity) = fields.first(where: { $0.0 == "activity" })?.1
      else { return "all" }
      return activity
    }
    // By hand: running (one this year, one last year to date), swimming (last year to date);
    // cycling only after 20 Feb last year, so in neither comparison.
    #expect(inJSON == ["all", "running", "swimming"])
    let cabinet = TrophyCabinet(
      generatedAt: Self.generated,
      statuses: AchievementEngine(catalog: AchievementCatalog.standard).evaluate(Self.workouts),
      workouts: Self.workouts, filesRead: 4, skipped: [], warningCount: 0)
    let markdown = MarkdownReport.render(cabinet)
    let sports = markdown.components(separatedBy: "\n").compactMap { line -> String? in
      guard line.contains(" | 2026 so far | ") else { return nil }
      return line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(sports == ["All sports", "Running", "Swimming"])
    let html = HTMLReport.render(cabinet)
    let section = try #require(html.range(of: "id=\"year-over-year-h\""))
    let table = html[section.upperBound...]
    let end = try #require(table.range(of: "</table>"))
    let shown = table[..<end.lowerBound]
    #expect(shown.contains("Running") && shown.contains("Swimming") && !shown.contains("Cycling"))
  }
}
