import Foundation
import Testing
import WorkoutModel

@testable import Achievements

@Suite("Date and time badges")
struct DateAndTimeTests {
  typealias W = TestWorkouts
  let engine = AchievementEngine(catalog: AchievementCatalog.standard)

  @Test("every hour touched counts, not only the start hour")
  func hoursCovered() throws {
    // 04:50–05:10 UTC covers 04 and 05; 21:30–00:30 covers 21, 22, 23 and 00 (next day).
    let dawn = W.make("2024-05-03T04:50:00Z", "2024-05-03T05:10:00Z", source: "dawn.gpx")
    let late = W.make("2024-05-04T21:30:00Z", "2024-05-05T00:30:00Z", source: "late.gpx")
    let statuses = engine.evaluate([late, dawn])
    #expect(W.status("time.hour.04", in: statuses)?.earnedBy?.file == "dawn.gpx")
    #expect(W.status("time.hour.05", in: statuses)?.earnedBy?.file == "dawn.gpx")
    #expect(W.status("time.hour.22", in: statuses)?.earnedBy?.file == "late.gpx")
    #expect(W.status("time.hour.00", in: statuses)?.earnedBy?.file == "late.gpx")
    #expect(W.status("time.hour.12", in: statuses)?.earned == false)
    // Hours 4, 5, 21, 22, 23, 0: six distinct.
    #expect(W.status("time.clock.24", in: statuses)?.progress.current == 6)
  }

  @Test("an hour badge's progress counts the workouts that covered that hour")
  func hourProgress() throws {
    let workouts = (1...3).map { W.make("2024-05-0\($0)T12:10:00Z", source: "\($0).gpx") }
    let status = try #require(W.status("time.hour.12", in: engine.evaluate(workouts)))
    #expect(status.earnedBy?.file == "1.gpx")
    #expect(status.progress == AchievementProgress(current: 3, target: 1, unit: "workouts"))
  }

  @Test("the DST spring-forward gap gives no 02 hour")
  func dstGap() throws {
    // Berlin 2024-03-31 00:30Z–01:30Z is local 01:30–03:30 without 02 (see WorkoutFactsTests).
    let run = W.make("2024-03-31T00:30:00Z", "2024-03-31T01:30:00Z", zone: "Europe/Berlin")
    let statuses = engine.evaluate([run])
    #expect(W.status("time.clock.24", in: statuses)?.progress.current == 2)
  }

  @Test("Around the Clock needs all 24 hours; the workout completing them earns it")
  func aroundTheClock() throws {
    let quarters = [
      W.make("2024-05-01T00:00:00Z", "2024-05-01T06:00:00Z", source: "a.gpx"),  // 0–5
      W.make("2024-05-02T06:00:00Z", "2024-05-02T12:00:00Z", source: "b.gpx"),  // 6–11
      W.make("2024-05-03T12:00:00Z", "2024-05-03T18:00:00Z", source: "c.gpx"),  // 12–17
      W.make("2024-05-04T18:00:00Z", "2024-05-04T23:59:00Z", source: "d.gpx"),  // 18–23
    ]
    let partial = try #require(
      W.status("time.clock.24", in: engine.evaluate(Array(quarters.prefix(3)))))
    #expect(!partial.earned)
    #expect(partial.progress == AchievementProgress(current: 18, target: 24, unit: "hours"))
    let full = try #require(W.status("time.clock.24", in: engine.evaluate(quarters)))
    #expect(full.earnedBy?.file == "d.gpx")
    #expect(full.progress.current == 24)
  }

  @Test("a run from Christmas Eve into Christmas Day earns both")
  func christmasCrossing() throws {
    // London is UTC+0 in December: 23:30–00:30 local = 23:30Z–00:30Z.
    let run = W.make("2023-12-24T23:30:00Z", "2023-12-25T00:30:00Z", zone: "Europe/London")
    let statuses = engine.evaluate([run])
    #expect(W.status("date.christmas_eve", in: statuses)?.earned == true)
    #expect(W.status("date.christmas_day", in: statuses)?.earned == true)
    #expect(W.status("date.new_years_eve", in: statuses)?.earned == false)
  }

  /// The run (zone UTC) starts on New Year's Eve and reaches New Year's Day at midnight: each
  /// badge is earned at the first instant the run was on its date.
  @Test("New Year's Eve into New Year's Day earns both, each when the run was on that date")
  func newYearCrossing() throws {
    let run = W.make("2023-12-31T23:30:00Z", "2024-01-01T00:15:00Z", source: "nye.gpx")
    let statuses = engine.evaluate([run])
    let newYear = try #require(W.status("date.new_years_day", in: statuses))
    #expect(newYear.earned)
    #expect(newYear.earnedAt == W.utc("2024-01-01T00:00:00Z"))
    #expect(W.status("date.new_years_eve", in: statuses)?.earnedAt == W.utc("2023-12-31T23:30:00Z"))
  }

  /// Berlin is UTC+2 in June: a run 11:40–12:20 local (09:40Z–10:20Z) enters local hour 12 at
  /// 12:00 local = 10:00Z; Lunch Break is earned then.
  @Test("an hour badge is earned when the workout enters that hour")
  func hourEarnedOnEntry() throws {
    let run = W.make("2025-06-02T09:40:00Z", "2025-06-02T10:20:00Z", zone: "Europe/Berlin")
    let statuses = engine.evaluate([run])
    #expect(W.status("time.hour.12", in: statuses)?.earnedAt == W.utc("2025-06-02T10:00:00Z"))
    #expect(
      W.status("time.hour.12", in: statuses)?.earnedAtLocalISO8601 == "2025-06-02T12:00:00+02:00")
  }

  @Test("Leap Day only exists in leap years; a run ending on it counts")
  func leapDay() throws {
    let notLeap = W.make("2023-02-28T10:00:00Z", source: "2023.gpx")
    #expect(W.status("date.leap_day", in: engine.evaluate([notLeap]))?.earned == false)
    // 2024-02-28 23:30 – 02-29 00:30 UTC covers Feb 29.
    let crossing = W.make("2024-02-28T23:30:00Z", "2024-02-29T00:30:00Z", source: "x.gpx")
    let onDay = W.make("2024-02-29T10:00:00Z", source: "2024.gpx")
    let status = try #require(
      W.status("date.leap_day", in: engine.evaluate([notLeap, onDay, crossing])))
    #expect(status.earnedBy?.file == "x.gpx")
    // Both 2024 workouts touch the same Feb 29: one date.
    #expect(status.progress == AchievementProgress(current: 1, target: 1, unit: "days"))
  }

  @Test("Easter Sunday uses the local date: Tokyo 08:00 on 2025-04-20 is 04-19 in UTC")
  func easterLocal() throws {
    // Tokyo is UTC+9 (no DST): 2025-04-20 08:00 JST = 2025-04-19 23:00Z.
    let tokyo = W.make("2025-04-19T23:00:00Z", "2025-04-19T23:45:00Z", zone: "Asia/Tokyo")
    #expect(W.status("date.easter_sunday", in: engine.evaluate([tokyo]))?.earned == true)
    let utcSaturday = W.make("2025-04-19T10:00:00Z")
    #expect(W.status("date.easter_sunday", in: engine.evaluate([utcSaturday]))?.earned == false)
  }

  @Test(
    "fixed-date holidays",
    arguments: [
      ("2024-02-14", "date.valentines_day"), ("2024-10-31", "date.halloween"),
      ("2024-12-25", "date.christmas_day"), ("2024-01-01", "date.new_years_day"),
    ])
  func fixedDates(date: String, id: String) throws {
    let statuses = engine.evaluate([W.make("\(date)T10:00:00Z")])
    let earnedHolidays = statuses.filter { $0.earned && $0.definition.id.hasPrefix("date.") }
    #expect(earnedHolidays.map(\.definition.id) == [id])
  }

  @Test("holiday progress counts distinct holiday dates across years")
  func holidayYears() throws {
    let workouts = [
      W.make("2022-12-25T09:00:00Z", source: "a.gpx"),
      W.make("2022-12-25T15:00:00Z", source: "b.gpx"),
      W.make("2023-12-25T09:00:00Z", source: "c.gpx"),
    ]
    let status = try #require(W.status("date.christmas_day", in: engine.evaluate(workouts)))
    #expect(status.earnedBy?.file == "a.gpx")
    #expect(status.progress.current == 2)
  }
}
