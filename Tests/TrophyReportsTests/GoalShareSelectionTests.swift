import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// Share cards of a goal without a `year` (break-it N3: five such goals over 50 years of
/// workouts made 2,254 goal cards, about 7,000 pictures): a goal period gets a card only when
/// the cabinet's "Goals" section shows it — today's period and the 12 before it.
///
/// One 5 km run at 12:00 UTC (13:00 in Berlin, the same date) on the 15th of every month from
/// January 2023 to December 2025: 36 runs, 36 months. "Now": Sat 10 Jan 2026. Goal "1 workout
/// every month": its periods are January 2023 … January 2026 (37), every one reached but
/// January 2026 (no run yet). The section shows January 2026 and December 2025 … January 2025;
/// so by hand the cards are those 12 reached months, not the 36. Goal "1 workout every year":
/// 2023, 2024, 2025 (reached) and 2026 (today's, not yet): all four shown, 3 cards.
@Suite("goal share cards follow the Goals section")
struct GoalShareSelectionTests {
  static let workouts: [Workout] = (0..<36).map { index in
    let (year, month) = (2023 + index / 12, index % 12 + 1)
    let start = String(format: "%04d-%02d-15T12:00:00Z", year, month)
    let instant = ISO8601DateFormatter().date(from: start) ?? Date(timeIntervalSince1970: 0)
    return Workout(
      source: "\(start).gpx", format: .gpx, name: "Run \(start.prefix(7))", activity: .running,
      timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: instant, endUTC: instant.addingTimeInterval(1_800), durationSeconds: 1_800,
        movingTimeSeconds: 1_800, distanceMeters: 5_000))
  }
  static let now = ISO8601DateFormatter().date(from: "2026-01-10T12:00:00Z") ?? Date()

  static func document() -> CabinetDocument {
    var cabinet = TrophyCabinet(
      generatedAt: now, statuses: [], workouts: workouts, filesRead: 36, skipped: [],
      warningCount: 0)
    cabinet.evaluation.goals = GoalBoard(
      goals: [
        Goal(measure: .workouts, target: 1, period: .month),
        Goal(measure: .workouts, target: 1, period: .year),
      ],
      history: AchievementHistory(workouts), now: now)
    cabinet.sharesCards = true
    return CabinetDocument(cabinet)
  }

  @Test("a monthly goal over 36 months: cards for the 12 months the section lists, not 36")
  func bounded() throws {
    let document = Self.document()
    let share = try #require(document.share)
    let monthly = share.cards.map(\.stem).filter { $0.hasPrefix("goal.month.") }
    // January to December 2025, oldest first as the badge grid orders them.
    let expected = (1...12).map { String(format: "goal.month.workouts.all.2025-%02d", $0) }
    #expect(monthly == expected)
    let yearly = share.cards.map(\.stem).filter { $0.hasPrefix("goal.year.") }
    #expect(
      yearly == [
        "goal.year.workouts.all.2023", "goal.year.workouts.all.2024",
        "goal.year.workouts.all.2025",
      ])
  }

  @Test("the Goals section lists the same 12 months and counts the 24 left out")
  func sameRule() throws {
    let card = try #require(Self.document().goals?.cards.first)
    #expect(card.period.hasPrefix("January 2026 · "))
    let rows = try #require(card.periods?.rows)
    #expect(rows.map { $0[0].text }.first == "December 2025")
    #expect(rows.map { $0[0].text }.last == "January 2025")
    #expect(rows.count == 12)
    #expect(card.more == "… and 24 earlier months")
  }

  @Test("the badge grid and the count keep every period (37 + 4)")
  func gridKeepsAll() throws {
    let goals = try #require(Self.document().kinds.first { $0.section.kind == .goal })
    #expect(goals.heading.count?.total == 41)
    #expect(goals.heading.count?.done == 39)
  }
}
