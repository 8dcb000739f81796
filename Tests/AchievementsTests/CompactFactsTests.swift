import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// What the engine holds per workout (issue 17: the facts of every counted workout of a library
/// are held at once by `import`, `achievements` and `report`): a structural bound, and the
/// compact covered dates read back exactly.
@Suite("compact achievement facts")
struct CompactFactsTests {
  typealias W = TestWorkouts

  @Test("a workout's facts take at most 136 bytes inline, a local date 8")
  func strideBound() {
    // Start, end, start date, hour mask, date bits, activity, zone source, indoor, virtual (40),
    // zone, file and name texts (48), distance, active time and climb (24), the track (8), the
    // flags rounded up: 120 bytes; the bound leaves 16 for layout (was about 256: dates of 32
    // bytes, an ISO week, a reference repeating start and activity, empty optionals inline).
    #expect(MemoryLayout<WorkoutFacts>.stride <= 136)
    #expect(MemoryLayout<LocalDate>.stride == 8)
  }

  @Test("a summary without track, efforts or countries holds no track record")
  func noTrackRecord() throws {
    let facts = try #require(W.facts(W.make("2024-05-03T06:00:00Z", "2024-05-03T07:00:00Z")))
    #expect(facts.track == nil)
    #expect(facts.bestEfforts.isEmpty)
    #expect(facts.countries == nil)
    #expect(facts.sun == nil)
    #expect(facts.explorerTiles == nil)
  }

  /// Issue 17: a workout without points whose tiles were ticked (an Apple Health or Strava
  /// summary read by the importer) has an empty tile set, not none; it took a track record of
  /// 88 bytes for each of a million summaries.
  @Test("a summary whose tiles were ticked (none) holds no track record either")
  func tickedNoTiles() throws {
    var workout = W.make("2024-05-03T06:00:00Z", "2024-05-03T07:00:00Z")
    workout.tickExplorerTiles()
    #expect(workout.countedExplorerTiles?.isEmpty == true)
    let facts = try #require(W.facts(workout))
    #expect(facts.track == nil)
    #expect(facts.explorerTiles == nil)
  }

  @Test("a run over Samoa's skipped day covers two dates a day apart, not the day between")
  func skippedDay() throws {
    // Pacific/Apia went from UTC−10 to UTC+14 at 2011-12-30 10:00 UTC: local 2011-12-29 24:00
    // became 2011-12-31 00:00 (tzdata, "Samoa skipped 30 December 2011"). 09:30–10:30 UTC is
    // local 23:30 on the 29th, then 00:00–00:30 on the 31st.
    let facts = try #require(
      W.facts(W.make("2011-12-30T09:30:00Z", "2011-12-30T10:30:00Z", zone: "Pacific/Apia")))
    #expect(
      facts.coveredDates == [
        LocalDate(year: 2011, month: 12, day: 29), LocalDate(year: 2011, month: 12, day: 31),
      ])
    #expect(facts.hoursCovered == [0, 23])
    #expect(facts.startDate == LocalDate(year: 2011, month: 12, day: 29))
  }

  @Test(
    "a date's year, month and day come from its day number",
    arguments: [
      (-1, 1969, 12, 31), (0, 1970, 1, 1), (19_782, 2024, 2, 29), (-719_468, 0, 3, 1),
    ])
  func civilParts(day: Int, year: Int, month: Int, dayOfMonth: Int) {
    // Day numbers by hand: 2024-02-29 is 54 years (13 leap days) and 59 days after 1970-01-01,
    // 54 × 365 + 13 + 59 = 19,782; 0000-03-01 is Hinnant's era origin, −719,468.
    let date = LocalDate(dayNumber: day)
    #expect(date.year == year)
    #expect(date.month == month)
    #expect(date.day == dayOfMonth)
  }
}
