import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// "New since last report": memories written by hand (ids of the built-in catalog), compared by
/// the rules of ``SinceLastReport``; the expected items are read off the two lists.
@Suite struct SinceLastReportTests {
  static let catalog = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
    [Workout]())
  static let lastTime = TestWorkouts.utc("2026-03-02T14:05:00Z")
  static let now = TestWorkouts.utc("2026-03-09T09:00:00Z")

  /// One run with a 5 km effort, so that the records know their lines' directions: the 5 km is
  /// a time (lower is better), the longest run a distance (higher is better).
  static let records: PersonalRecords = {
    var run = TestWorkouts.make("2026-03-01T07:00:00Z", "2026-03-01T07:40:00Z")
    run.summary.distanceMeters = 6_000
    run.summary.durationSeconds = 2_400
    let start = TestWorkouts.utc("2026-03-01T07:01:00Z")
    run.bestEfforts = [
      BestEffort(
        target: BestEffortTarget.running[5], elapsedSeconds: 1_500, distanceMeters: 5_000,
        startUTC: start, startOffsetSeconds: 60, check: .verified)
    ]
    return PersonalRecords(AchievementHistory([run]))
  }()

  static func since(_ current: [ReportMemory.Entry], last: [ReportMemory.Entry]?)
    -> SinceLastReport
  {
    SinceLastReport(
      current: ReportMemory(reportedAt: now, entries: current),
      last: last.map { ReportMemory(reportedAt: lastTime, entries: $0) }, statuses: catalog,
      records: records)
  }

  @Test("the directions of the two record lines are those the test relies on")
  func directions() {
    #expect(Self.records["record.running.5k"]?.higherIsBetter == false)
    #expect(Self.records["record.running.longest_distance"]?.higherIsBetter == true)
  }

  @Test("the first report: nothing is new, and there is no last time")
  func firstReport() {
    let since = Self.since([.init(id: "date.leap_day")], last: nil)
    #expect(since.isFirstReport)
    #expect(since.items.isEmpty)
    #expect(since.newIDs.isEmpty)
  }

  @Test("an unchanged cabinet: nothing new since the last time")
  func unchanged() {
    let shown: [ReportMemory.Entry] = [
      .init(id: "record.running.5k", recordValue: 1_500), .init(id: "type.running.1", tier: 1),
    ]
    let since = Self.since(shown, last: shown)
    #expect(since.lastReportedAt == Self.lastTime)
    #expect(since.items.isEmpty)
    #expect(since.newIDs.isEmpty)
  }

  @Test("badges earned, tiers gained (one item per ladder) and records beaten, in order")
  func changes() {
    let last: [ReportMemory.Entry] = [
      .init(id: "record.running.5k", recordValue: 1_500),
      .init(id: "record.running.longest_distance", recordValue: 6_000),
      .init(id: "type.running.1", tier: 1), .init(id: "date.christmas_day"),
    ]
    let current: [ReportMemory.Entry] = [
      // 25:00 -> 24:10: beaten (a time, lower is better).
      .init(id: "record.running.5k", recordValue: 1_450),
      // 6.0 km -> 5.0 km: worse (a workout left out since), not news.
      .init(id: "record.running.longest_distance", recordValue: 5_000),
      .init(id: "streak.days.3", tier: 3), .init(id: "streak.days.7", tier: 7),
      .init(id: "date.leap_day"),
      .init(id: "type.running.1", tier: 1), .init(id: "type.running.10", tier: 10),
      .init(id: "type.running.50", tier: 50), .init(id: "place.country.jp"),
      // date.christmas_day is no longer shown: not news either.
    ]
    let since = Self.since(current, last: last)
    #expect(
      since.items == [
        .init(id: "record.running.5k", change: .recordBeaten(previousValue: 1_500), tiers: 1),
        .init(id: "streak.days.7", change: .earned, tiers: 2),
        .init(id: "date.leap_day", change: .earned, tiers: 1),
        .init(id: "type.running.50", change: .tierGained(previousID: "type.running.1"), tiers: 2),
        .init(id: "place.country.jp", change: .earned, tiers: 1),
      ])
    #expect(
      since.newIDs == [
        "record.running.5k", "streak.days.3", "streak.days.7", "date.leap_day",
        "type.running.10", "type.running.50", "place.country.jp",
      ])
  }

  @Test("a longer longest run is a record beaten; a first record is earned")
  func higherIsBetter() {
    let since = Self.since(
      [
        .init(id: "record.running.longest_distance", recordValue: 7_000),
        .init(id: "record.cycling.longest_distance", recordValue: 20_000),
      ],
      last: [.init(id: "record.running.longest_distance", recordValue: 6_000)])
    #expect(
      since.items == [
        .init(
          id: "record.running.longest_distance", change: .recordBeaten(previousValue: 6_000),
          tiers: 1),
        .init(id: "record.cycling.longest_distance", change: .earned, tiers: 1),
      ])
  }

  @Test("what a cabinet shows: earned statuses with their tier or record value, then countries")
  func memoryOfStatuses() throws {
    var statuses = Self.catalog.filter {
      ["type.running.10", "date.leap_day", "record.running.5k"].contains($0.definition.id)
    }
    for index in statuses.indices { statuses[index].earned = true }
    let record = try #require(statuses.firstIndex { $0.definition.id == "record.running.5k" })
    statuses[record].record = RecordDetail(value: 1_450, unit: "s", timesSet: 2)
    var locked = try #require(Self.catalog.first { $0.definition.id == "streak.days.3" })
    locked.earned = false
    let memory = ReportMemory(showing: statuses + [locked], places: [], at: Self.now)
    #expect(
      Set(memory.entries) == [
        .init(id: "type.running.10", tier: 10), .init(id: "date.leap_day"),
        .init(id: "record.running.5k", recordValue: 1_450),
      ])
    #expect(memory.reportedAt == Self.now)
  }
}
