import Foundation
import Testing
import WorkoutModel

@Suite("Start position kept after the points are dropped")
struct StartPositionTests {
  @Test("dropping the points keeps the first valid position, rounded to 0.01°")
  func keptRounded() throws {
    let points = [
      Trackpoint(time: TestPoints.base, latitude: nil, longitude: nil),
      Trackpoint(time: TestPoints.base + 1, latitude: 69.64923, longitude: 18.95534),
      Trackpoint(time: TestPoints.base + 2, latitude: 70, longitude: 19),
    ]
    var workout = Workout(
      source: "t.gpx", format: .gpx, segments: [TrackSegment(points: points)])
    #expect(workout.firstPosition?.latitude == 69.64923)
    #expect(workout.startPosition == nil)
    workout.dropTrackpoints()
    // 69.64923 → 69.65 and 18.95534 → 18.96 (by hand), within floating-point rounding.
    let kept = try #require(workout.firstPosition)
    #expect(abs(kept.latitude - 69.65) < 1e-9)
    #expect(abs(kept.longitude - 18.96) < 1e-9)
  }

  @Test("a workout without positions keeps none")
  func none() {
    var workout = Workout(
      source: "t.gpx", format: .gpx,
      segments: [TrackSegment(points: [Trackpoint(time: TestPoints.base)])])
    workout.dropTrackpoints()
    #expect(workout.firstPosition == nil)
  }

  @Test("positions off the globe are refused", arguments: [(91.0, 0.0), (0.0, 180.5), (.nan, 0.0)])
  func offTheGlobe(latitude: Double, longitude: Double) {
    #expect(StartPosition(latitude: latitude, longitude: longitude) == nil)
  }
}
