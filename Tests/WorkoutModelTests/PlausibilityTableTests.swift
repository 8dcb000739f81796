import Foundation
import Testing

@testable import WorkoutModel

@Suite("One table of plausible values")
struct PlausibilityTableTests {
  // A heart rate of 15 bpm (below the table's 20) and one of 120: the summary averages only
  // the 120 (hand: mean of {120} = 120), as the readers would have dropped the 15.
  @Test("the summary accepts the heart rates the readers accept")
  func heartRate() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var low = Trackpoint(time: start)
    low.heartRate = 15
    var normal = Trackpoint(time: start + 60)
    normal.heartRate = 120
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: [low, normal])], laps: [], activity: .running)
    #expect(summary.averageHeartRate == 120)
    #expect(summary.maximumHeartRate == 120)
  }

  // 9,500 m is outside the table (Everest 8,849 m): no climb is counted to it and back.
  @Test("the elevation gain skips what the readers would drop")
  func elevation() {
    var hysteresis = ElevationHysteresis()
    for value in [100.0, 9_500, 100, 110] { hysteresis.add(value) }
    #expect(hysteresis.gainMeters == 10)
  }
}
