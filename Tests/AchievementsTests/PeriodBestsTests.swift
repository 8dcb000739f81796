import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Season and period bests, and this year against last. The history is built by hand: 10 km
/// runs with known times over four local years, across year boundaries in zones west and east
/// of UTC, on a leap day, with ties; every expectation below is counted from that table.
@Suite("Period bests and year over year")
struct PeriodBestsTests {
  static let tenK = BestEffortTarget.running[6]

  /// A run starting at UTC `iso` in `zone` with one verified 10 km effort of `seconds`,
  /// 10.5 km, 3,000 s moving, 3,100 s elapsed.
  static func run(
    _ iso: String, _ seconds: Double, zone: String = "UTC", _ activity: ActivityType = .running
  ) -> Workout {
    let start = TestWorkouts.utc(iso)
    var workout = Workout(
      source: "\(iso).gpx", format: .gpx, activity: activity, timeZoneIdentifier: zone,
      timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(3_100), durationSeconds: 3_100,
        movingTimeSeconds: 3_000, distanceMeters: 10_500))
    if activity == .running {
      workout.bestEfforts = [
        BestEffort(
          target: tenK, elapsedSeconds: seconds, distanceMeters: 10_000,
          startUTC: start.addingTimeInterval(30), startOffsetSeconds: 30, check: .verified)
      ]
    }
    return workout
  }

  /// Local dates: A 2024-02-29 (leap day); B 2024-12-31 23:30 in New York = 2025-01-01 04:30
  /// UTC (local year 2024); C 2025-01-01 00:30 in Tokyo = 2024-12-31 15:30 UTC (local year
  /// 2025); D 2025-06-01; E 2025-12-10; F 2026-01-20 and G 2026-02-10 (a tie); five in 2023.
  static let history: [Workout] = [
    run("2024-02-29T07:00:00Z", 3_000),  // A
    run("2025-01-01T04:30:00Z", 2_900, zone: "America/New_York"),  // B
    run("2024-12-31T15:30:00Z", 2_750, zone: "Asia/Tokyo"),  // C
    run("2025-06-01T07:00:00Z", 2_800),  // D
    run("2025-12-10T07:00:00Z", 2_850),  // E
    run("2026-01-20T07:00:00Z", 2_990),  // F
    run("2026-02-10T07:00:00Z", 2_990),  // G
    run("2023-03-01T07:00:00Z", 3_100), run("2023-04-01T07:00:00Z", 3_100),
    run("2023-05-01T07:00:00Z", 3_200), run("2023-06-01T07:00:00Z", 3_300),
    run("2023-07-01T07:00:00Z", 3_400),
    // Rides: 2025-02-20 (the reference's month and day) and 2025-02-21.
    run("2025-02-20T18:00:00Z", 0, .cycling), run("2025-02-21T18:00:00Z", 0, .cycling),
  ]
  static let reference = TestWorkouts.utc("2026-02-20T12:00:00Z")

  static func seasons(_ workouts: [Workout], _ reference: Date) -> Seasons {
    let history = AchievementHistory(workouts)
    return Seasons(history: history, records: PersonalRecords(history), reference: reference)
  }

  /// The UTC start of each mark's workout (the test names workouts by start).
  static func starts(_ marks: [PeriodBests.Mark], _ workouts: [Workout]) -> [String] {
    marks.map { ISO8601Format.utc($0.workout.startUTC) }
  }

  @Test("this year, the last 4 and 12 weeks and each local year")
  func windows() throws {
    let line = try #require(Self.seasons(Self.history, Self.reference).bests["record.running.10k"])
    // 2026: F and G both 2,990 s; the earlier (F) keeps it.
    #expect(line.thisYear?.value == 2_990)
    #expect(Self.starts([try #require(line.thisYear)], Self.history) == ["2026-01-20T07:00:00Z"])
    // Last 4 weeks: 2026-01-24 … 2026-02-20: G alone.
    #expect(Self.starts([try #require(line.last4Weeks)], Self.history) == ["2026-02-10T07:00:00Z"])
    // Last 12 weeks: 2025-11-29 … 2026-02-20: E (2,850), F, G.
    #expect(line.last12Weeks?.value == 2_850)
    // Local years: B is 2024's (New York), C is 2025's (Tokyo), not their UTC years'.
    #expect(line.years.map(\.year) == [2026, 2025, 2024, 2023])
    #expect(line.years.map(\.mark.value) == [2_990, 2_750, 2_900, 3_100])
  }

  @Test("the ten best of all time, ties in replay order, the eleventh and twelfth left out")
  func topTen() throws {
    let line = try #require(Self.seasons(Self.history, Self.reference).bests["record.running.10k"])
    #expect(
      line.top.map(\.value) == [
        2_750, 2_800, 2_850, 2_900, 2_990, 2_990, 3_000, 3_100, 3_100, 3_200,
      ])
    #expect(
      Self.starts(Array(line.top[4...5]) + Array(line.top[7...8]), Self.history) == [
        "2026-01-20T07:00:00Z", "2026-02-10T07:00:00Z", "2023-03-01T07:00:00Z",
        "2023-04-01T07:00:00Z",
      ])
  }

  @Test("per-sport lines have period bests; period lines have none")
  func perSport() {
    let bests = Self.seasons(Self.history, Self.reference).bests
    // Every run is 10.5 km: this year's longest is F, the first of 2026.
    #expect(bests["record.running.longest_distance"]?.thisYear?.value == 10_500)
    #expect(bests["record.cycling.longest_distance"]?.thisYear == nil)
    #expect(bests["record.cycling.longest_distance"]?.years.map(\.year) == [2025])
    #expect(bests["record.period.week.distance"] == nil)
  }

  @Test("a reference before some workouts leaves the later ones out of every window")
  func earlierReference() throws {
    // Seen from 2025-12-31 12:00 UTC: this year is 2025 (C, D, E; best C 2,750); F and G are
    // later. Last 4 weeks: 2025-12-04 … 2025-12-31: E.
    let line = try #require(
      Self.seasons(Self.history, TestWorkouts.utc("2025-12-31T12:00:00Z")).bests[
        "record.running.10k"])
    #expect(line.thisYear?.value == 2_750)
    #expect(line.last4Weeks?.value == 2_850)
  }

  @Test("this year against last to the same local date, and the best year")
  func yearOverYear() throws {
    let review = Self.seasons(Self.history, Self.reference).yearOverYear
    #expect(review.referenceDate == LocalDate(year: 2026, month: 2, day: 20))
    #expect(review.rows.map(\.activity) == [nil, .running, .cycling])
    let all = review.rows[0]
    // 2026 to Feb 20: F, G. 2025 to Feb 20: C (Tokyo, 1 Jan) and the ride of Feb 20.
    #expect(all.thisYear.workouts == 2)
    #expect(all.thisYear.distanceMeters == 21_000)
    #expect(all.thisYear.activeSeconds == 6_000)  // moving time, not elapsed (6,200)
    #expect(all.thisYear.activeDays == 2)
    #expect(all.lastYearToDate.workouts == 2)
    // The whole of 2025: C, D, E and two rides.
    #expect(all.lastYear.workouts == 5)
    #expect(all.lastYear.activeDays == 5)
    // Most workouts: 2023 and 2025 both 5; the earlier year keeps it.
    #expect(all.bestWorkouts == YearOverYear.Best(year: 2023, value: 5))
    #expect(all.bestDistance == YearOverYear.Best(year: 2023, value: 52_500))
    let running = review.rows[1]
    #expect(running.thisYear.workouts == 2)
    #expect(running.lastYearToDate.workouts == 1)
    #expect(running.lastYear.workouts == 3)
    let cycling = review.rows[2]
    #expect(cycling.thisYear.workouts == 0)
    #expect(cycling.lastYearToDate.workouts == 1)
    #expect(cycling.lastYear.workouts == 2)
  }

  @Test(
    "a leap day counts to the same date only from 29 February or later",
    arguments: [
      ("2025-02-28T12:00:00Z", 1), ("2025-03-01T12:00:00Z", 2),
    ])
  func leapDay(reference: String, lastYearRuns: Int) {
    let workouts = [
      Self.run("2024-02-28T07:00:00Z", 3_000), Self.run("2024-02-29T07:00:00Z", 3_000),
      Self.run("2025-02-27T07:00:00Z", 3_000),
    ]
    let row = Self.seasons(workouts, TestWorkouts.utc(reference)).yearOverYear.rows[0]
    #expect(row.thisYear.workouts == 1)
    #expect(row.lastYearToDate.workouts == lastYearRuns)
  }

  @Test("one reference date for every workout: the latest workout's zone names the year")
  func oneReferenceDate() {
    // 2026-01-01 00:30 UTC is 01:30 on 1 January in Berlin (the latest workout's zone) but
    // still 19:30 on 31 December in New York. The New York run (18:00 local on 31 December,
    // 23:00 UTC) is 2025's; the Berlin run (00:10 local on 1 January) is 2026's.
    let workouts = [
      Self.run("2025-12-31T23:00:00Z", 2_900, zone: "America/New_York"),
      Self.run("2025-12-31T23:10:00Z", 3_000, zone: "Europe/Berlin"),
    ]
    let seasons = Self.seasons(workouts, TestWorkouts.utc("2026-01-01T00:30:00Z"))
    #expect(seasons.yearOverYear.referenceDate == LocalDate(year: 2026, month: 1, day: 1))
    let all = seasons.yearOverYear.rows[0]
    #expect(all.thisYear.workouts == 1)
    #expect(all.lastYearToDate.workouts == 0)
    #expect(all.lastYear.workouts == 1)
    #expect(seasons.bests["record.running.10k"]?.thisYear?.value == 3_000)
  }
}
