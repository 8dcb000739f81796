import Foundation
import Testing

@testable import WorkoutModel

private typealias P = TestPoints

/// Moving time when the samples are sparser than the movement: a device counter that updates
/// every few records, points minutes or hours apart (issue 18). Expected values are hand
/// arithmetic, stated inline.
@Suite("Moving time over sparse samples")
struct MovingTimeSamplingTests {
  @Test(
    "a counter that repeats its value for several records, then steps, moved over all of them",
    arguments: [false, true])
  func counterUpdatesEveryFourRecords(withSpeed: Bool) {
    // 1 Hz records without positions for 3,600 s; the counter steps 12 m every 4 s (3 m/s), as
    // a Suunto 9 writes it. From t = 2,000 s to 2,120 s the runner stands: the counter keeps
    // 6,000 m until t = 2,124 s (6,012 m: 12 m over 124 s, 0.1 m/s, standing). Moving: 2,000 s
    // before the stop + 1,476 s after it (2,124 → 3,600) = 3,476 s. Per record the 3 repeated
    // steps of every 4 looked like standing: 2,000 / 4 + 1,476 / 4 = 869 s. The records may
    // carry the device's speed too (3 m/s, 0 while standing): the counter still decides.
    let points = (0...3_600).map { second -> Trackpoint in
      let counter: Double
      switch second {
      case ..<2_000: counter = 12 * Double(second / 4)
      case 2_000..<2_124: counter = 6_000
      default: counter = 6_000 + 12 * Double((second - 2_120) / 4)
      }
      var point = P.point(Double(second), distance: counter)
      if withSpeed { point.speed = (2_000..<2_120).contains(second) ? 0 : 3 }
      return point
    }
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [], activity: .running)
    #expect(summary.movingTimeSeconds == 3_476)
    #expect(summary.distanceMeters == 10_440)  // 12 × (500 + 370)
  }

  @Test("points hours apart are judged by their speed over the step")
  func sparsePoints() {
    // Three points, 8,820 s apart (4.9 h), 0.05° of latitude apart: 2 × 5,559.75 m = 11.12 km,
    // 0.63 m/s. Hiking moves at ≥ 0.5 m/s: all 17,640 s are moving time (it was 0: steps over
    // 300 s were taken for pauses whatever their speed).
    let segment = P.segment(
      P.point(0, lat: 0), P.point(8_820, lat: 0.05), P.point(17_640, lat: 0.1))
    let hike = WorkoutSummary(segments: [segment], laps: [], activity: .hiking)
    #expect(hike.movingTimeSeconds == 17_640)
    // Cycling moves at ≥ 1 m/s: the same points are slower than that throughout, so moving
    // time is 0, and the file says so.
    let ride = WorkoutSummary(segments: [segment], laps: [], activity: .cycling)
    #expect(ride.movingTimeSeconds == 0)
    var workout = Workout(
      source: "sparse.gpx", format: .gpx, activity: .cycling, segments: [segment])
    workout.summary = ride
    let warnings = ImportWarning.summaryWarnings(for: [workout])
    #expect(warnings.map(\.code) == [.slowerThanMovingThreshold])
    #expect(warnings.first?.message.contains("cycling: 1.0 m/s") == true)
  }

  @Test("a long pause with a little drift is still not moving")
  func pauseWithDrift() {
    // 0.001° (111.2 m) per 30 s for 300 s (3.7 m/s), then a 600 s step of 0.0001° (11.1 m,
    // 0.02 m/s), then 300 s more at 3.7 m/s: moving 600 s of 1,200 s.
    var points = (0...10).map { P.point(Double($0) * 30, lat: Double($0) * 0.001) }
    points += (0...10).map { P.point(900 + Double($0) * 30, lat: 0.0101 + Double($0) * 0.001) }
    let summary = WorkoutSummary(
      segments: [TrackSegment(points: points)], laps: [], activity: .running)
    #expect(summary.movingTimeSeconds == 600)
  }
}
