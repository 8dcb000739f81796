import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// Year in review, heat grid and highlights. Expected values are hand counts from the inputs,
/// stated per case; calendar facts: 2025-01-01 was a Wednesday, 2024 a leap year.
@Suite("Year in review and highlights")
struct YearInReviewTests {
  /// A UTC workout starting at `iso` lasting `minutes`, covering `km`.
  static func workout(
    _ iso: String, minutes: Double, km: Double, _ activity: ActivityType = .running
  )
    -> Workout
  {
    let formatter = ISO8601DateFormatter()
    let start = formatter.date(from: iso) ?? Date(timeIntervalSince1970: 0)
    return Workout(
      source: "\(iso).gpx", format: .gpx, activity: activity,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(minutes * 60),
        durationSeconds: minutes * 60, movingTimeSeconds: minutes * 60,
        distanceMeters: km * 1_000))
  }

  @Test("totals, active days and the longest streak per year, newest first")
  func years() throws {
    // 2024: Dec 30 and Dec 31 (2 days in a row). 2025: Jan 1, Jan 2, Jan 3 (3 in a row, the
    // run across New Year counts per year), Jan 5, and a ride on Jan 5 too.
    let workouts = [
      Self.workout("2024-12-30T07:00:00Z", minutes: 30, km: 5),
      Self.workout("2024-12-31T07:00:00Z", minutes: 40, km: 6),
      Self.workout("2025-01-01T07:00:00Z", minutes: 50, km: 8),
      Self.workout("2025-01-02T07:00:00Z", minutes: 20, km: 3),
      Self.workout("2025-01-03T07:00:00Z", minutes: 25, km: 4),
      Self.workout("2025-01-05T07:00:00Z", minutes: 60, km: 10),
      Self.workout("2025-01-05T15:00:00Z", minutes: 90, km: 40, .cycling),
    ]
    let review = YearInReview(history: AchievementHistory(workouts))
    #expect(review.years.map(\.year) == [2025, 2024])
    let latest = review.years[0]
    #expect(latest.workouts == 5)
    #expect(latest.distanceMeters == 65_000)
    #expect(latest.activeSeconds == 245 * 60)
    #expect(latest.activeDays == 4)
    #expect(latest.longestStreakDays == 3)
    #expect(latest.sports.map(\.activity) == [.running, .cycling])
    #expect(latest.sports.map(\.workouts) == [4, 1])
    // Jan 5: 60 + 90 minutes on one local day.
    #expect(latest.minutesByDay[LocalDate(year: 2025, month: 1, day: 5).dayNumber] == 150)
    #expect(review.years[1].longestStreakDays == 2)
  }

  @Test("the heat grid has one cell per day, Monday on top, shaded by minutes")
  func heatGrid() {
    let jan5 = LocalDate(year: 2025, month: 1, day: 5).dayNumber
    let svg = HeatGridSVG.render(year: 2025, minutesByDay: [jan5: 150])
    // 365 days; 2025-01-01 is a Wednesday (row 2), so 365 + 2 cells span 53 columns of 12.
    #expect(svg.components(separatedBy: "<rect ").count - 1 == 365)
    #expect(svg.contains("viewBox=\"0 0 636 98\""))
    // Jan 1 at column 0, row 2 (y = 14 + 2 × 12); Jan 5 (Sunday) at column 0, row 6.
    #expect(
      svg.contains("<rect x=\"0\" y=\"38\" width=\"10\" height=\"10\" rx=\"2\" class=\"h0\"/>"))
    #expect(
      svg.contains(
        "<rect x=\"0\" y=\"86\" width=\"10\" height=\"10\" rx=\"2\" class=\"h4\">"
          + "<title>Sun 5 Jan 2025 · 150 min</title></rect>"))
    // 2024 is a leap year: 366 cells.
    #expect(
      HeatGridSVG.render(year: 2024, minutesByDay: [:]).components(separatedBy: "<rect ").count - 1
        == 366)
  }

  @Test("highlights: newest earned first, then the locked tiers closest to their targets")
  func highlights() {
    func status(_ id: String, group: String, earnedAt: Double?, current: Int, target: Int)
      -> AchievementStatus
    {
      let definition = AchievementDefinition(
        id: id, kind: .streak, group: group, name: id, description: "", target: target,
        unit: "days")
      return AchievementStatus(
        definition: definition, earned: earnedAt != nil,
        earnedAt: earnedAt.map { Date(timeIntervalSince1970: $0) },
        progress: AchievementProgress(current: current, target: target, unit: "days"))
    }
    let statuses = [
      status("a.1", group: "a", earnedAt: 100, current: 9, target: 1),
      status("a.5", group: "a", earnedAt: 300, current: 9, target: 5),
      status("a.10", group: "a", earnedAt: nil, current: 9, target: 10),  // 90 %
      status("a.20", group: "a", earnedAt: nil, current: 9, target: 20),  // not the next tier
      status("b.4", group: "b", earnedAt: nil, current: 1, target: 4),  // 25 %
      status("c.3", group: "c", earnedAt: nil, current: 2, target: 3),  // 67 %
      status("d.2", group: "d", earnedAt: nil, current: 0, target: 2),  // no progress
      status("e.1", group: "e", earnedAt: 200, current: 1, target: 1),
    ]
    let picks = CabinetHighlights(statuses: statuses)
    #expect(picks.recent.map(\.definition.id) == ["a.5", "e.1", "a.1"])
    #expect(picks.closest.map(\.definition.id) == ["a.10", "c.3", "b.4"])
  }
}

@Suite("Eddington line")
struct EddingtonLineTests {
  @Test("the cabinet says how many days the next Eddington number needs")
  func sentence() {
    // Three 5 km rides on three days: E = 3 (3 days of ≥ 3 km); E = 4 needs 4 days of ≥ 4 km,
    // 3 exist, so 1 more day. No runs: no running sentence.
    let rides = (1...3).map {
      YearInReviewTests.workout("2025-05-0\($0)T07:00:00Z", minutes: 15, km: 5, .cycling)
    }
    let cabinet = TrophyCabinet(
      generatedAt: SampleCabinet.date(0), statuses: [], workouts: rides, filesRead: 3,
      skipped: [], warningCount: 0)
    #expect(
      cabinet.eddingtonSentences == [
        "Cycling Eddington number 3: 1 more day of at least 4 km for 4."
      ])
  }
}
