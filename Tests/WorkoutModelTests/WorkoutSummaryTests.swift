import Foundation
import Testing

@testable import WorkoutModel

@Suite("WorkoutSummary computation")
struct WorkoutSummaryTests {
  typealias P = TestPoints
  let step = TestPoints.milliDegree  // 111.195… m per 0.001° of latitude (python3, see TestPoints)

  @Test("empty input gives zeros and nils")
  func empty() {
    let s = WorkoutSummary(segments: [], laps: [], activity: .running)
    #expect(s.startUTC == nil && s.endUTC == nil)
    #expect(s.durationSeconds == 0 && s.movingTimeSeconds == 0)
    #expect(s.distanceMeters == nil && s.distanceSource == nil)
    #expect(s.elevationGainMeters == nil && s.elevationLossMeters == nil)
    #expect(s.averageHeartRate == nil && s.maximumHeartRate == nil)
    #expect(s.averageCadence == nil && s.averagePower == nil && s.calories == nil)
    #expect(s.trackpointCount == 0 && s.segmentCount == 0 && s.lapCount == 0)
    let emptySegments = WorkoutSummary(
      segments: [TrackSegment(), TrackSegment()], laps: [], activity: .cycling)
    #expect(emptySegments.segmentCount == 0)
  }

  @Test("distance is summed within segments, never across the gap")
  func segmentGap() {
    // Two segments of one 0.001° step each, 60 s apart; the 0.009° (≈1 km) gap between them
    // must not count, for distance or for moving time.
    let s = WorkoutSummary(
      segments: [
        P.segment(P.point(0, lat: 0), P.point(60, lat: 0.001)),
        P.segment(P.point(120, lat: 0.010), P.point(180, lat: 0.011)),
      ], laps: [], activity: .running)
    #expect(abs((s.distanceMeters ?? 0) - 2 * step) < 1e-9)
    #expect(s.distanceSource == .computed)
    #expect(s.durationSeconds == 180)
    #expect(s.movingTimeSeconds == 120)  // 2 × 60 s at 1.85 m/s ≥ 0.5 m/s; gap excluded
    #expect(s.segmentCount == 2 && s.trackpointCount == 4)
  }

  @Test("a GPS spike implying an impossible speed is dropped and counted")
  func impossibleSpeed() {
    // 0 → 0.001° in 10 s (11 m/s, kept); → 0.5° in 1 s (55 km/s, dropped); → 0.002° in 10 s
    // (55 km back, dropped: the next step starts from the dropped point).
    let s = WorkoutSummary(
      segments: [
        P.segment(
          P.point(0, lat: 0), P.point(10, lat: 0.001), P.point(11, lat: 0.5),
          P.point(21, lat: 0.002))
      ], laps: [], activity: .running)
    #expect(abs((s.distanceMeters ?? 0) - step) < 1e-9)
    #expect(s.impossibleStepCount == 2)
    #expect(s.durationSeconds == 21)
    // Dropped steps have unknown speed and Δt ≤ 60 s, so they count: 10 + 1 + 10.
    #expect(s.movingTimeSeconds == 21)
  }

  @Test("duplicate timestamps with a small move are not impossible")
  func duplicateTimes() {
    let s = WorkoutSummary(
      segments: [P.segment(P.point(0, lat: 0), P.point(0, lat: 0.0001), P.point(5, lat: 0.0002))],
      laps: [], activity: .walking)
    #expect(s.impossibleStepCount == 0)
    #expect(abs((s.distanceMeters ?? 0) - 2 * step / 10) < 1e-6)
  }

  @Test("moving time excludes standing still, not a long step that moved")
  func movingTimeWithPause() {
    // 0→60 s: 111 m (1.85 m/s, moving); 60→180 s: no move (0 m/s, pause);
    // 180→240 s: 111 m (moving); 240→600 s: 333 m in 360 s (0.93 m/s: moving, however long the
    // step — sparse sampling is not standing still; it was a pause while Δt > 300 s was one).
    let s = WorkoutSummary(
      segments: [
        P.segment(
          P.point(0, lat: 0), P.point(60, lat: 0.001), P.point(180, lat: 0.001),
          P.point(240, lat: 0.002), P.point(600, lat: 0.005))
      ], laps: [], activity: .running)
    #expect(s.durationSeconds == 600)
    #expect(s.movingTimeSeconds == 480)
    #expect(abs((s.distanceMeters ?? 0) - 5 * step) < 1e-9)
  }

  @Test("the same slow step is moving for a walker but not for a cyclist")
  func perSportThreshold() {
    // 0.001° in 150 s = 0.74 m/s: ≥ 0.5 (walking), < 1.0 (cycling).
    let segment = P.segment(P.point(0, lat: 0), P.point(150, lat: 0.001))
    #expect(
      WorkoutSummary(segments: [segment], laps: [], activity: .walking).movingTimeSeconds == 150)
    #expect(
      WorkoutSummary(segments: [segment], laps: [], activity: .cycling).movingTimeSeconds == 0)
  }

  @Test("indoor points use device distance deltas, else Δt ≤ 60 s")
  func indoorMovingTime() {
    // Treadmill: 0→10 s 30 m (3 m/s), 10→20 s 0 m (stopped), 20→30 s 30 m → moving 20 s.
    let treadmill = WorkoutSummary(
      segments: [
        P.segment(
          P.point(0, distance: 0), P.point(10, distance: 30), P.point(20, distance: 30),
          P.point(30, distance: 60))
      ], laps: [], activity: .running)
    #expect(treadmill.movingTimeSeconds == 20)
    #expect(treadmill.distanceMeters == 60 && treadmill.distanceSource == .device)
    // Time and heart rate only: no step has a known speed, and unknown speed is not standing
    // still (issue 8), so moving time is the time the segment spans: 0 → 150 s = 150 s.
    let timeOnly = WorkoutSummary(
      segments: [
        P.segment(
          P.point(0, hr: 100), P.point(30, hr: 100), P.point(60, hr: 100),
          P.point(150, hr: 100))
      ], laps: [], activity: .swimming)
    #expect(timeOnly.movingTimeSeconds == 150)
    #expect(timeOnly.distanceMeters == nil)
  }

  @Test("elevation gain/loss use the 3 m hysteresis, per segment")
  func elevation() {
    // 10 s apart: the largest change (7 m) needs 0.7 m/s, far below the 5 m/s vertical cap.
    let points = ElevationHysteresisTests.sawtooth.enumerated().map { index, ele in
      P.point(Double(index) * 10, ele: ele)
    }
    let s = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [], activity: .hiking)
    #expect(s.elevationGainMeters == 12)  // hand computation in ElevationHysteresisTests
    #expect(s.elevationLossMeters == 11)
    let gap = WorkoutSummary(
      segments: [
        P.segment(P.point(0, ele: 100), P.point(1, ele: 102)),
        P.segment(P.point(2, ele: 104), P.point(3, ele: 106)),
      ], laps: [], activity: .hiking)
    #expect(gap.elevationGainMeters == 0 && gap.elevationLossMeters == 0)
  }

  @Test("heart rate, cadence and power averages skip missing and bad samples")
  func averages() {
    var points = [
      P.point(0, hr: 120), P.point(1, hr: 130), P.point(2, hr: 0), P.point(3, hr: 255),
      P.point(4, hr: 140), P.point(5, hr: .nan), P.point(6),
    ]
    points[0].cadence = 80
    points[1].cadence = 90
    points[2].cadence = .infinity
    points[0].power = 200
    points[1].power = 0
    points[4].power = 100
    let s = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [], activity: .cycling)
    #expect(s.averageHeartRate == 130)  // (120 + 130 + 140) / 3
    #expect(s.maximumHeartRate == 140)
    #expect(s.averageCadence == 85)  // (80 + 90) / 2
    #expect(s.averagePower == 100)  // (200 + 0 + 100) / 3
  }

  @Test("calories are the sum of lap calories; lap heart rate is the fallback")
  func caloriesAndLapHeartRate() {
    let laps = [
      Lap(totalTimeSeconds: 300, calories: 100, averageHeartRate: 120, maximumHeartRate: 150),
      Lap(totalTimeSeconds: 100, calories: 50.5, averageHeartRate: 160, maximumHeartRate: 175),
      Lap(calories: nil), Lap(calories: .nan),
    ]
    let s = WorkoutSummary(segments: [], laps: laps, activity: .running)
    #expect(s.calories == 150.5)
    #expect(s.averageHeartRate == 130)  // (120 × 300 + 160 × 100) / 400
    #expect(s.maximumHeartRate == 175)
    #expect(s.lapCount == 4)
  }

  @Test("device distance is used when plausible, computed otherwise")
  func deviceVersusComputed() {
    let points = P.segment(P.point(0, lat: 0), P.point(600, lat: 0.010))  // 1,111.95 m computed
    let device = WorkoutSummary(
      segments: [points], laps: [Lap(distanceMeters: 1_000), Lap(distanceMeters: 500)],
      activity: .running)
    #expect(device.distanceMeters == 1_500 && device.distanceSource == .device)
    // 1,000 km in 600 s is 1,667 m/s, above the 15 m/s running cap: computed instead.
    let implausible = WorkoutSummary(
      segments: [points], laps: [Lap(distanceMeters: 1_000_000)], activity: .running)
    #expect(implausible.distanceSource == .computed)
    #expect(abs((implausible.distanceMeters ?? 0) - 10 * step) < 1e-6)
    // A device 0 gives way to a positive computed distance.
    let zero = WorkoutSummary(
      segments: [points], laps: [Lap(distanceMeters: 0)], activity: .running)
    #expect(zero.distanceSource == .computed)
    // Without laps, the largest cumulative trackpoint distance is the device's.
    let cumulative = WorkoutSummary(
      segments: [
        P.segment(P.point(0, lat: 0, distance: 0), P.point(600, lat: 0.01, distance: 1_200))
      ],
      laps: [], activity: .running)
    #expect(cumulative.distanceMeters == 1_200 && cumulative.distanceSource == .device)
  }

  @Test("out-of-order points: earliest/latest time, no time counted twice")
  func outOfOrder() {
    // File order 60, 0, 120, 30, 180 s (time only). Start 0, end 180. Moving steps follow the
    // running maximum: 60→120 and 120→180 (the earlier times add nothing) = 120 s.
    let s = WorkoutSummary(
      segments: [P.segment(P.point(60), P.point(0), P.point(120), P.point(30), P.point(180))],
      laps: [], activity: .running)
    #expect(s.startUTC == P.base)
    #expect(s.endUTC == P.base.addingTimeInterval(180))
    #expect(s.durationSeconds == 180)
    #expect(s.movingTimeSeconds == 120)
  }

  @Test("points without time: distance only, no duration, speeds not judged")
  func noTimes() {
    let s = WorkoutSummary(
      segments: [P.segment(P.point(nil, lat: 0), P.point(nil, lat: 0.5), P.point(nil, lat: 0.501))],
      laps: [], activity: .running)
    #expect(s.startUTC == nil && s.durationSeconds == 0 && s.movingTimeSeconds == 0)
    #expect(abs((s.distanceMeters ?? 0) - 501 * step) < 1e-6)
    #expect(s.impossibleStepCount == 0)
  }

  @Test("laps-only workout: times, timer time and distance from the laps")
  func lapsOnly() {
    // Lap 1 starts at 0 s and lasts 300 s; lap 2 starts at 360 s and lasts 240 s →
    // start 0, end 600, duration 600, moving = timer sum 540, distance 500 + 400.
    let laps = [
      Lap(startTime: P.base, totalTimeSeconds: 300, distanceMeters: 500, calories: 40),
      Lap(
        startTime: P.base.addingTimeInterval(360), totalTimeSeconds: 240, distanceMeters: 400,
        calories: 30),
    ]
    let s = WorkoutSummary(segments: [], laps: laps, activity: .swimming)
    #expect(s.startUTC == P.base)
    #expect(s.endUTC == P.base.addingTimeInterval(600))
    #expect(s.durationSeconds == 600)
    #expect(s.movingTimeSeconds == 540)
    #expect(s.distanceMeters == 900 && s.distanceSource == .device)
    #expect(s.calories == 70)
    #expect(s.trackpointCount == 0 && s.lapCount == 2)
  }

  @Test("hostile values never produce NaN or infinity")
  func neverNonFinite() {
    var weird = P.point(10, lat: .nan, ele: .infinity, hr: -.infinity, distance: .nan)
    weird.speed = .nan
    weird.power = .infinity
    let s = WorkoutSummary(
      segments: [P.segment(P.point(0, lat: 0), weird, P.point(20, lat: 200))],
      laps: [Lap(totalTimeSeconds: .infinity, distanceMeters: -.infinity, calories: .nan)],
      activity: .other)
    let values: [Double?] = [
      s.durationSeconds, s.movingTimeSeconds, s.distanceMeters, s.elevationGainMeters,
      s.averageHeartRate, s.averagePower, s.calories,
    ]
    for value in values {
      if let value { #expect(value.isFinite) }
    }
    #expect(s.distanceMeters == nil)  // only one valid position
    #expect(s.durationSeconds == 20)
  }
}
