import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import Achievements

/// A stand-in for a later `records` evaluator: shortest workout duration in seconds.
struct ShortestWorkoutEvaluator: AchievementEvaluator {
  func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    guard metric == .custom("records.shortest") else { return nil }
    var progression = AchievementProgression(direction: .lowerIsBetter)
    for (index, facts) in history.facts.enumerated() {
      progression.record(Int(facts.endUTC.timeIntervalSince(facts.startUTC)), at: index)
    }
    return progression
  }
}

@Suite("Achievement engine")
struct EngineTests {
  typealias W = TestWorkouts
  let engine = AchievementEngine(catalog: AchievementCatalog.standard)

  /// A mixed history: 60 workouts over zones, activities and times of day.
  static func history() -> [Workout] {
    let zones = ["Europe/Berlin", "Australia/Sydney", "America/New_York", "UTC", "Asia/Kathmandu"]
    let kinds: [ActivityType] = [.running, .cycling, .walking, .swimming, .yoga, .other]
    let base = W.utc("2023-12-20T05:10:00Z").timeIntervalSince1970
    return (0..<60).map { i in
      let start = base + Double(i) * 19 * 3600
      return Workout(
        source: "w\(i % 7).gpx", format: .gpx, name: i % 3 == 0 ? nil : "n\(i)",
        activity: kinds[i % kinds.count], timeZoneIdentifier: zones[i % zones.count],
        timeZoneSource: .coordinates,
        summary: WorkoutSummary(
          startUTC: Date(timeIntervalSince1970: start),
          endUTC: Date(timeIntervalSince1970: start + Double(i % 5) * 2700)))
    }
  }

  @Test("shuffled input gives identical output", arguments: [1, 2, 3, 42] as [UInt64])
  func determinism(seed: UInt64) {
    let workouts = Self.history()
    var generator = SeededGenerator(seed: seed)
    let shuffled = workouts.shuffled(using: &generator)
    #expect(shuffled != workouts)
    #expect(engine.evaluate(shuffled) == engine.evaluate(workouts))
  }

  @Test("one status per catalog entry, in catalog order")
  func catalogOrder() {
    let statuses = engine.evaluate(Self.history())
    #expect(statuses.map(\.definition) == AchievementCatalog.standard)
  }

  @Test("ties on start time break by source path, whatever the input order")
  func ties() throws {
    let a = W.make("2024-05-03T07:00:00Z", source: "a.gpx")
    let b = W.make("2024-05-03T07:00:00Z", source: "b.gpx")
    for input in [[a, b], [b, a]] {
      let status = try #require(W.status("type.running.1", in: engine.evaluate(input)))
      #expect(status.earnedBy?.file == "a.gpx")
      #expect(W.status("streak.day.2", in: engine.evaluate(input))?.earnedBy?.file == "b.gpx")
    }
  }

  @Test("workouts without a start time are ignored")
  func noStart() {
    let statuses = engine.evaluate([W.make(nil, "2024-05-03T07:00:00Z")])
    #expect(statuses.allSatisfy { !$0.earned && $0.progress.current == 0 })
  }

  @Test("the earned status carries the earning workout's zone, source and reference")
  func earnedFields() throws {
    let run = W.make(
      "2024-05-03T04:10:00Z", "2024-05-03T05:00:00Z", zone: "Europe/Berlin",
      activity: .running, source: "dir/run.tcx", name: "Morning", zoneSource: .timestampOffset)
    // Berlin is UTC+2 in May: 06:10–07:00 local, so Early Bird (05) is *not* earned.
    let statuses = engine.evaluate([run])
    #expect(W.status("time.hour.05", in: statuses)?.earned == false)
    let first = try #require(W.status("type.running.1", in: statuses))
    #expect(first.earnedAt == W.utc("2024-05-03T04:10:00Z"))
    #expect(first.earnedTimeZoneIdentifier == "Europe/Berlin")
    #expect(first.earnedTimeZoneSource == .timestampOffset)
    #expect(
      first.earnedBy
        == WorkoutReference(
          file: "dir/run.tcx", name: "Morning", startUTC: W.utc("2024-05-03T04:10:00Z"),
          activity: .running))
  }

  @Test("recorded statuses (personal_best) are passed through; unknown groups stay unearned")
  func recordedAndUnknown() throws {
    let firstImport = AchievementDefinition(
      id: "tool.first_import", kind: .personalBest, group: "tool.first_import",
      name: "Hello, Trophies", description: "Import for the first time.", target: 1,
      unit: "times")
    let mystery = AchievementDefinition(
      id: "mystery.1", kind: .milestone, group: "mystery", name: "?", description: "?",
      target: 1, unit: "km")
    var recorded = AchievementStatus(
      definition: firstImport, earned: true, earnedAt: W.utc("2024-01-01T00:00:00Z"),
      progress: AchievementProgress(current: 1, target: 1, unit: "times"))
    recorded.definition.name = "stale name"
    let statuses = AchievementEngine(catalog: [firstImport, mystery])
      .evaluate([W.make("2024-05-03T07:00:00Z")], recorded: [recorded])
    #expect(statuses[0].earned)
    #expect(statuses[0].definition == firstImport)
    #expect(statuses[0].earnedAt == W.utc("2024-01-01T00:00:00Z"))
    #expect(!statuses[1].earned)
    #expect(statuses[1].progress == AchievementProgress(current: 0, target: 1, unit: "km"))
  }

  @Test("a new evaluator plugs in, including lower-is-better records")
  func customEvaluator() throws {
    let definition = AchievementDefinition(
      id: "records.shortest.600", kind: .record, group: "records.shortest", name: "Quickie",
      description: "A workout of 10 minutes or less.", target: 600, unit: "s")
    let engine = AchievementEngine(
      catalog: [definition], evaluators: [ShortestWorkoutEvaluator()])
    let workouts = [
      W.make("2024-05-01T07:00:00Z", "2024-05-01T08:00:00Z", source: "3600.gpx"),
      W.make("2024-05-02T07:00:00Z", "2024-05-02T07:09:00Z", source: "540.gpx"),
      W.make("2024-05-03T07:00:00Z", "2024-05-03T07:05:00Z", source: "300.gpx"),
    ]
    let status = try #require(engine.evaluate(workouts).first)
    #expect(status.earnedBy?.file == "540.gpx")
    #expect(status.progress.current == 300)
  }
}

@Suite("Local earned-at text")
struct EarnedAtLocalTests {
  typealias W = TestWorkouts

  // Hand-converted: Berlin is UTC+2 in May; Kathmandu UTC+5:45; New York UTC−5 in January.
  @Test(
    "formats earnedAt in the earning workout's zone",
    arguments: [
      ("2024-05-03T04:10:00Z", "Europe/Berlin", "2024-05-03T06:10:00+02:00"),
      ("2024-01-01T00:00:00Z", "Asia/Kathmandu", "2024-01-01T05:45:00+05:45"),
      ("2024-01-01T03:00:05Z", "America/New_York", "2023-12-31T22:00:05-05:00"),
      ("2024-02-29T23:59:59Z", "UTC", "2024-02-29T23:59:59+00:00"),
    ])
  func format(utc: String, zone: String, expected: String) throws {
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard)
      .evaluate([W.make(utc, zone: zone)])
    let status = try #require(W.status("type.running.1", in: statuses))
    #expect(status.earnedAtLocalISO8601 == expected)
    #expect(W.status("type.cycling.1", in: statuses)?.earnedAtLocalISO8601 == nil)
  }
}
