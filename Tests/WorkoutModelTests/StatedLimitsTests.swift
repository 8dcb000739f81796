import Foundation
import Testing
import WorkoutModel

/// The stated-total limits (`Plausibility+Workout`) and their checker, by hand-computed values.
@Suite("Stated-total limits")
struct StatedLimitsTests {
  @Test("times run from 1980-01-01T00:00:00Z to one day after now")
  func times() {
    // 315,532,800 s: python3 datetime(1980,1,1,tzinfo=utc).timestamp().
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let range = Plausibility.times(now: now)
    #expect(range.lowerBound.timeIntervalSince1970 == 315_532_800)
    #expect(range.upperBound.timeIntervalSince1970 == 1_800_086_400)
    // A `now` before 1980 (a clock never set) still gives a range.
    #expect(Plausibility.times(now: Date(timeIntervalSince1970: 0)).lowerBound == range.lowerBound)
  }

  @Test(
    "calories: 100 kcal + 2,000 kcal per hour",
    arguments: [(0.0, 100.0), (1.0, 2_100.0), (0.5, 1_100.0), (-3.0, 100.0), (.nan, 100.0)])
  func calories(hours: Double, most: Double) {
    #expect(Plausibility.calories(hours: hours) == 0...most)
  }

  @Test("the checker drops and counts what is out of range, cuts and counts long texts")
  func checker() {
    var check = StatedValueCheck()
    #expect(check.value(3_600, in: Plausibility.workoutSeconds) == 3_600)
    #expect(check.value(4_294_967.294, in: Plausibility.workoutSeconds) == nil)
    #expect(check.value(.nan, in: Plausibility.workoutDistance) == nil)
    #expect(check.value(nil, in: Plausibility.workoutDistance) == nil)
    #expect(
      check.text(String(repeating: "n", count: 1_025)) == String(repeating: "n", count: 1_024) + "…"
    )
    #expect(check.droppedValues == 2 && check.cutTexts == 1)
    #expect(check.warnings(what: "x").map(\.code) == [.valueImplausible, .textCut])
    #expect(check.warnings(what: "x").map(\.count) == [2, 1])
    #expect(StatedValueCheck().warnings(what: "x").isEmpty)
  }

  @Test(
    "Int(saturating:) rounds toward zero and clamps; NaN is 0",
    arguments: [
      (1e22, Int.max), (-1e22, Int.min), (.infinity, Int.max), (.nan, 0), (2.9, 2), (-2.9, -2),
    ] as [(Double, Int)])
  func saturating(value: Double, expected: Int) {
    #expect(Int(saturating: value) == expected)
  }
}
