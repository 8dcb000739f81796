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
