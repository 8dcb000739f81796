import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Gear per name (``GearUse``): names as counted, stable ids, milestones and the retire-at rule.
@Suite("gear")
struct GearUseTests {
  /// A workout on `gear` starting at `start` (UTC) with `km` kilometres.
  static func ride(
    _ start: String, km: Double, gear: String?, zone: String = "UTC",
    activity: ActivityType = .cycling
  ) -> Workout {
    var workout = TestWorkouts.make(start, zone: zone, activity: activity, source: "\(start).gpx")
    workout.summary.distanceMeters = km * 1_000
    workout.summary.movingTimeSeconds = 3_600
    workout.summary.durationSeconds = 4_000
    workout.gear = gear
    return workout
  }

  @Test(
    "names as counted: empty and blank names are no gear, ends trimmed, the rest kept",
    arguments: [
      ("", nil), ("   ", nil), ("\n\t", nil), ("  Pegasus 41 ", "Pegasus 41"),
      ("Shoe \"Pegasus\" <b>&amp;</b>", "Shoe \"Pegasus\" <b>&amp;</b>"), ("跑鞋", "跑鞋"),
    ] as [(String, String?)])
  func names(raw: String, counted: String?) {
    #expect(GearUse.name(raw) == counted)
  }

  @Test("a 5 MiB name is cut to 1,024 bytes and an ellipsis; its id stays short")
  func hugeName() throws {
    let huge = String(repeating: "Ä", count: 5 * 1_048_576 / 2)  // 2 bytes each: 5 MiB
    let name = try #require(GearUse.name(huge))
    // 512 Ä (1,024 bytes) then "…" (3 bytes).
    #expect(name.utf8.count == 1_027 && name.hasSuffix("…"))
    #expect(GearUse.id(of: name) == GearUse.id(of: name))
    #expect(GearUse.id(of: name).hasPrefix("gear.gear-"))
    let mixed = String(repeating: "ab ", count: 2_000_000)
    let id = GearUse.id(of: try #require(GearUse.name(mixed)))
    // "gear." + 40 slug characters + "-" + 8 hex digits.
    #expect(id.count == 5 + GearUse.maximumSlugLength + 1 + 8)
  }

  @Test(
    "ids: slug of ASCII letters and digits plus FNV-1a (values from Python's own loop)",
    arguments: [
      ("Pegasus 41", "gear.pegasus-41-5353f7fe"),
      ("Nike Pegasus 41", "gear.nike-pegasus-41-5be879ef"),
      ("Canyon \"Blue\" <b>&amp;</b>", "gear.canyon-blue-b-amp-b-a251f479"),
      ("跑鞋", "gear.gear-777777b1"),
    ])
  func ids(name: String, id: String) {
    #expect(GearUse.id(of: name) == id)
  }

  @Test("names that slug alike keep distinct ids")
  func distinctIDs() {
    let ids = ["Pegasus 41", "pegasus-41", "PEGASUS 41", "Pegasus.41"].map(GearUse.id(of:))
    #expect(Set(ids).count == 4)
    #expect(ids.allSatisfy { $0.hasPrefix("gear.pegasus-41-") && !$0.dropFirst(5).contains(".") })
  }

  @Test("totals, sports and milestones; exactly 100 km reaches the 100 km milestone")
  func totals() throws {
    let workouts = [
      Self.ride("2025-03-01T09:00:00Z", km: 60, gear: "Bike"),
      Self.ride("2025-03-02T09:00:00Z", km: 40, gear: "Bike"),  // 100 km exactly
      Self.ride("2025-03-03T09:00:00Z", km: 149.9, gear: "Bike"),  // 249.9 km
      Self.ride("2025-03-04T09:00:00Z", km: 500, gear: nil),
      Self.ride("2025-03-05T23:30:00Z", km: 0.1, gear: "Bike", zone: "Europe/Berlin"),
    ]
    let uses = GearUse.uses(in: AchievementHistory(workouts))
    let bike = try #require(uses.first)
    #expect(uses.count == 1)
    #expect(abs(bike.distanceMeters - 250_000) < 1e-6)
    #expect(bike.activeSeconds == 4 * 3_600)
    #expect(bike.workouts == 4)
    #expect(bike.firstUse.description == "2025-03-01")
    // 23:30 UTC on 5 March is 00:30 on 6 March in Berlin.
    #expect(bike.lastUse.description == "2025-03-06")
    #expect(bike.sports == [.cycling])
    let reached = bike.milestones.filter(\.isReached)
    #expect(reached.map(\.kilometres) == [100, 250])
    #expect(reached.map { $0.reachedOn?.description } == ["2025-03-02", "2025-03-06"])
    #expect(reached.last?.reachedBy?.file == "2025-03-05T23:30:00Z.gpx")
    #expect(bike.shownMilestones.map(\.kilometres) == [100, 250, 500])
    #expect(bike.milestones.first?.id == GearUse.id(of: "Bike") + ".distance.100km")
  }

  @Test("most distance first, then first use; sports by workouts")
  func order() {
    let run = Self.ride("2025-01-01T09:00:00Z", km: 10, gear: "Shoe", activity: .running)
    let uses = GearUse.uses(
      in: AchievementHistory([
        run, Self.ride("2025-01-02T09:00:00Z", km: 10, gear: "Shoe"),
        Self.ride("2025-01-03T09:00:00Z", km: 10, gear: "Shoe"),
        Self.ride("2025-01-04T09:00:00Z", km: 50, gear: "Bike"),
      ]))
    #expect(uses.map(\.name) == ["Bike", "Shoe"])
    #expect(uses.last?.sports == [.cycling, .running])
  }

  @Test(
    "retire-at: passed from the distance, near from 90 % of it, none below or when retired",
    arguments: [
      (100.0, false, GearRetirement.passed), (99.9, false, .passed), (111.1, false, .near),
      (111.2, false, nil), (100, true, nil),
    ] as [(Double, Bool, GearRetirement?)])
  func retirement(limit: Double, retired: Bool, expected: GearRetirement?) throws {
    let use = try #require(
      GearUse.uses(in: AchievementHistory([Self.ride("2025-01-01T09:00:00Z", km: 100, gear: "G")]))
        .first)
    // 100 km of 111.1: 90.009 %, near; of 111.2: 89.93 %, nothing.
    #expect(use.retirement(GearSetting(retireAtKilometres: limit, retired: retired)) == expected)
    #expect(use.retirement(nil) == nil)
  }
}
