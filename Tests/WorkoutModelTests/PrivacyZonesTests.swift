import Foundation
import Testing
import WorkoutModel

/// Privacy zones: membership by great-circle distance, and the cut every route drawing goes
/// through (`PrivacyZones.cut`). Distances are worked out by hand: one degree of latitude is
/// R·π/180 = 6,371,008.8 × 0.017453293 = 111,195.08 m; one degree of longitude at 52.5° N is
/// that × cos 52.5° = 111,195.08 × 0.6087614 = 67,691.3 m.
@Suite("Privacy zones")
struct PrivacyZonesTests {
  static let home = PrivacyZone(latitude: 52.5, longitude: 13.4, radiusMeters: 1_000)

  @Test(
    "a point is inside when its great-circle distance is below the radius",
    arguments: [
      // 0.009° north: 0.009 × 111,195.08 = 1,000.76 m, outside; 0.0089°: 989.64 m, inside.
      (52.509, 13.4, false), (52.5089, 13.4, true), (52.4911, 13.4, true),
      // 0.0148° east: 0.0148 × 67,691.3 = 1,001.83 m, outside; 0.0147°: 995.06 m, inside.
      (52.5, 13.4148, false), (52.5, 13.4147, true), (52.5, 13.3853, true),
      (52.5, 13.4, true),
    ])
  func membership(latitude: Double, longitude: Double, inside: Bool) {
    #expect(Self.home.contains(latitude: latitude, longitude: longitude) == inside)
    #expect(PrivacyZones([Self.home]).contains(latitude: latitude, longitude: longitude) == inside)
  }

  @Test(
    "a zone names the value out of range",
    arguments: [
      (91.0, 0.0, 10.0, "latitude 91 "), (-90.5, 0.0, 10.0, "latitude -90.5 "),
      (0.0, 180.5, 10.0, "longitude 180.5 "), (0.0, 0.0, -5.0, "radius -5 m"),
      (0.0, 0.0, 0.0, "radius 0 m"), (0.0, 0.0, 100_001.0, "radius 100001 m"),
      (Double.nan, 0.0, 10.0, "latitude nan "),
    ])
  func problems(latitude: Double, longitude: Double, radius: Double, start: String) {
    let zone = PrivacyZone(latitude: latitude, longitude: longitude, radiusMeters: radius)
    #expect(zone.problem?.hasPrefix(start) == true, "\(zone.problem ?? "no problem")")
  }

  @Test("edges of the ranges are accepted")
  func edges() {
    #expect(PrivacyZone(latitude: 90, longitude: -180, radiusMeters: 100_000).problem == nil)
    #expect(PrivacyZone(latitude: -90, longitude: 180, radiusMeters: 0.5).problem == nil)
  }

  /// A run from home: out 3 km east, once round home on a circle of 2.2 km, back home, then
  /// across the zone from south to north, 10 km each way: points every ~50 m.
  static func loopAroundHome() -> [PrivacyZones.Point] {
    let metresPerDegree = 111_195.08
    let east = metresPerDegree * cos(52.5 * Double.pi / 180)
    func point(north: Double, eastward: Double) -> PrivacyZones.Point {
      PrivacyZones.Point(
        latitude: 52.5 + north / metresPerDegree, longitude: 13.4 + eastward / east)
    }
    var path: [PrivacyZones.Point] = []
    for step in 0...60 { path.append(point(north: 0, eastward: Double(step) * 50)) }
    for step in 0...280 {
      let angle = Double(step) / 280 * 2 * Double.pi
      let radius = 3_000 - 800 * sin(angle / 2)
      path.append(point(north: radius * sin(angle), eastward: radius * cos(angle)))
    }
    for step in 0...60 { path.append(point(north: 0, eastward: 3_000 - Double(step) * 50)) }
    for step in 0...400 { path.append(point(north: -10_000 + Double(step) * 50, eastward: 120)) }
    return path
  }

  /// The pieces' points and 20 points on each straight step between them: what a drawing shows.
  static func drawn(_ pieces: [[PrivacyZones.Point]]) -> [PrivacyZones.Point] {
    var points: [PrivacyZones.Point] = []
    for piece in pieces {
      for (a, b) in zip(piece, piece.dropFirst()) {
        for step in 0...20 {
          let t = Double(step) / 20
          points.append(
            PrivacyZones.Point(
              latitude: a.latitude + (b.latitude - a.latitude) * t,
              longitude: a.longitude + (b.longitude - a.longitude) * t))
        }
      }
    }
    return points
  }

  @Test("no drawn point lies within the radius plus the 12.5 % clearance, for 200 tracks")
  func clearance() {
    let zones = PrivacyZones([Self.home])
    let path = Self.loopAroundHome()
    var nearest = Double.infinity
    for track in 0..<200 {
      let seed = PrivacyZones.seed(
        startUTC: Date(timeIntervalSince1970: 1.7e9 + Double(track) * 86_400))
      let pieces = zones.cut(path, seed: seed)
      #expect(pieces.count >= 2, "track \(track): the path leaves the zone more than once")
      for point in Self.drawn(pieces) {
        nearest = min(
          nearest, Self.home.distanceMeters(latitude: point.latitude, longitude: point.longitude))
      }
      // What lies beyond 2.5 radii (2,500 m) is never hidden: every such point is still drawn.
      let kept = Set(pieces.flatMap { $0 })
      for point in path
      where Self.home.distanceMeters(latitude: point.latitude, longitude: point.longitude) > 2_510 {
        #expect(kept.contains(point), "track \(track): a point 2.5 radii away was hidden")
      }
    }
    // 1,000 m + 12.5 % = 1,125 m; the tangent plane agrees with haversine to well under 1 m here.
    #expect(nearest >= 1_125 - 0.5, "nearest drawn point \(nearest) m")
    #expect(nearest < 1_200, "the closest cut of 200 tracks comes near the clearance: \(nearest) m")
  }

  @Test("each track is cut at a distance of its own, the same on every run")
  func variesPerTrack() {
    let zones = PrivacyZones([Self.home])
    // Straight out of home to the east: the first point drawn is where the cut ends.
    let east = 111_195.08 * cos(52.5 * Double.pi / 180)
    let path = (0...100).map {
      PrivacyZones.Point(latitude: 52.5, longitude: 13.4 + Double($0) * 50 / east)
    }
    func cutEnd(_ day: Int) -> Double {
      let seed = PrivacyZones.seed(
        startUTC: Date(timeIntervalSince1970: 1.7e9 + Double(day) * 86_400))
      guard let first = zones.cut(path, seed: seed).first?.first else { return 0 }
      return Self.home.distanceMeters(latitude: first.latitude, longitude: first.longitude)
    }
    #expect(abs(cutEnd(0) - cutEnd(1)) > 10, "\(cutEnd(0)) m and \(cutEnd(1)) m")
    #expect(cutEnd(7) == cutEnd(7))
    let ends = (0..<100).map(cutEnd)
    // Spread over the band 1,125 … 2,500 m, not on one circle.
    #expect((ends.min() ?? 0) >= 1_125 - 0.5)
    #expect((ends.max() ?? 0) <= 2_500 + 0.5)
    #expect((ends.max() ?? 0) - (ends.min() ?? 0) > 800, "\(ends.min() ?? 0) … \(ends.max() ?? 0)")
    let first = PrivacyZones.cutCircle(around: Self.home, seed: 1)
    let second = PrivacyZones.cutCircle(around: Self.home, seed: 2)
    #expect(first != second)
    #expect(first == PrivacyZones.cutCircle(around: Self.home, seed: 1))
  }

  @Test("every cut circle holds the whole zone, for zones near the pole and the antimeridian")
  func circleHoldsZone() {
    let zones = [
      Self.home, PrivacyZone(latitude: 89.99, longitude: 0, radiusMeters: 500),
      PrivacyZone(latitude: -33.9, longitude: 179.999, radiusMeters: 300),
      PrivacyZone(latitude: 0, longitude: 0, radiusMeters: 100_000),
    ]
    for zone in zones {
      for seed in UInt64(0)..<300 {
        let circle = PrivacyZones.cutCircle(around: zone, seed: seed)
        let shift = zone.distanceMeters(
          latitude: circle.centre.latitude, longitude: circle.centre.longitude)
        #expect(shift + zone.radiusMeters <= circle.radiusMeters * 1.001)
        #expect(circle.radiusMeters >= zone.radiusMeters * 1.25)
        #expect(circle.radiusMeters <= zone.radiusMeters * 2)
      }
    }
  }

  @Test("a path across the antimeridian is cut on both sides")
  func antimeridian() {
    let zone = PrivacyZone(latitude: -16.5, longitude: 180, radiusMeters: 2_000)
    // 0.01° of longitude at 16.5° S is 1,066 m: from 179.9° E to 179.9° W in steps of 0.01°.
    let path = (0...20).map { step -> PrivacyZones.Point in
      let longitude = 179.9 + Double(step) * 0.01
      return PrivacyZones.Point(
        latitude: -16.5, longitude: longitude > 180 ? longitude - 360 : longitude)
    }
    let pieces = PrivacyZones([zone]).cut(path, seed: 42)
    #expect(pieces.count == 2)
    for point in pieces.flatMap({ $0 }) {
      #expect(
        zone.distanceMeters(latitude: point.latitude, longitude: point.longitude) >= 2_250 - 1)
    }
  }

  @Test("no zone keeps the path whole; a path wholly inside is not drawn")
  func trivial() {
    let path = [
      PrivacyZones.Point(latitude: 52.5, longitude: 13.4),
      PrivacyZones.Point(latitude: 52.501, longitude: 13.4),
    ]
    #expect(PrivacyZones().cut(path, seed: 0) == [path])
    #expect(PrivacyZones([Self.home]).cut(path, seed: 0).isEmpty)
    #expect(PrivacyZones().cut([path[0]], seed: 0).isEmpty)
  }
}
