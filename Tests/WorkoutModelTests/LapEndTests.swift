import Foundation
import Testing
import WorkoutModel

@Suite("workout end with laps")
struct LapEndTests {
  static let t0 = Date(timeIntervalSince1970: 1_356_539_393)  // 2012-12-26T16:29:53Z

  @Test("a lap's timer time does not stretch a workout past its last trackpoint")
  func timerTimeIgnoredWithPoints() {
    // Forerunner 410 case: points from t0 to t0 + 1992 s, one lap with TotalTimeSeconds 1992.51.
    let points = [Trackpoint(time: Self.t0), Trackpoint(time: Self.t0 + 1992)]
    let lap = Lap(startTime: Self.t0, totalTimeSeconds: 1992.51)
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [lap], activity: .running)
    #expect(summary.endUTC == Self.t0 + 1992)
    #expect(summary.durationSeconds == 1992)
  }

  @Test("a rest lap after the last trackpoint ends the workout at its start plus timer time")
  func restLapAfterPoints() {
    // Pool swim: swimming lap with points 0…600 s, then a rest lap from 620 s lasting 60 s.
    let points = [Trackpoint(time: Self.t0), Trackpoint(time: Self.t0 + 600)]
    let laps = [
      Lap(startTime: Self.t0, totalTimeSeconds: 600),
      Lap(startTime: Self.t0 + 620, totalTimeSeconds: 60),
    ]
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: laps, activity: .swimming)
    #expect(summary.endUTC == Self.t0 + 680)
    #expect(summary.durationSeconds == 680)
  }
}
