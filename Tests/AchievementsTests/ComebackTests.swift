import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Comebacks and anniversaries; the day counts are by hand from the dates named.
@Suite("Comebacks and anniversaries")
struct ComebackTests {
  typealias W = TestWorkouts
  let engine = AchievementEngine(catalog: AchievementCatalog.standard)

  @Test("Back at It counts the local dates strictly between two workouts")
  func backAtIt() throws {
    // 2025-01-30 then 2025-03-01:
    // By hand: 31 January (1) and 1–28 February (28) lie between: 29 days, not 30.
    let short = W.daily(["2025-01-30", "2025-03-01"])
    #expect(W.status("comeback.30", in: engine.evaluate(short))?.progress.current == 29)
    #expect(W.status("comeback.30", in: engine.evaluate(short))?.earned == false)
    // 2025-01-30 then 2025-03-02: 30 days between; earned by the second, at its start.
    let statuses = engine.evaluate(W.daily(["2025-01-30", "2025-03-02", "2025-03-03"]))
    let status = try #require(W.status("comeback.30", in: statuses))
    #expect(status.earned)
    #expect(status.earnedBy?.file == "2025-03-02.gpx")
    #expect(status.earnedAt == W.utc("2025-03-02T07:00:00Z"))
    #expect(W.status("comeback.90", in: statuses)?.earned == false)
  }

  @Test("a year away earns all three tiers at once; a run after a year of rides earns its own")
  func aYear() throws {
    let rides = W.daily(["2023-05-01"]) + W.daily(["2023-06-01", "2024-05-10"], activity: .cycling)
    let run = W.daily(["2024-05-20"])
    let statuses = engine.evaluate(rides + run)
    // Breaks between any workouts: 30 (2023-05-02 … 05-31), 343 (2023-06-02 … 2024-05-09: a
    // year of 366 days from 2023-06-01 to 2024-06-01, less 22, less 1), 9.
    #expect(W.status("comeback.365", in: statuses)?.earned == false)
    #expect(W.status("comeback.90", in: statuses)?.earnedBy?.file == "2024-05-10.gpx")
    // Runs: 2023-05-01 then 2024-05-20: 366 + 19 days apart, 384 dates between.
    let firstRun = try #require(W.status("comeback.running.365", in: statuses))
    #expect(firstRun.earnedBy?.file == "2024-05-20.gpx")
    #expect(firstRun.progress.current == 384)
  }

  @Test("anniversaries of the first workout's local date, 29 February on the 28th")
  func anniversaries() throws {
    let statuses = engine.evaluate(
      W.daily(["2020-02-29", "2021-02-27", "2021-02-28", "2025-02-28", "2025-03-01"]))
    let first = try #require(W.status("anniversary.1", in: statuses))
    #expect(first.earnedBy?.file == "2021-02-28.gpx")
    let fifth = try #require(W.status("anniversary.5", in: statuses))
    #expect(fifth.earnedBy?.file == "2025-02-28.gpx")
    #expect(fifth.progress.current == 5)
    #expect(W.status("anniversary.10", in: statuses)?.earned == false)
  }

  @Test("the local date counts: 23:30 in New York on the anniversary is the next day in UTC")
  func localDates() {
    let first = W.make(
      "2024-06-01T12:00:00Z", "2024-06-01T13:00:00Z", zone: "America/New_York", source: "a.gpx")
    // 2025-06-01 23:30 EDT = 2025-06-02T03:30Z.
    let later = W.make(
      "2025-06-02T03:30:00Z", "2025-06-02T04:00:00Z", zone: "America/New_York", source: "b.gpx")
    #expect(
      W.status("anniversary.1", in: engine.evaluate([first, later]))?.earnedBy?.file == "b.gpx")
  }
}
