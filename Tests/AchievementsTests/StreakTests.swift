import Foundation
import Testing
import WorkoutModel

@testable import Achievements

@Suite("Streak ladders")
struct StreakTests {
  typealias W = TestWorkouts
  let engine = AchievementEngine(catalog: AchievementCatalog.standard)

  /// `count` consecutive dates from `year-month-day`, as `yyyy-MM-dd` (via day numbers).
  static func dates(from year: Int, _ month: Int, _ day: Int, count: Int) -> [String] {
    let first = LocalDate(year: year, month: month, day: day).dayNumber
    return (0..<count).map { LocalDate(dayNumber: first + $0).description }
  }

  @Test("a gap breaks the consecutive-days streak")
  func gapBreaksStreak() throws {
    // Jan 1–3, no Jan 4, Jan 5–8: runs of 3 and 4; longest 4 (counted by hand).
    let workouts = W.daily([
      "2024-01-01", "2024-01-02", "2024-01-03", "2024-01-05", "2024-01-06", "2024-01-07",
      "2024-01-08",
    ])
    let statuses = engine.evaluate(workouts)
    let three = try #require(W.status("streak.days.3", in: statuses))
    #expect(three.earned)
    #expect(three.earnedBy?.file == "2024-01-03.gpx")
    #expect(three.progress.current == 4)
    let seven = try #require(W.status("streak.days.7", in: statuses))
    #expect(!seven.earned)
    #expect(seven.progress == AchievementProgress(current: 4, target: 7, unit: "days"))
  }

  @Test(
    "seven days in a row across a month, year or leap-day boundary; the 7th day earns it",
    arguments: [
      ((2023, 12, 29), "2024-01-04.gpx"),  // Dec 29, 30, 31, Jan 1, 2, 3, 4
      ((2024, 2, 27), "2024-03-04.gpx"),  // Feb 27, 28, 29 (leap), Mar 1, 2, 3, 4
      ((2023, 2, 26), "2023-03-04.gpx"),  // Feb 26, 27, 28, Mar 1, 2, 3, 4 (no Feb 29)
    ])
  func sevenDays(start: (Int, Int, Int), earnedBy: String) throws {
    let workouts = W.daily(Self.dates(from: start.0, start.1, start.2, count: 7))
    let status = try #require(W.status("streak.days.7", in: engine.evaluate(workouts)))
    #expect(status.earned)
    #expect(status.earnedBy?.file == earnedBy)
    #expect(status.earnedAt == W.utc(earnedBy.replacingOccurrences(of: ".gpx", with: "T07:00:00Z")))
    #expect(status.earnedTimeZoneIdentifier == "UTC")
    #expect(status.earnedTimeZoneSource == .coordinates)
    #expect(status.progress.current == 7)
  }

  @Test("local dates arriving out of order join into one run")
  func outOfOrderDates() throws {
    // UTC order A, B, C; local dates (python3 zoneinfo): A London 06-10 08:00Z → 06-10 09:00,
    // B Sydney 06-11 20:00Z → 06-12 06:00, C London 06-11 21:00Z → 06-11 22:00. C bridges 10–12.
    let workouts = [
      W.make("2024-06-10T08:00:00Z", zone: "Europe/London", source: "a.gpx"),
      W.make("2024-06-11T20:00:00Z", zone: "Australia/Sydney", source: "b.gpx"),
      W.make("2024-06-11T21:00:00Z", zone: "Europe/London", source: "c.gpx"),
    ]
    let status = try #require(W.status("streak.days.3", in: engine.evaluate(workouts)))
    #expect(status.earnedBy?.file == "c.gpx")
    #expect(status.earnedTimeZoneIdentifier == "Europe/London")
    #expect(status.progress.current == 3)
  }

  @Test("a trip: one run in Sydney and one in London on the same UTC day are two local days")
  func trip() throws {
    // Local dates 06-11 (Sydney) and 06-10 (London), see WorkoutFactsTests.trip.
    let workouts = [
      W.make("2024-06-10T20:00:00Z", zone: "Australia/Sydney", source: "syd.gpx"),
      W.make("2024-06-10T08:00:00Z", zone: "Europe/London", source: "lon.gpx"),
    ]
    let statuses = engine.evaluate(workouts)
    #expect(W.status("streak.day.2", in: statuses)?.earned == false)
    #expect(W.status("streak.day.2", in: statuses)?.progress.current == 1)
    #expect(W.status("streak.days.3", in: statuses)?.progress.current == 2)
  }

  @Test("ISO weeks across New Year: 2020-W51, W52, W53, 2021-W01 are four in a row")
  func weeksAcrossNewYear() throws {
    // ISO weeks from python3 isocalendar(): 12-14 W51, 12-21 W52, 12-31 W53, 2021-01-04 W01.
    let workouts = W.daily(["2020-12-14", "2020-12-21", "2020-12-31", "2021-01-04"])
    let status = try #require(W.status("streak.weeks.4", in: engine.evaluate(workouts)))
    #expect(status.earned)
    #expect(status.earnedBy?.file == "2021-01-04.gpx")
  }

  @Test("2020-12-28 and 2021-01-03 are the same ISO week (2020-W53)")
  func sameWeekAcrossNewYear() throws {
    let workouts = W.daily(["2020-12-28", "2021-01-03"])
    let statuses = engine.evaluate(workouts)
    #expect(W.status("streak.weeks.4", in: statuses)?.progress.current == 1)
    // The two dates are six days apart: no consecutive days either.
    #expect(W.status("streak.days.3", in: statuses)?.progress.current == 1)
  }

  @Test("most workouts in one day: the 2nd and 3rd that day earn Double Day and Triple Threat")
  func workoutsInOneDay() throws {
    let workouts = [
      W.make("2024-05-03T06:00:00Z", source: "1.gpx"),
      W.make("2024-05-03T12:00:00Z", source: "2.gpx"),
      W.make("2024-05-04T06:00:00Z", source: "x.gpx"),
      W.make("2024-05-03T18:00:00Z", source: "3.gpx"),
    ]
    let statuses = engine.evaluate(workouts)
    #expect(W.status("streak.day.2", in: statuses)?.earnedBy?.file == "2.gpx")
    #expect(W.status("streak.day.3", in: statuses)?.earnedBy?.file == "3.gpx")
    #expect(W.status("streak.day.3", in: statuses)?.progress.current == 3)
  }

  @Test("a month counts workouts by local start date, even when the last one ends next month")
  func workoutsInOneMonth() throws {
    // May 1–9 at 07:00Z, plus Berlin May 31 23:30 CEST (21:30Z) to Jun 1 00:30 CEST (22:30Z):
    // 10 starts in May. Counting by end date would give 9.
    var workouts = W.daily(Self.dates(from: 2024, 5, 1, count: 9))
    workouts.append(
      W.make(
        "2024-05-31T21:30:00Z", "2024-05-31T22:30:00Z", zone: "Europe/Berlin",
        source: "late.gpx"))
    let status = try #require(W.status("streak.month.10", in: engine.evaluate(workouts)))
    #expect(status.earned)
    #expect(status.earnedBy?.file == "late.gpx")
    #expect(status.earnedTimeZoneIdentifier == "Europe/Berlin")
  }

  @Test("a year of 50 daily workouts: Fifty in a Year earned by the 50th, progress exceeds tiers")
  func workoutsInOneYear() throws {
    // 2023-01-01 + 49 days = 2023-02-19 (31 in January + 19).
    let workouts = W.daily(Self.dates(from: 2023, 1, 1, count: 50))
    let statuses = engine.evaluate(workouts)
    let fifty = try #require(W.status("streak.year.50", in: statuses))
    #expect(fifty.earnedBy?.file == "2023-02-19.gpx")
    #expect(W.status("streak.year.100", in: statuses)?.earned == false)
    #expect(W.status("streak.days.30", in: statuses)?.progress.current == 50)
    #expect(W.status("streak.days.30", in: statuses)?.earnedBy?.file == "2023-01-30.gpx")
    // 31 workouts in January: M10, M20, M30 all earned; January 10th earns M10.
    #expect(W.status("streak.month.10", in: statuses)?.earnedBy?.file == "2023-01-10.gpx")
    #expect(W.status("streak.month.30", in: statuses)?.progress.current == 31)
    // 2023-01-01 is a Sunday (2022-W52); Feb 19 is a Sunday of 2023-W07: 8 weeks in a row.
    #expect(W.status("streak.weeks.4", in: statuses)?.progress.current == 8)
  }
}
