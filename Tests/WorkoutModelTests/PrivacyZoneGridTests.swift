import Testing
import WorkoutModel

/// Privacy zones are indexed by 1° cells (`PrivacyZoneGrid`): a route is cut by, and a tile
/// hidden by, a zone wherever it lies — at a cell's edge, across 180° of longitude, near a
/// pole — exactly as when every zone is tested. Distances by hand: one degree of latitude (and
/// of longitude at the equator) is R·π/180 = 111,195.08 m; at 89.95° one degree of longitude
/// is 111,195.08 × cos 89.95° = 111,195.08 × 0.00087266 = 97.04 m.
@Suite("privacy zones indexed by cells")
struct PrivacyZoneGridTests {
  typealias Point = PrivacyZones.Point

  /// 101 points from `start` to `end`, evenly, the short way round in longitude.
  static func line(_ start: Point, _ end: Point) -> [Point] {
    var span = end.longitude - start.longitude
    if span > 180 { span -= 360 } else if span < -180 { span += 360 }
    return (0...100).map { step in
      let t = Double(step) / 100
      var longitude = start.longitude + span * t
      if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
      return Point(
        latitude: start.latitude + (end.latitude - start.latitude) * t, longitude: longitude)
    }
  }

  /// Each case: a zone and a path through it; the path runs through the zone (a point of it
  /// lies inside), so the cut must take that point out and split the path in two (the cut
  /// circle, at most 2 radii wide, holds the whole zone and lies well within the path's ends).
  @Test(
    "a path through a zone is cut wherever the zone lies",
    arguments: [
      // A cell's south edge: zone 0.0005° (56 m) north of latitude 1°, path 0.001° south of it:
      // 0.0015° = 167 m from the centre, inside 200 m.
      (
        PrivacyZone(latitude: 1.0005, longitude: 10, radiusMeters: 200),
        Point(latitude: 0.999, longitude: 9.98), Point(latitude: 0.999, longitude: 10.02)
      ),
      // A cell's west edge: zone east of 20°, path west of it: 0.0006° × 111,195 × cos 5°
      // = 66 m.
      (
        PrivacyZone(latitude: 5, longitude: 20.0001, radiusMeters: 200),
        Point(latitude: 4.98, longitude: 19.9995), Point(latitude: 5.02, longitude: 19.9995)
      ),
      // Across 180°: zone at 179.9995° E, path along the equator from 179.99° E to 179.99° W,
      // through the centre.
      (
        PrivacyZone(latitude: 0, longitude: 179.9995, radiusMeters: 100),
        Point(latitude: 0, longitude: 179.99), Point(latitude: 0, longitude: -179.99)
      ),
      // The same with the zone west of 180°.
      (
        PrivacyZone(latitude: 0, longitude: -179.9995, radiusMeters: 100),
        Point(latitude: 0, longitude: 179.99), Point(latitude: 0, longitude: -179.99)
      ),
      // Near the north pole: zone at 89.95° N, 100° E; the path along 89.95° from 40° to 160° E
      // meets the centre at 100°; its ends are 2 asin(cos 89.95° sin 30°) R = 5,560 m away,
      // beyond the 2,500 m a cut reaches.
      (
        PrivacyZone(latitude: 89.95, longitude: 100, radiusMeters: 1_000),
        Point(latitude: 89.95, longitude: 40), Point(latitude: 89.95, longitude: 160)
      ),
      // Near the south pole, across 180°: the ends, 30° of longitude from the centre, are
      // 2 asin(cos 89.9° sin 15°) R = 5,756 m away.
      (
        PrivacyZone(latitude: -89.9, longitude: 180, radiusMeters: 1_000),
        Point(latitude: -89.9, longitude: 150), Point(latitude: -89.9, longitude: -150)
      ),
    ] as [(PrivacyZone, Point, Point)])
  func cutAnywhere(zone: PrivacyZone, start: Point, end: Point) {
    let path = Self.line(start, end)
    #expect(path.contains { zone.contains(latitude: $0.latitude, longitude: $0.longitude) })
    for seed: UInt64 in [0, 1, 42, 1_700_000_000_000] {
      let pieces = PrivacyZones([zone]).cut(path, seed: seed)
      #expect(pieces.count == 2)
      for point in pieces.joined() {
        #expect(!zone.contains(latitude: point.latitude, longitude: point.longitude))
      }
      // Far zones elsewhere change nothing.
      let far = (0..<200).map {
        PrivacyZone(
          latitude: -60 + Double($0 % 20) * 6, longitude: -170 + Double($0 / 20) * 30,
          radiusMeters: 100)
      }
      #expect(PrivacyZones(far + [zone] + far).cut(path, seed: seed) == pieces)
    }
  }

  /// Near the pole the cut's plane reaches far in longitude: at 89.95° N a point 15° of
  /// longitude from a 2 km zone's centre is 2 asin(cos 89.95° sin 7.5°) × R = 2 × 0.00087266
  /// × 0.130526 × 6,371,008.8 = 1,451 m away, inside — in another cell, 15 columns east.
  @Test("a polar zone cuts a point 15 degrees of longitude away")
  func polarReach() {
    let zone = PrivacyZone(latitude: 89.95, longitude: 100, radiusMeters: 2_000)
    #expect(zone.contains(latitude: 89.95, longitude: 115))
    let path = Self.line(
      Point(latitude: 89.9, longitude: 115), Point(latitude: 89.99, longitude: 115))
    #expect(path.contains { zone.contains(latitude: $0.latitude, longitude: $0.longitude) })
    for seed: UInt64 in [0, 7, 42] {
      let drawn = PrivacyZones([zone]).cut(path, seed: seed).joined()
      #expect(!drawn.isEmpty)
      #expect(drawn.allSatisfy { !zone.contains(latitude: $0.latitude, longitude: $0.longitude) })
    }
  }

  /// Zoom-14 tiles near the equator: row 8191 spans 0° … 0.021972° N (1 / 16,384 × 360°);
  /// column 16383 spans 179.978027° E … 180°, column 8830 14.018555° E … 14.040527° E (its west
  /// edge in the cell east of 14°). A zone at 0.01° N, 179.9999° E lies in tile 16383/8191.
  /// One at 0.01° N, 13.9999° E, in the cell west of 14°, is 0.018655° × 111,195.08 = 2,074 m
  /// from tile 8830/8191: within reach (2.5 radii) of 1,000 m, not of 800 m.
  @Test(
    "a tile is hidden by a zone in its own or a neighbouring cell",
    arguments: [
      (179.9999, 400.0, ExplorerTiles.Tile(x: 16_383, y: 8_191), true),
      (179.9999, 400, ExplorerTiles.Tile(x: 2, y: 8_191), false),
      (13.9999, 1_000, ExplorerTiles.Tile(x: 8_830, y: 8_191), true),
      (13.9999, 800, ExplorerTiles.Tile(x: 8_830, y: 8_191), false),
    ])
  func tileNearCellEdge(
    longitude: Double, radius: Double, tile: ExplorerTiles.Tile, hidden: Bool
  ) {
    let zone = PrivacyZone(latitude: 0.01, longitude: longitude, radiusMeters: radius)
    #expect(PrivacyZones([zone]).hides(tile, zoom: 14) == hidden)
  }
}
