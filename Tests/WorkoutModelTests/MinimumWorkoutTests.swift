import Foundation
import Testing
import WorkoutModel

/// ``MinimumWorkout/description`` for every size of figure (issue 17: `Int(x.rounded())`
/// trapped on `--min-duration 1e19`).
@Suite("minimum workout text")
struct MinimumWorkoutTests {
  /// Hand-written: 120 s is 2 min; 90 s is not whole minutes; 199.6 m rounds to 200 m; 10^9 s
  /// is 16,666,666 min 40 s, so seconds; 10^19 (not a multiple of 3, so not of 60) and 10^30 are past NumberText's 10^15 limit;
  /// NaN (set directly, past the initialiser's clamp) prints as "–" too.
  @Test(
    "figures print whole, huge or undefined ones as a dash",
    arguments: [
      (120.0, 200.0, "2 min or 200 m"),
      (90.0, 199.6, "90 s or 200 m"),
      (1e9, 1e9, "1000000000 s or 1000000000 m"),
      (1e19, 1e30, "– s or – m"),
      (Double.nan, Double.infinity, "– s or – m"),
    ] as [(Double, Double, String)])
  func description(seconds: Double, meters: Double, expected: String) {
    var rule = MinimumWorkout()
    rule.minimumSeconds = seconds
    rule.minimumMeters = meters
    #expect(rule.description == expected)
  }
}

/// ``MinimumWorkout/exclusion(_:)`` on constructed workouts (defaults 120 s, 200 m).
@Suite("minimum workout rule")
struct MinimumWorkoutRuleTests {
  static func workout(_ activity: ActivityType, seconds: Double, meters: Double?) -> Workout {
    let start = Date(timeIntervalSince1970: 1_320_238_459)  // 2011-11-02T12:54:19Z
    return Workout(
      source: "t.fit", format: .fit, activity: activity,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start.addingTimeInterval(seconds), durationSeconds: seconds,
        movingTimeSeconds: seconds, distanceMeters: meters, distanceSource: .device,
        elevationGainMeters: nil, elevationLossMeters: nil, averageHeartRate: nil,
        maximumHeartRate: nil, averageCadence: nil, averagePower: nil, calories: nil,
        trackpointCount: 0, segmentCount: 0, lapCount: 0, impossibleStepCount: 0))
  }

  /// The corpus' Edge 800 trainer ride (2,263 s, 0 m, 201 W) and vivoactive HR indoor row
  /// (1,709 s, 0 m) were "too short"; 0 m is no reading, so they count by time. 150 m in 30
  /// minutes is still too short (a watch left recording); 0 m for 60 s still is, by time.
  @Test(
    "a distance of 0 m is judged by time; a small positive one by distance",
    arguments: [
      (ActivityType.cycling, 2_263.0, 0.0 as Double?, nil as MinimumWorkout.Reason?),
      (.rowing, 1_709, 0, nil),
      (.running, 1_800, 150, .tooShort),
      (.running, 60, 0, .tooShort),
      (.running, 1_800, nil, nil),
      (.yoga, 1_800, 10, nil),
      (.running, 1_800, 200, nil),
    ])
  func zeroDistance(
    activity: ActivityType, seconds: Double, meters: Double?, reason: MinimumWorkout.Reason?
  ) {
    #expect(
      MinimumWorkout.standard.exclusion(Self.workout(activity, seconds: seconds, meters: meters))
        == reason)
  }
}
