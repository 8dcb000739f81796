import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// The cabinet's "Goals" section: hand-computed card text, the pace mark under the strict CSP,
/// the same place in the HTML page and the Markdown, and nothing without goals.
///
/// Three runs in Berlin (CET): Sat 1 Mar 2025 00:30 local (28 Feb 23:30Z), 10 km; Wed 5 Mar
/// 18:00 local, 15 km; Sun 9 Mar 09:00 local, 15 km. "Now": Tue 11 Mar 00:00 local (10 Mar
/// 23:00Z), 10 of 31 days gone.
@Suite("Goals in the cabinet")
struct GoalsReportTests {
  static func run(_ start: String, km: Double) -> Workout {
    let formatter = ISO8601DateFormatter()
    let instant = formatter.date(from: start) ?? Date(timeIntervalSince1970: 0)
    return Workout(
      source: "\(start).gpx", format: .gpx, activity: .running, timeZoneIdentifier: "Europe/Berlin",
      timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: instant, endUTC: instant.addingTimeInterval(3_600), durationSeconds: 3_600,
        movingTimeSeconds: 3_000, distanceMeters: km * 1_000))
  }

  static let workouts = [
    run("2025-02-28T23:30:00Z", km: 10), run("2025-03-05T17:00:00Z", km: 15),
    run("2025-03-09T08:00:00Z", km: 15),
  ]
  static let now = ISO8601DateFormatter().date(from: "2025-03-10T23:00:00Z") ?? Date()

  static func cabinet(goals: [Goal]) -> TrophyCabinet {
    var cabinet = TrophyCabinet(
      generatedAt: now, statuses: [], workouts: workouts, filesRead: 3, skipped: [],
      warningCount: 0)
    cabinet.evaluation.goals = GoalBoard(
      goals: goals, history: AchievementHistory(workouts), now: now)
    return cabinet
  }

  static let monthly = Goal(
    measure: .distanceKilometres, target: 100, activity: .running, period: .month)

  @Test("a month at day 10: amount, share, pace mark and note, computed by hand")
  func card() throws {
    let document = CabinetDocument(Self.cabinet(goals: [Self.monthly]))
    let card = try #require(document.goals?.cards.first)
    #expect(card.title == "100 km of running every month")
    // 10 of 31 days: 32.26 % of the month.
    #expect(card.period == "March 2025 · 32% of the month gone")
    #expect(card.done == "40")
    #expect(card.ofTarget == "of 100 km")
    #expect(card.percent == 40)
    #expect(card.pace == "32.3")
    // 40 km × 31 / 10 = 124 km; 40 − 100 × 10 / 31 = 7.74 km ahead.
    #expect(card.note == "On pace for 124 of 100 km; 7.7 km ahead of the pace line.")
    #expect(!card.reached)
    // The first run is of March by its local date: the goal has no other period.
    #expect(card.periods == nil)
  }

  @Test("a reached month: the date and the badge")
  func reached() throws {
    let goal = Goal(measure: .distanceKilometres, target: 25, activity: .running, period: .month)
    let html = HTMLReport.render(Self.cabinet(goals: [goal]))
    let card = try #require(CabinetDocument(Self.cabinet(goals: [goal])).goals?.cards.first)
    // 10 + 15 km on Wed 5 Mar.
    #expect(card.note == "Reached on Wed 5 Mar 2025.")
    #expect(card.badge.definition.id == "goal.month.distance.running.2025-03")
    #expect(html.contains("25 km of running in March 2025, earned</title>"))
  }

  @Test("the section: CSS only, the same place in both renderings, nothing without goals")
  func section() throws {
    let cabinet = Self.cabinet(goals: [Self.monthly])
    let html = HTMLReport.render(cabinet)
    let markdown = MarkdownReport.render(cabinet)
    #expect(html.contains("<i class=\"pace\" style=\"left:32.3%\"></i>"))
    #expect(html.contains("<span style=\"width:40%\"></span>"))
    #expect(!html.contains("<script"))
    #expect(html.contains(HTMLReport.contentSecurityPolicy))
    // After the highlights and before the next section, in both.
    let htmlGoals = try #require(html.range(of: "<h2 id=\"goals-h\">Goals</h2>"))
    let htmlNext = try #require(html.range(of: "<h2 id=\"activities-h\">"))
    #expect(htmlGoals.upperBound < htmlNext.lowerBound)
    let markdownGoals = try #require(markdown.range(of: "\n## Goals\n"))
    let markdownNext = try #require(markdown.range(of: "\n## Year in review\n"))
    #expect(markdownGoals.upperBound < markdownNext.lowerBound)
    #expect(markdown.contains("**40** of 100 km (40%) — March 2025 · 32% of the month gone."))
    let none = Self.cabinet(goals: [])
    #expect(CabinetDocument(none).goals == nil)
    #expect(!HTMLReport.render(none).contains("goal"))
    #expect(!MarkdownReport.render(none).contains("Goals"))
  }
}
