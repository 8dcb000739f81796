import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// The engine's one typed result: totals with the one definition of time, Eddington lines, the
/// longest day streak and the years, checked on three hand-made workouts.
@Suite("Achievement evaluation")
struct AchievementEvaluationTests {
  /// A workout on 2025-05-`day` from 07:00Z lasting `elapsed` s, moving `moving` s, `km` km.
  static func workout(
    day: Int, elapsed: Double, moving: Double?, km: Double?, _ activity: ActivityType = .running
  ) -> Workout {
    let start = TestWorkouts.utc("2025-05-0\(day)T07:00:00Z")
    return Workout(
      source: "w\(day).gpx", format: .gpx, activity: activity, timeZoneIdentifier: "UTC",
      timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(elapsed), durationSeconds: elapsed,
        movingTimeSeconds: moving ?? 0, distanceMeters: km.map { $0 * 1_000 },
        distanceSource: km == nil ? nil : .device))
  }

  static let workouts = [
    workout(day: 1, elapsed: 3_600, moving: 3_000, km: 12),
    workout(day: 2, elapsed: 1_800, moving: nil, km: 11),
    workout(day: 4, elapsed: 3_600, moving: nil, km: nil, .yoga),
  ]

  @Test("totals count moving time, else elapsed time, once for every figure")
  func totals() throws {
    let evaluation = AchievementEngine(catalog: AchievementCatalog.standard).evaluation(
      AchievementHistory(Self.workouts))
    let totals = evaluation.totals
    // 3,000 moving + 1,800 elapsed (no moving time) + 3,600 elapsed (yoga) = 8,400 s; elapsed
    // would be 9,000 s.
    #expect(totals.activeSeconds == 8_400)
    #expect(totals.workouts == 3)
    #expect(totals.distanceMeters == 23_000)
    #expect(totals.activeDays == 3)
    #expect(totals.dateRange == "2025-05-01 – 2025-05-04")
    #expect(totals.activities.map(\.activity) == [.running, .yoga])
    #expect(totals.activities.map(\.activeSeconds) == [4_800, 3_600])
    // The hours ladder counts the same total in whole hours: 8,400 s → 2.
    let hours = try #require(TestWorkouts.status("milestone.hours.10", in: evaluation.statuses))
    #expect(hours.progress.current == 2)
    #expect(evaluation.years.years.map(\.activeSeconds) == [8_400])
  }

  @Test("Eddington lines, the longest day streak and records set")
  func lines() {
    let evaluation = AchievementEngine(catalog: AchievementCatalog.standard).evaluation(
      AchievementHistory(Self.workouts))
    // Runs of 12 and 11 km on two days: E = 2; E = 3 needs 3 days of 3 km, 2 exist: 1 more.
    #expect(
      evaluation.eddington == [EddingtonLine(activity: .running, value: 2, daysNeeded: 1)])
    // May 1, 2 and 4: the longest run of days is 2, in the engine's streak ladder and the year.
    #expect(evaluation.longestDayStreak == 2)
    #expect(evaluation.years.years.map(\.longestStreakDays) == [2])
    // Without the streak ladder in the statuses the same rule gives the same number.
    let recorded = AchievementEvaluation(statuses: [], history: AchievementHistory(Self.workouts))
    #expect(recorded.longestDayStreak == 2)
    #expect(recorded.recordsSet == 0)
  }
}
