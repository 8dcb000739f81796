import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Record lines: Strava's first-recorded rule, predecessors, unverified marks, indoor lines, pool
/// swims, per-sport and period records. Values are chosen by hand; expectations follow from the
/// rules in `RecordLine` and `PersonalRecords` docstrings, stated per case.
@Suite("Personal records")
struct PersonalRecordsTests {
  static let fiveK = BestEffortTarget.running[5]

  /// A run on 2025-`month`-`day` at 07:00Z with one 5 km effort of `seconds`.
  static func run(
    month: Int = 3, day: Int, fiveK seconds: Double?, check: BestEffort.Check = .verified,
    indoor: Bool = false, km: Double = 6, climb: Double? = nil
  ) -> Workout {
    let start = TestWorkouts.utc(String(format: "2025-%02d-%02dT07:00:00Z", month, day))
    var workout = Workout(
      source: "run-\(month)-\(day).gpx", format: .gpx, activity: .running, isIndoor: indoor,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(2_400), durationSeconds: 2_400,
        movingTimeSeconds: 2_400, distanceMeters: km * 1_000, elevationGainMeters: climb))
    if let seconds {
      workout.bestEfforts = [
        BestEffort(
          target: fiveK, elapsedSeconds: seconds, distanceMeters: 5_000,
          startUTC: start.addingTimeInterval(60), startOffsetSeconds: 60, check: check)
      ]
    }
    return workout
  }

  static func status(_ id: String, _ workouts: [Workout]) -> AchievementStatus? {
    TestWorkouts.status(
      id, in: AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts))
  }

  @Test("the first effort is first recorded; a faster one later is a record with its predecessor")
  func firstThenRecord() throws {
    // 1,500 s on Mar 1 (first recorded), 1,560 s on Mar 2 (slower: no record),
    // 1,450 s on Mar 3 (record; beats 1,500 s).
    let workouts = [
      Self.run(day: 3, fiveK: 1_450), Self.run(day: 1, fiveK: 1_500),
      Self.run(day: 2, fiveK: 1_560),
    ]
    let first = try #require(Self.status("record.running.5k", Array(workouts[1...1])))
    #expect(first.earned)
    #expect(first.record?.isFirstRecorded == true)
    #expect(first.record?.previousValue == nil)
    let status = try #require(Self.status("record.running.5k", workouts))
    #expect(status.earned)
    #expect(status.record?.value == 1_450)
    #expect(status.record?.unit == "s")
    #expect(status.record?.timesSet == 2)
    #expect(status.record?.previousValue == 1_500)
    // Silver and bronze of all time: 1,500 s and 1,560 s.
    #expect(status.record?.runnersUp == [1_500, 1_560])
    #expect(status.record?.previousSetBy?.file == "run-3-1.gpx")
    #expect(status.earnedBy?.file == "run-3-3.gpx")
    // Earned when the effort's window started: 07:01Z.
    #expect(status.earnedAt == TestWorkouts.utc("2025-03-03T07:01:00Z"))
  }

  @Test("an unverified effort is listed, never sets the record")
  func unverified() throws {
    // A GPS-spiked 900 s 5 km on Mar 2 between two verified ones (1,500 s, 1,480 s).
    let workouts = [
      Self.run(day: 1, fiveK: 1_500), Self.run(day: 2, fiveK: 900, check: .stepTooFast),
      Self.run(day: 3, fiveK: 1_480),
    ]
    let status = try #require(Self.status("record.running.5k", workouts))
    #expect(status.record?.value == 1_480)
    #expect(status.record?.unverifiedCount == 1)
    let records = PersonalRecords(AchievementHistory(workouts))
    #expect(records["record.running.5k"]?.unverified.map(\.value) == [900])
    // An unverified effort alone earns nothing.
    let alone = try #require(Self.status("record.running.5k", [workouts[1]]))
    #expect(!alone.earned)
  }

  @Test("treadmill efforts rank on their own line")
  func indoor() throws {
    let workouts = [Self.run(day: 1, fiveK: 1_500), Self.run(day: 2, fiveK: 1_200, indoor: true)]
    let records = PersonalRecords(AchievementHistory(workouts))
    #expect(records["record.running.5k"]?.record?.value == 1_500)
    #expect(records["record.running.5k.indoor"]?.record?.value == 1_200)
  }

  @Test("the ten best marks per year are kept, best first")
  func topTen() throws {
    // 12 runs in 2025 with 5 km times 1,600 − 10·k s (k = 1…12) and one in 2024 (1,000 s).
    var workouts = (1...12).map { Self.run(day: $0, fiveK: 1_600 - 10 * Double($0)) }
    var old = Self.run(month: 6, day: 1, fiveK: 1_000)
    old.summary.startUTC = TestWorkouts.utc("2024-06-01T07:00:00Z")
    workouts.append(old)
    let line = try #require(PersonalRecords(AchievementHistory(workouts))["record.running.5k"])
    #expect(
      line.topByYear[2025]?.map(\.value) == (3...12).reversed().map { 1_600 - 10 * Double($0) })
    #expect(line.topByYear[2024]?.map(\.value) == [1_000])
    // 2024's 1,000 s stands first and is never beaten: 1 record.
    #expect(line.progression.map(\.value) == [1_000])
    // The all-time podium: 2024's 1,000 s, then 2025's best two (k = 12, 11: 1,480 s, 1,490 s).
    #expect(line.podium.map(\.value) == [1_000, 1_480, 1_490])
  }

  @Test("per-sport and period records")
  func sportAndPeriod() throws {
    // Mar 3 (Mon) 6 km, Mar 4 10 km with 300 m climb, Mar 10 (next Mon) 12 km.
    // Week 10 (Mar 3–9): 16 km on 2 days; week 11: 12 km. Month of March: 28 km on 3 days.
    let workouts = [
      Self.run(day: 3, fiveK: nil, km: 6), Self.run(day: 4, fiveK: nil, km: 10, climb: 300),
      Self.run(day: 10, fiveK: nil, km: 12),
    ]
    let value = { (id: String) in Self.status(id, workouts)?.record?.value }
    #expect(value("record.running.longest_distance") == 12_000)
    #expect(value("record.running.longest_duration") == 2_400)
    #expect(value("record.running.biggest_climb") == 300)
    #expect(value("record.period.week.distance") == 16_000)
    #expect(value("record.period.week.active_days") == 2)
    #expect(value("record.period.month.distance") == 28_000)
    #expect(value("record.period.month.active_days") == 3)
    // The week record was set on Mar 4 by the 10 km run, and not beaten by week 11's 12 km.
    // Week 10 grew its own record (6 → 16 km): that is one record, with no predecessor.
    let week = try #require(Self.status("record.period.week.distance", workouts))
    #expect(week.earnedBy?.file == "run-3-4.gpx")
    #expect(week.record?.previousValue == nil)
    #expect(week.record?.timesSet == 1)
    // Week 11 then grows past week 10 with a 20 km run on Mar 11: 32 km beats 16 km.
    let more = workouts + [Self.run(day: 11, fiveK: nil, km: 20)]
    let beaten = try #require(Self.status("record.period.week.distance", more))
    #expect(beaten.record?.value == 32_000)
    #expect(beaten.record?.previousValue == 16_000)
  }
}
