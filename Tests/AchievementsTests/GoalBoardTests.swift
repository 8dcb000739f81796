import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Goals followed through a small history (``GoalBoard``), every figure computed by hand.
///
/// The runs, Berlin (CET, UTC+1, all of them before the switch to summer time on 30 March):
/// - Fri 28 Feb 2025 23:00 local (22:00Z), 8 km: February.
/// - Sat 1 Mar 2025 00:30 local (Fri 28 Feb 23:30Z), 10 km: March by its local date.
/// - Wed 5 Mar 18:00 local (17:00Z), 15 km; Sun 9 Mar 09:00 local (08:00Z), 15 km.
/// - Fri 7 Mar, a 30 km ride (another sport); Thu 20 Mar, a 50 km run (after "now").
///
/// "Now" is Tue 11 Mar 2025 00:00 local (10 Mar 23:00Z): 10 of March's 31 days are gone.
@Suite("Goals")
struct GoalBoardTests {
  static func run(
    _ start: String, km: Double, activity: ActivityType = .running, zone: String = "Europe/Berlin"
  ) -> Workout {
    let instant = TestWorkouts.utc(start)
    return Workout(
      source: "\(start).gpx", format: .gpx, activity: activity, timeZoneIdentifier: zone,
      timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: instant, endUTC: instant.addingTimeInterval(3_600), durationSeconds: 3_600,
        movingTimeSeconds: 3_000, distanceMeters: km * 1_000))
  }

  static let history = AchievementHistory([
    run("2025-02-28T22:00:00Z", km: 8), run("2025-02-28T23:30:00Z", km: 10),
    run("2025-03-05T17:00:00Z", km: 15), run("2025-03-07T10:00:00Z", km: 30, activity: .cycling),
    run("2025-03-09T08:00:00Z", km: 15), run("2025-03-20T08:00:00Z", km: 50),
  ])
  static let now = TestWorkouts.utc("2025-03-10T23:00:00Z")

  static func board(_ goals: [Goal], now: Date = now) -> GoalBoard {
    GoalBoard(goals: goals, history: history, now: now)
  }

  @Test("100 km of running a month: progress, fraction, pace line and projection at day 10")
  func pace() throws {
    let board = Self.board([
      Goal(measure: .distanceKilometres, target: 100, activity: .running, period: .month)
    ])
    #expect(board.referenceDate == LocalDate(year: 2025, month: 3, day: 11))
    let standings = try #require(board.tracks.first?.standings)
    #expect(standings.map(\.key) == ["2025-02", "2025-03"])
    #expect(standings.map(\.state) == [.past, .current])
    let march = standings[1]
    #expect(march.start == LocalDate(year: 2025, month: 3, day: 1))
    #expect(march.end == LocalDate(year: 2025, month: 3, day: 31))
    // 10 + 15 + 15 km (the ride is another sport, the run on the 20th after today).
    #expect(march.value == 40_000)
    #expect(march.target == 100_000)
    #expect(abs(march.fraction - 0.4) < 1e-12)
    #expect(abs(march.elapsed - 10.0 / 31) < 1e-12)
    // Pace line: 100 km × 10/31 = 32.258 km; ahead by 7.742 km; on pace for 40 × 31/10 = 124.
    #expect(abs(march.expected - 32_258.064516) < 1e-3)
    #expect(abs(march.ahead - 7_741.935484) < 1e-3)
    #expect(abs((march.projected ?? 0) - 124_000) < 1e-6)
    #expect(!march.reached)
    // February: only the run at 23:00 on the 28th, local time; ended, 92 km short.
    let february = standings[0]
    #expect(february.value == 8_000)
    #expect(february.elapsed == 1)
    #expect(february.ahead == -92_000)
    #expect(february.projected == 8_000)
  }

  @Test("a goal reached: the run that crossed it, its local date, and the badge")
  func reached() throws {
    let track = try #require(
      Self.board([
        Goal(measure: .distanceKilometres, target: 35, activity: .running, period: .month)
      ])
      .tracks.first)
    let march = try #require(track.standings.last)
    // 10 + 15 = 25 km < 35; + 15 = 40 km on Sun 9 Mar.
    #expect(march.reachedOn == LocalDate(year: 2025, month: 3, day: 9))
    let status = track.status(march)
    #expect(status.definition.id == "goal.month.distance.running.2025-03")
    #expect(status.definition.kind == .goal)
    #expect(status.earned)
    #expect(status.earnedAt == TestWorkouts.utc("2025-03-09T08:00:00Z"))
    #expect(status.earnedTimeZoneIdentifier == "Europe/Berlin")
    #expect(status.progress == AchievementProgress(current: 40, target: 35, unit: "km"))
    let february = track.status(track.standings[0])
    #expect(!february.earned)
    #expect(february.definition.name == "35 km of running in February 2025")
  }

  @Test("month boundaries are local: 00:30 on 1 March in Berlin is March, not February (UTC)")
  func localBoundary() throws {
    let workouts = Goal(measure: .workouts, target: 2, period: .month)
    let standings = try #require(Self.board([workouts]).tracks.first?.standings)
    // February: 1 run (23:00 local on the 28th). March: the 00:30 run, the ride, two runs.
    #expect(standings.map(\.value) == [1, 4])
    // Reached by the second workout of March in replay order: the run of the 5th.
    #expect(standings[1].reachedOn == LocalDate(year: 2025, month: 3, day: 5))
    // The same instants seen from UTC would put the 00:30 run in February.
    let utc = AchievementHistory([
      Self.run("2025-02-28T22:00:00Z", km: 8, zone: "UTC"),
      Self.run("2025-02-28T23:30:00Z", km: 10, zone: "UTC"),
    ])
    let seen = GoalBoard(goals: [workouts], history: utc, now: Self.now).tracks[0].standings
    #expect(seen.map(\.key) == ["2025-02", "2025-03"])
    #expect(seen.map(\.value) == [2, 0])
  }

  @Test("active days and hours; the year agrees with the year in review")
  func agreesWithReview() throws {
    let board = Self.board([
      Goal(measure: .activeDays, target: 200, period: .year),
      Goal(measure: .hours, target: 100, period: .year),
      Goal(measure: .distanceMetres, target: 1, period: .year, year: 2025),
    ])
    let review = try #require(YearInReview(history: Self.history).years.first { $0.year == 2025 })
    let year = board.tracks.map { $0.standings.last?.value }
    // Up to today: 28 Feb, 1, 5, 7 and 9 March (the 20th is after today).
    #expect(year[0] == 5)
    #expect(year[1] == 15_000.0)  // 5 × 3,000 s of moving time
    #expect(year[2] == 78_000)
    // The whole year in review also holds the run of the 20th (50 km, one more day).
    #expect(review.distanceMeters == 78_000 + 50_000)
    #expect(review.activeDays == 5 + 1)
    // Seen from the year's end, the goal and the review agree.
    let end = Self.board(
      [Goal(measure: .distanceMetres, target: 1, period: .year, year: 2025)],
      now: TestWorkouts.utc("2026-01-01T00:00:00Z"))
    #expect(end.tracks[0].standings[0].value == review.distanceMeters)
    #expect(end.tracks[0].standings[0].state == .past)
  }

  @Test("a later year's goal is upcoming; a year's months run from January to today")
  func spans() throws {
    let board = Self.board([
      Goal(measure: .workouts, target: 10, period: .year, year: 2026),
      Goal(measure: .workouts, target: 3, period: .month, year: 2025),
    ])
    let upcoming = try #require(board.tracks[0].standings.first)
    #expect(board.tracks[0].standings.count == 1)
    #expect(upcoming.state == .upcoming)
    #expect(upcoming.key == "2026")
    #expect(upcoming.value == 0)
    #expect(upcoming.elapsed == 0)
    #expect(upcoming.projected == nil)
    #expect(board.tracks[1].standings.map(\.key) == ["2025-01", "2025-02", "2025-03"])
    #expect(board.tracks[1].standings.map(\.value) == [0, 1, 4])
    #expect(board.tracks[1].featured?.key == "2025-03")
    #expect(GoalBoard(goals: [], history: Self.history, now: Self.now).isEmpty)
  }
}

extension GoalBoardTests {
  /// Break-it: with "now" in 9999 (`SOURCE_DATE_EPOCH` allows it) a monthly goal listed every
  /// month from February 2025 on, 95,699 of them; 192 goals ran out of memory. By hand: the
  /// history's months are February and March 2025 (the run of the 20th counts: it is before
  /// "now"), then 12 months past March (April 2025 to March 2026), then today's, December 9999.
  @Test("a 'now' far past the history lists a year past the last workout, then today's period")
  func farFuture() throws {
    let now = TestWorkouts.utc("9999-12-31T12:00:00Z")
    let board = Self.board(
      [
        Goal(measure: .distanceKilometres, target: 100, activity: .running, period: .month),
        Goal(measure: .distanceKilometres, target: 100, activity: .running, period: .year),
      ], now: now)
    let months = try #require(board.tracks.first?.standings)
    #expect(months.count == 2 + 12 + 1)
    #expect(months.first?.key == "2025-02")
    #expect(months.dropLast().last?.key == "2026-03")
    #expect(months.last?.key == "9999-12")
    #expect(months.last?.state == .current)
    let years = try #require(board.tracks.last?.standings)
    #expect(years.map(\.key) == ["2025", "2026", "9999"])
  }
}

/// Goal progress beyond 32 bits (break-it N4: `progress.target` was clamped to 2,147,483,647
/// while `goal.target` held the true value).
@Suite("Goals beyond 32 bits")
struct GoalWideProgressTests {
  /// 5,000,000,000 km of running in 2025 (below the settings' 10^12): target 5 × 10^9 km;
  /// and 5 × 10^9 m a month. 25 runs of 100,000 km (the most a workout may count,
  /// ``WorkoutModel/Plausibility/distance``), 2 to 4 Mar 2025 between 10:00Z and 21:00Z:
  /// 2.5 × 10^9 m in March, above Int32.max (2,147,483,647) in metres.
  @Test("progress target and current keep values above Int32.max")
  func wide() throws {
    let history = AchievementHistory(
      (0..<25).map { index in
        GoalBoardTests.run("2025-03-0\(2 + index / 12)T\(10 + index % 12):00:00Z", km: 100_000)
      })
    let board = GoalBoard(
      goals: [
        Goal(
          measure: .distanceKilometres, target: 5e9, activity: .running, period: .year,
          year: 2025),
        Goal(measure: .distanceMetres, target: 5e9, period: .month, year: 2025),
      ], history: history, now: GoalBoardTests.now)
    let year = try #require(board.tracks.first?.featured)
    let yearStatus = try #require(board.tracks.first?.status(year))
    #expect(yearStatus.progress.target == 5_000_000_000)
    #expect(yearStatus.definition.target == 5_000_000_000)
    #expect(yearStatus.progress.current == 2_500_000)
    let month = try #require(board.tracks.last?.featured)
    let monthStatus = try #require(board.tracks.last?.status(month))
    #expect(month.key == "2025-03")
    #expect(monthStatus.progress.current == 2_500_000_000)
    #expect(monthStatus.progress.target == 5_000_000_000)
  }
}
