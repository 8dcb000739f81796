import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// GPX with points hours apart (issue 18: "three points over 4.9 hours and 11 km gives moving
/// time 0"): sparse sampling is not standing still; a workout slower than its sport's moving
/// threshold as a whole says so.
@Suite("Sparse recordings")
struct SparseRecordingTests {
  /// Three points 8,820 s apart (4.9 h in all), 0.05° of latitude apart: 2 × 5,559.75 m
  /// (haversine, R = 6,371,008.8 m; python3) = 11,119.5 m, 0.63 m/s.
  static func gpx(type: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><type>\(type)</type><trkseg>
    <trkpt lat="47.00" lon="8.0"><time>2024-06-01T06:00:00Z</time></trkpt>
    <trkpt lat="47.05" lon="8.0"><time>2024-06-01T08:27:00Z</time></trkpt>
    <trkpt lat="47.10" lon="8.0"><time>2024-06-01T10:54:00Z</time></trkpt>
    </trkseg></trk></gpx>
    """
  }

  @Test("a hike of three points over 4.9 h is 4.9 h of moving time")
  func hike() throws {
    let file = Fixtures.read(text: Self.gpx(type: "hiking"))
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.movingTimeSeconds == 17_640)
    #expect(abs((workout.summary.distanceMeters ?? 0) - 11_119.5) < 0.5)
    #expect(file.warningCodes.isEmpty)
  }

  @Test("a ride slower than 1 m/s throughout has moving time 0 and says so")
  func slowRide() throws {
    let file = Fixtures.read(text: Self.gpx(type: "cycling"))
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.movingTimeSeconds == 0)
    #expect(file.warningCodes == ["slower_than_moving_threshold×1"])
  }
}
