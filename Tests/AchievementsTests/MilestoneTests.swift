import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Lifetime totals and Eddington numbers. Expected values: hand sums, and for Eddington a
/// brute-force Python reference (largest E with at least E days of ≥ E whole km) over the same
/// seeded rides (`random.Random(11)`).
@Suite("Milestones")
struct MilestoneTests {
  /// A ride of `km` kilometres on 2025-01-`day` at 08:00Z, lasting `hours`.
  static func ride(
    day: Int, km: Double, hours: Double = 1, climb: Double? = nil,
    activity: ActivityType = .cycling
  ) -> Workout {
    let start = TestWorkouts.utc(String(format: "2025-01-%02dT08:00:00Z", day))
    return Workout(
      source: "ride-\(day)-\(km).gpx", format: .gpx, activity: activity,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(hours * 3_600),
        durationSeconds: hours * 3_600, movingTimeSeconds: 0, distanceMeters: km * 1_000,
        elevationGainMeters: climb))
  }

  static let rides: [(day: Int, km: Double)] = [
    (15, 34.898), (25, 19.695), (17, 34.492), (7, 9.017), (17, 20.079), (20, 32.133),
    (4, 18.971), (5, 5.445), (23, 26.109), (20, 39.323), (15, 26.849), (20, 26.703), (20, 2.57),
    (17, 4.4), (2, 9.228), (8, 24.785), (25, 19.63), (15, 24.456), (7, 21.727), (21, 13.178),
    (1, 27.173), (15, 26.882), (14, 39.911), (3, 28.897), (11, 30.804), (17, 12.984),
    (3, 23.399), (4, 17.215), (10, 16.688), (1, 34.198), (1, 10.113), (2, 19.86), (23, 17.102),
    (3, 23.517), (7, 31.583), (9, 14.802), (10, 14.638), (14, 30.806), (4, 7.115), (23, 5.84),
  ]

  @Test("the Eddington number follows every ride, and says the days needed for the next")
  func eddington() {
    // Python: E after each ride.
    let expected = [
      1, 2, 3, 4, 4, 5, 6, 6, 7, 7, 7, 7, 7, 7, 8, 9, 9, 9, 9, 9, 10, 10, 11, 12, 13, 13, 13, 13,
      13, 13, 13, 14, 14, 14, 14, 14, 14, 14, 14, 14,
    ]
    var number = EddingtonNumber()
    var values: [Int] = []
    for ride in Self.rides {
      number.add(meters: ride.km * 1_000, on: LocalDate(year: 2025, month: 1, day: ride.day))
      values.append(number.value)
    }
    #expect(values == expected)
    #expect(number.daysNeededForNext == 1)
  }

  @Test("Eddington tiers are earned by the ride that reached them")
  func eddingtonTiers() throws {
    // The engine replays by UTC start, not list order; the final E (14) does not depend on it.
    let workouts = Self.rides.map { Self.ride(day: $0.day, km: $0.km) }
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts)
    let ten = try #require(TestWorkouts.status("eddington.cycling.10", in: statuses))
    #expect(ten.earned)
    #expect(ten.progress.current == 14)
    let twentyFive = try #require(TestWorkouts.status("eddington.cycling.25", in: statuses))
    #expect(!twentyFive.earned)
  }

  @Test("lifetime totals add distance, hours, climbing, workouts, days and years")
  func totals() throws {
    // 2 rides: 40.5 + 60.7 km = 101.2 km of cycling; a 12 km run and a 1 km swim: 114.2 km in all;
    // 2 + 3 + 6 = 11 h; climbs 500 + 600 m and a 9,000 m swim "climb" that swims do not count;
    // 2 local dates (Jan 1, Jan 2) in 1 year.
    let workouts = [
      Self.ride(day: 1, km: 40.5, hours: 2, climb: 500),
      Self.ride(day: 2, km: 60.7, hours: 3, climb: 600),
      Self.ride(day: 2, km: 12, hours: 6, climb: nil, activity: .running),
      Self.ride(day: 2, km: 1, hours: 0, climb: 9_000, activity: .swimming),
    ]
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(workouts)
    let current = { (id: String) in TestWorkouts.status(id, in: statuses)?.progress.current }
    #expect(current("milestone.distance.100") == 114)
    #expect(current("milestone.distance.cycling.100") == 101)
    #expect(current("milestone.distance.running.50") == 12)
    #expect(current("milestone.hours.10") == 11)
    #expect(current("milestone.elevation.1000") == 1_100)
    #expect(current("milestone.workouts.10") == 4)
    #expect(current("milestone.active_days.30") == 2)
    #expect(current("milestone.years.2") == 1)
    let hundred = try #require(TestWorkouts.status("milestone.distance.cycling.100", in: statuses))
    #expect(hundred.earned)
    #expect(hundred.earnedAt == TestWorkouts.utc("2025-01-02T08:00:00Z"))
    let elevation = try #require(TestWorkouts.status("milestone.elevation.1000", in: statuses))
    #expect(elevation.earned)
  }
}
