import Foundation
import Testing
import WorkoutModel

private typealias P = TestPoints

/// One small hand-made input per fault kind of issue 8 ("Numbers people can trust"). Expected
/// values are worked out by hand in each comment (haversine figures from python3 `math`, R =
/// 6,371,008.8 m), not taken from the code under test.
@Suite("Metrics people can trust")
struct TrustedMetricsTests {
  static let t0 = P.base

  static func lapSegment(_ lap: Int, _ points: Trackpoint...) -> TrackSegment {
    TrackSegment(points: points, lapIndex: lap)
  }

  @Test("a trainer's constant 0.0 distance is unknown speed: moving time is the lap timer")
  func trainerMovingTime() {
    // 61 points 10 s apart (600 s), every DistanceMeters 0.0; the lap timer says 590 s.
    let points = (0...60).map { P.point(Double($0 * 10), distance: 0) }
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points, lapIndex: 0)],
      laps: [Lap(startTime: Self.t0, totalTimeSeconds: 590, distanceMeters: 0)],
      activity: .cycling)
    #expect(summary.durationSeconds == 600)
    #expect(summary.movingTimeSeconds == 590)
    #expect(summary.distanceMeters == nil)  // a counter that never moves is no reading
  }

  @Test("time-only points far apart without laps: moving time is the time they span")
  func sparseTimeOnly() {
    // Steps of 120 s with no position or distance: speed unknown, 0 → 360 s.
    let segment = P.segment(P.point(0), P.point(120), P.point(240), P.point(360))
    let summary = WorkoutSummary(segments: [segment], laps: [], activity: .walking)
    #expect(summary.movingTimeSeconds == 360)
  }

  @Test("0 m rest laps of a pool swim are not moving time, even marked active")
  func poolRestLaps() {
    // Lap 0: 100 m, points 0…120 s; lap 1: 0 m rest, points 120…180 s; lap 2: 50 m, 180…240 s.
    // Time-only points: speed unknown everywhere, so moving = active lap timers 120 + 60 s.
    let segments = [
      Self.lapSegment(0, P.point(0), P.point(60), P.point(120)),
      Self.lapSegment(1, P.point(150), P.point(180)),
      Self.lapSegment(2, P.point(210), P.point(240)),
    ]
    let laps = [
      Lap(startTime: Self.t0, totalTimeSeconds: 120, distanceMeters: 100),
      Lap(startTime: Self.t0 + 120, totalTimeSeconds: 60, distanceMeters: 0),
      Lap(startTime: Self.t0 + 180, totalTimeSeconds: 60, distanceMeters: 50),
    ]
    let summary = WorkoutSummary(segments: segments, laps: laps, activity: .swimming)
    #expect(summary.movingTimeSeconds == 180)
    #expect(summary.distanceMeters == 150)
  }

  @Test("a frozen fix repeated every 2 s: the catch-up step is distance, the freeze is moving")
  func frozenFix() {
    // Positions frozen at lat 0 from 0 to 20 s (every 2 s), then lat 0.00054° at 22 s:
    // 60.045 m, which would be 30 m/s over its own 2 s (impossible for a runner, cap 20 m/s)
    // but 2.73 m/s over the 22 s since the position last changed.
    var points = stride(from: 0.0, through: 20, by: 2).map { P.point($0, lat: 0) }
    points.append(P.point(22, lat: 0.00054))
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [], activity: .running)
    #expect(abs((summary.distanceMeters ?? 0) - 60.04534332610777) < 1e-6)
    #expect(summary.impossibleStepCount == 0)
    #expect(summary.movingTimeSeconds == 22)
  }

  @Test("standing still at one position, seen again after a long gap, is not moving")
  func standingStill() {
    // 0→60 s: 0.001° = 111.2 m (moving); at 60 and 180 s the same position (a stop);
    // 180→240 s: 111.2 m in 60 s (moving). Moving = 60 + 60 s.
    let segment = P.segment(
      P.point(0, lat: 0), P.point(60, lat: 0.001), P.point(180, lat: 0.001),
      P.point(240, lat: 0.002))
    let summary = WorkoutSummary(segments: [segment], laps: [], activity: .running)
    #expect(summary.movingTimeSeconds == 120)
  }

  @Test("device distance is the counter's last − first, not its maximum")
  func counterSpan() {
    // A second activity continuing a counter: 132.5 → 316.8 m = 184.3 m.
    let segment = P.segment(
      P.point(0, distance: 132.5), P.point(60, distance: 220), P.point(120, distance: 316.8))
    let summary = WorkoutSummary(segments: [segment], laps: [], activity: .running)
    #expect(abs((summary.distanceMeters ?? 0) - 184.3) < 1e-9)
    #expect(summary.distanceSource == .device)
  }

  @Test(
    "lap totals that are zero, missing or running totals give way to the counter",
    arguments: [
      ([100.0, 0, nil], 2),  // lap 2 written as 0, lap 3 left out: both replaced
      ([100.0, 200, 300], 2),  // running totals: each lap repeats the distance since the start
    ] as [([Double?], Int)])
  func lapClaims(claims: [Double?], replaced: Int) {
    // Three laps of 100 m each by their own counter: 0→100, 100→200, 200→300 (3 points each).
    var segments: [TrackSegment] = []
    var laps: [Lap] = []
    for lap in 0..<3 {
      let base = Double(lap) * 100
      segments.append(
        Self.lapSegment(
          lap, P.point(base, distance: base), P.point(base + 50, distance: base + 50),
          P.point(base + 99, distance: base + 99)))
      laps.append(
        Lap(startTime: Self.t0 + base, totalTimeSeconds: 99, distanceMeters: claims[lap]))
    }
    let summary = WorkoutSummary(segments: segments, laps: laps, activity: .running)
    #expect(summary.distanceMeters == 299)  // counter 0 → 299 m
    #expect(summary.replacedLapDistanceCount == replaced)
  }

  @Test("a lap start hours away from its own points does not stretch the workout")
  func lapClockDisagrees() {
    // Lap StartTime t0; its points run from t0 + 6 h to t0 + 6 h + 1371 s.
    let shift = 6.0 * 3600
    let segment = Self.lapSegment(0, P.point(shift), P.point(shift + 1371))
    let summary = WorkoutSummary(
      segments: [segment], laps: [Lap(startTime: Self.t0, totalTimeSeconds: 1371)],
      activity: .cycling)
    #expect(summary.startUTC == Self.t0)
    #expect(summary.durationSeconds == 1371)
    #expect(summary.ignoredLapStartCount == 1)
  }

  @Test("a placeholder 0 m between 110 and 130 m is dropped: gain 20 m, not 130 m")
  func placeholderAltitude() {
    // 10 s apart: 110 → 0 needs 11 m/s vertical (cap 5 m/s for cycling); 110 → 130 over 20 s
    // is 1 m/s. Gain 130 − 110 = 20 m.
    let segment = P.segment(
      P.point(0, ele: 110), P.point(10, ele: 0), P.point(20, ele: 130))
    let summary = WorkoutSummary(segments: [segment], laps: [], activity: .cycling)
    #expect(summary.elevationGainMeters == 20)
    #expect(summary.elevationSpikeCount == 1)
  }

  @Test("swims get no elevation gain")
  func swimElevation() {
    let segment = P.segment(P.point(0, ele: 0), P.point(10, ele: 12), P.point(20, ele: 1))
    let summary = WorkoutSummary(segments: [segment], laps: [], activity: .swimming)
    #expect(summary.elevationGainMeters == nil)
  }

  @Test("impossible lap calories are unknown, estimated from power; 0 kcal is unknown")
  func calories() {
    // 2700 s at 210 W (every point), all moving on a trainer counter: 210 × 2700 / 1000 =
    // 567 kcal; the lap's 547,469 kcal exceeds 100 + 2000 × 0.75 h = 1600 kcal.
    var points: [Trackpoint] = []
    for second in stride(from: 0, through: 2700, by: 10) {
      var point = P.point(Double(second), distance: Double(second) * 7)
      point.power = 210
      points.append(point)
    }
    let lap = Lap(startTime: Self.t0, totalTimeSeconds: 2700, calories: 547_469)
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points, lapIndex: 0)], laps: [lap], activity: .cycling)
    #expect(summary.calories == 567)
    #expect(summary.implausibleValueCount == 1)
    let zero = WorkoutSummary(
      segments: [TrackSegment(points: points, lapIndex: 0)],
      laps: [Lap(startTime: Self.t0, totalTimeSeconds: 2700, calories: 0)], activity: .cycling)
    #expect(zero.calories == nil)
  }

  @Test(
    "cadence ignores zeros; running steps per minute become strides",
    arguments: [
      ([0, 0, 0], ActivityType.cycling, nil),  // no sensor
      ([0, 80, 90], .cycling, 85),  // coasting zero not averaged: (80 + 90) / 2
      ([170, 180], .running, 87.5),  // steps: (170 + 180) / 2 / 2
      ([85, 90], .running, 87.5),  // already strides
    ] as [([Double], ActivityType, Double?)])
  func cadence(values: [Double], activity: ActivityType, expected: Double?) {
    let points = values.enumerated().map { index, value in
      var point = P.point(Double(index))
      point.cadence = value
      return point
    }
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [], activity: activity)
    #expect(summary.averageCadence == expected)
  }
}
