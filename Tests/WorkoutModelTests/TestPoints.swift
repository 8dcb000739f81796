import Foundation
import WorkoutModel

/// Shared builders for the WorkoutModel tests.
enum TestPoints {
  /// 2024-03-31T00:00:00Z.
  static let base = Date(timeIntervalSince1970: 1_711_843_200)

  /// One 0.001° step of latitude on a meridian, in metres: 2πR/360/1000 with R = 6,371,008.8 m,
  /// computed with python3's `math` module (haversine of (0,0)→(0.001,0)).
  static let milliDegree = 111.19508023353292

  /// A trackpoint `seconds` after ``base`` at latitude `lat`, longitude 0.
  static func point(
    _ seconds: Double?, lat: Double? = nil, ele: Double? = nil, hr: Double? = nil,
    distance: Double? = nil
  ) -> Trackpoint {
    Trackpoint(
      time: seconds.map { base.addingTimeInterval($0) }, latitude: lat,
      longitude: lat == nil ? nil : 0, elevation: ele, distance: distance, heartRate: hr)
  }

  /// A segment from points.
  static func segment(_ points: Trackpoint...) -> TrackSegment {
    TrackSegment(points: points)
  }
}
