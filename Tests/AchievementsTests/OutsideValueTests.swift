import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Values from outside (a library written before the readers held stated totals to
/// `Plausibility`, issue 17) reach the engine as they are: none may trap, and impossible ones
/// count as unknown.
@Suite("Outside values in the engine")
struct OutsideValueTests {
  /// A 40.5 km, 2 h ride with 500 m of climbing on 2025-01-01 (the hand-checked milestone ride).
  static let real = MilestoneTests.ride(day: 1, km: 40.5, hours: 2, climb: 500)

  /// A ride on 2025-01-02 stating `meters`, `seconds` and `climb` (Strava's 1e22 m row stored
  /// whole; values at the edges of `Int` and beyond).
  static func absurd(meters: Double, seconds: Double, climb: Double) -> Workout {
    let start = TestWorkouts.utc("2025-01-02T08:00:00Z")
    return Workout(
      source: "absurd-\(meters).csv", format: .stravaCSV, activity: .cycling,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(3_600), durationSeconds: seconds,
        movingTimeSeconds: seconds, distanceMeters: meters, elevationGainMeters: climb))
  }

  @Test(
    "absurd distances, times and climbs count as 0 and never trap",
    arguments: [1e22, 9.3e21, 1e300, .infinity, .nan, -1e22, 1e19]
  )
  func absurdTotals(_ value: Double) throws {
    let workouts = [Self.real, Self.absurd(meters: value, seconds: value, climb: value)]
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts)
    let current = { (id: String) in TestWorkouts.status(id, in: statuses)?.progress.current }
    // Only the real ride counts: 40.5 km → 40 whole km, 2 h, 500 m (hand sums).
    #expect(current("milestone.distance.100") == 40)
    #expect(current("milestone.distance.cycling.100") == 40)
    #expect(current("milestone.hours.10") == 2)
    #expect(current("milestone.elevation.1000") == 500)
    #expect(current("milestone.workouts.10") == 2)
  }

  @Test("a start beyond any calendar gives no facts; an end before the start is the start")
  func farStart() throws {
    let far = Workout(
      source: "far.gpx", format: .gpx,
      summary: WorkoutSummary(
        startUTC: Date(timeIntervalSince1970: 1e300), endUTC: Date(timeIntervalSince1970: 1e301)))
    #expect(WorkoutFacts(far) == nil)
    let start = TestWorkouts.utc("2025-01-02T08:00:00Z")
    let backwards = Workout(
      source: "back.gpx", format: .gpx,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(-1e300)))
    let facts = try #require(WorkoutFacts(backwards))
    #expect(facts.endUTC == start)
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate([
      far, Self.real,
    ])
    #expect(TestWorkouts.status("milestone.workouts.10", in: statuses)?.progress.current == 1)
  }

  @Test("a name stored whole by an older version is cut to the text cap in the facts")
  func longName() throws {
    // 5 MiB of "n": the facts keep the first 1,024 bytes and "…" (3 bytes).
    var workout = Self.real
    workout.name = String(repeating: "n", count: 5 << 20)
    let facts = try #require(WorkoutFacts(workout))
    #expect(facts.reference.name == String(repeating: "n", count: 1_024) + "…")
  }
}
