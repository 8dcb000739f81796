import Foundation
import Testing
import WorkoutModel

@testable import Achievements

@Suite("Local hours and dates a workout covers")
struct WorkoutFactsTests {
  typealias W = TestWorkouts

  @Test("spring-forward run in Berlin covers local 01 and 03, never 02")
  func springForward() throws {
    // Berlin switched CET→CEST at 2024-03-31 01:00 UTC (python3 zoneinfo): 00:30Z = 01:30+01:00,
    // 01:30Z = 03:30+02:00. Local 02:xx never existed that night.
    let facts = try #require(
      W.facts(W.make("2024-03-31T00:30:00Z", "2024-03-31T01:30:00Z", zone: "Europe/Berlin")))
    #expect(facts.hoursCovered == [1, 3])
    #expect(facts.coveredDates == [LocalDate(year: 2024, month: 3, day: 31)])
    #expect(facts.startDate == LocalDate(year: 2024, month: 3, day: 31))
  }

  @Test("fall-back run in Berlin covers local 02 twice, nothing else")
  func fallBack() throws {
    // 2024-10-27: 00:30Z = 02:30+02:00, clocks go back at 01:00Z to 02:00+01:00, 01:30Z = 02:30+01:00.
    let facts = try #require(
      W.facts(W.make("2024-10-27T00:30:00Z", "2024-10-27T01:30:00Z", zone: "Europe/Berlin")))
    #expect(facts.hoursCovered == [2])
  }

  @Test("a 05:50–07:10 run covers hours 5, 6 and 7")
  func severalHours() throws {
    let facts = try #require(W.facts(W.make("2024-05-03T05:50:00Z", "2024-05-03T07:10:00Z")))
    #expect(facts.hoursCovered == [5, 6, 7])
  }

  @Test("the end instant is excluded: 06:00–07:00 covers hour 6 only")
  func halfOpen() throws {
    let facts = try #require(W.facts(W.make("2024-05-03T06:00:00Z", "2024-05-03T07:00:00Z")))
    #expect(facts.hoursCovered == [6])
  }

  @Test("a 23:30–00:30 local run crosses midnight: two dates, hours 23 and 0")
  func midnight() throws {
    // New York is UTC−4 in July (EDT): 2024-07-04 23:30 local = 07-05 03:30Z.
    let facts = try #require(
      W.facts(W.make("2024-07-05T03:30:00Z", "2024-07-05T04:30:00Z", zone: "America/New_York")))
    #expect(facts.hoursCovered == [0, 23])
    #expect(
      facts.coveredDates == [
        LocalDate(year: 2024, month: 7, day: 4), LocalDate(year: 2024, month: 7, day: 5),
      ])
    #expect(facts.startDate == LocalDate(year: 2024, month: 7, day: 4))
  }

  @Test("half-hour and 45-minute offsets: Kathmandu is UTC+05:45")
  func oddOffset() throws {
    // 2024-01-01 00:00Z = 05:45 local, 00:20Z = 06:05 local (python3 zoneinfo).
    let facts = try #require(
      W.facts(W.make("2024-01-01T00:00:00Z", "2024-01-01T00:20:00Z", zone: "Asia/Kathmandu")))
    #expect(facts.hoursCovered == [5, 6])
  }

  @Test("missing end, or end before start, covers only the start hour")
  func degenerateEnds() throws {
    let noEnd = try #require(W.facts(W.make("2024-05-03T09:15:00Z", nil)))
    #expect(noEnd.hoursCovered == [9])
    #expect(noEnd.endUTC == noEnd.startUTC)
    let backwards = try #require(
      W.facts(W.make("2024-05-03T09:15:00Z", "2024-05-03T03:00:00Z")))
    #expect(backwards.hoursCovered == [9])
    #expect(backwards.endUTC == backwards.startUTC)
  }

  @Test("a workout without a start is ignored")
  func noStart() {
    #expect(W.facts(W.make(nil, "2024-05-03T03:00:00Z")) == nil)
  }

  @Test("coverage stops 48 h after the start")
  func capped() throws {
    // 9 days long (a broken end stamp); [Jan 1 00:00Z, Jan 3 00:00Z) covers Jan 1 and 2 only.
    let facts = try #require(W.facts(W.make("2024-01-01T00:00:00Z", "2024-01-10T00:00:00Z")))
    #expect(facts.hourMask == (1 << 24) - 1)
    #expect(
      facts.coveredDates == [
        LocalDate(year: 2024, month: 1, day: 1), LocalDate(year: 2024, month: 1, day: 2),
      ])
  }

  @Test("a trip: same UTC day, different local dates in Sydney and London")
  func trip() throws {
    // 2024-06-10 20:00Z is 06-11 06:00 in Sydney (UTC+10); 08:00Z is 06-10 09:00 in London (BST).
    let sydney = try #require(
      W.facts(W.make("2024-06-10T20:00:00Z", "2024-06-10T21:00:00Z", zone: "Australia/Sydney")))
    let london = try #require(
      W.facts(W.make("2024-06-10T08:00:00Z", "2024-06-10T09:00:00Z", zone: "Europe/London")))
    #expect(sydney.startDate == LocalDate(year: 2024, month: 6, day: 11))
    #expect(london.startDate == LocalDate(year: 2024, month: 6, day: 10))
    #expect(sydney.hoursCovered == [6])
    #expect(london.hoursCovered == [9])
  }
}
