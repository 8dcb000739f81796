import Foundation
import Testing

@testable import WorkoutModel

/// Route sketches: ends trimmed by 200 m and resampled evenly. Expected values by hand: along a
/// meridian one degree of latitude is π/180 × 6,371,008.8 m = 111,195.08 m.
@Suite("Route sketches")
struct RouteSketchTests {
  static let metersPerDegree = Double.pi / 180 * 6_371_008.8

  static func meridian(_ count: Int, step: Double) -> [TrackSegment] {
    [
      TrackSegment(
        points: (0..<count).map { Trackpoint(latitude: Double($0) * step, longitude: 0) })
    ]
  }

  @Test("cuts 200 m from each end and keeps 32 evenly spaced points")
  func trimmed() throws {
    // 20 points 0.001° apart: 19 × 111.195 m = 2,112.7 m of path.
    let sketch = try #require(RouteSketch(segments: Self.meridian(20, step: 0.001)))
    #expect(sketch.latitudes.count == 32)
    let first = 200 / Self.metersPerDegree
    let last = 0.019 - first
    #expect(abs(Double(sketch.latitudes[0]) - first) < 1e-6)
    #expect(abs(Double(sketch.latitudes[31]) - last) < 1e-6)
    // Evenly spaced: the middle pair straddles the midpoint 0.0095°.
    let middle = (Double(sketch.latitudes[15]) + Double(sketch.latitudes[16])) / 2
    #expect(abs(middle - 0.0095) < 1e-6)
    #expect(sketch.longitudes.allSatisfy { $0 == 0 })
  }

  @Test("short paths and position-less workouts give no sketch")
  func none() {
    // 5 points 0.001° apart: 444.8 m < 600 m (three times the trim).
    #expect(RouteSketch(segments: Self.meridian(5, step: 0.001)) == nil)
    let indoor = [TrackSegment(points: [Trackpoint(heartRate: 120), Trackpoint(heartRate: 130)])]
    #expect(RouteSketch(segments: indoor) == nil)
  }
}
