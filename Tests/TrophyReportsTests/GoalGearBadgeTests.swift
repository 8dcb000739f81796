import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// Goal and gear badges in the cabinet (issue 16): a share card for every earned goal period
/// and gear milestone, and the goal periods in the badge grid and in "N of M achievements
/// earned" (`docs/CONTRACT.md`, "Goals").
///
/// Three runs in Berlin (CET) with the shoe "Test Shoe": Sat 1 Mar 2025 00:30 local (28 Feb
/// 23:30Z), 40 km; Wed 5 Mar 18:00 local, 35 km; Sun 9 Mar 09:00 local, 35 km. "Now": Tue 11
/// Mar 00:00 local. By hand: March holds 40 + 35 + 35 = 110 km, so a 70 km March goal is
/// reached by the second run (75 km) and the shoe crosses 100 km with the third (110 km).
@Suite("goal and gear badges")
struct GoalGearBadgeTests {
  static func run(_ start: String, km: Double) -> Workout {
    let instant = ISO8601DateFormatter().date(from: start) ?? Date(timeIntervalSince1970: 0)
    var workout = Workout(
      source: "\(start).gpx", format: .gpx, name: "Run \(start.prefix(10))", activity: .running,
      timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: instant, endUTC: instant.addingTimeInterval(3_600), durationSeconds: 3_600,
        movingTimeSeconds: 3_000, distanceMeters: km * 1_000))
    workout.gear = "Test Shoe"
    return workout
  }

  static let workouts = [
    run("2025-02-28T23:30:00Z", km: 40), run("2025-03-05T17:00:00Z", km: 35),
    run("2025-03-09T08:00:00Z", km: 35),
  ]
  static let now = ISO8601DateFormatter().date(from: "2025-03-10T23:00:00Z") ?? Date()

  /// 70 km of running every month; one catalog badge earned by nobody (locked).
  static func cabinet(share: Bool) -> TrophyCabinet {
    let locked = AchievementStatus(
      definition: AchievementDefinition(
        id: "streak.days.7", kind: .streak, group: "streak.days", name: "Week Unbroken",
        description: "7 days in a row.", target: 7, unit: "days"),
      earned: false, progress: AchievementProgress(current: 1, target: 7, unit: "days"))
    var cabinet = TrophyCabinet(
      generatedAt: now, statuses: [locked], workouts: workouts, filesRead: 3, skipped: [],
      warningCount: 0)
    let history = AchievementHistory(workouts)
    cabinet.evaluation.goals = GoalBoard(
      goals: [Goal(measure: .distanceKilometres, target: 70, activity: .running, period: .month)],
      history: history, now: now)
    cabinet.evaluation.gear = GearUse.uses(in: history)
    cabinet.sharesCards = share
    return cabinet
  }

  /// 32-bit FNV-1a of "Test Shoe", worked out in Python: 0x61e2b37c.
  static let shoeMilestone = "gear.test-shoe-61e2b37c.distance.100km"
  static let goalPeriod = "goal.month.distance.running.2025-03"

  @Test("every earned goal period and gear milestone has a card, in three sizes")
  func cards() throws {
    let share = try #require(CabinetDocument(Self.cabinet(share: true)).share)
    let stems = share.cards.map(\.stem)
    // Earned: the March goal (one period: March is today's) and the 100 km milestone only.
    #expect(stems.filter { $0.hasPrefix("goal.") } == [Self.goalPeriod])
    #expect(stems.filter { $0.hasPrefix("gear.") } == [Self.shoeMilestone])
    let goal = try #require(share.cards.first { $0.stem == Self.goalPeriod })
    #expect(goal.subject == .badge)
    #expect(goal.eyebrow == "Goals")
    #expect(goal.title == "70 km of running in March 2025")
    #expect(goal.date == "Earned Wed 5 Mar 2025, 18:00")
    #expect(goal.workout == "Run 2025-03-05")
    let gear = try #require(share.cards.first { $0.stem == Self.shoeMilestone })
    #expect(gear.eyebrow == "Gear")
    #expect(gear.title == "100 km on Test Shoe")
    #expect(gear.lines == ["100 km with this piece of gear."])
    #expect(gear.date == "Earned Sun 9 Mar 2025, 09:00")
    #expect(gear.badge?.status.definition.kind == .gear)
    for card in [goal, gear] {
      for format in ShareCardFormat.allCases {
        let svg = ShareCardSVG.render(card, format: format)
        #expect(svg.contains("width=\"\(format.width)\" height=\"\(format.height)\""))
        #expect(DocumentShare.path(card, format) == "share/\(card.stem)-\(format.suffix).svg")
      }
    }
  }

  @Test("goal periods are badges: in the grid and in 'N of M achievements earned'")
  func counted() throws {
    let cabinet = Self.cabinet(share: false)
    let document = CabinetDocument(cabinet)
    let goals = try #require(document.kinds.first { $0.section.kind == .goal })
    // One period (March), reached: 1 of 1; a single badge, not a ladder.
    #expect(goals.heading.count?.done == 1)
    #expect(goals.heading.count?.total == 1)
    #expect(goals.section.shelves.map(\.group) == [nil])
    #expect(goals.section.allStatuses.map(\.definition.id) == [Self.goalPeriod])
    // The catalog's locked badge and the goal period: 1 of 2.
    let html = HTMLReport.render(cabinet, document: document)
    #expect(html.contains("aria-label=\"1 of 2 achievements earned\""))
    let markdown = MarkdownReport.render(cabinet, document: document)
    #expect(markdown.contains(". 1 of 2 achievements earned, "))
    #expect(markdown.contains("### Goals (1 of 1 earned)"))
  }
}
