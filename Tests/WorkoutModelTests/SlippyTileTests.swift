import Foundation
import Testing

@testable import WorkoutModel

/// Tile numbers computed by hand from the OpenStreetMap slippy-map formula
/// (<https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames>), n = 2^zoom:
/// `x = ⌊(λ + 180) / 360 · n⌋`, `y = ⌊(1 − ln(tan φ + sec φ) / π) / 2 · n⌋`, step by step on a
/// calculator (9 significant digits):
///
/// - Berlin, Brandenburg Gate (52.5163° N, 13.3777° E): (13.3777 + 180) / 360 = 0.537160278;
///   φ = 0.916582346 rad, tan φ = 1.303993321, sec φ = 1.643288952, ln(2.947282273) =
///   1.080883482, ÷ π = 0.344055898, (1 − 0.344055898) / 2 = 0.327972051.
///   Zoom 14: x = 0.537160278 · 16384 = 8800.83 → 8800, y = 0.327972051 · 16384 = 5373.49 →
///   5373 (the tile OpenStreetMap serves as 14/8800/5373). Zoom 17: 70406.67 → 70406,
///   42987.95 → 42987.
/// - Sydney Opera House (33.8568° S, 151.2153° E): (151.2153 + 180) / 360 = 0.920042500;
///   φ = −0.590912634 rad, tan φ = −0.670878227, sec φ = 1.204191677, ln(0.533313450) =
///   −0.628645941, ÷ π = −0.200104218, (1 + 0.200104218) / 2 = 0.600052109.
///   Zoom 14: 15073.98 → 15073, 9831.25 → 9831. Zoom 17: 120591.81 → 120591, 78650.03 → 78650.
/// - 16.5° S, 179.99° E (Fiji, by the antimeridian): (179.99 + 180) / 360 = 0.999972222;
///   φ = −0.287979327 rad, tan φ = −0.296213495, sec φ = 1.042948913, ln(0.746735418) =
///   −0.292044350, ÷ π = −0.092960604, (1 + 0.092960604) / 2 = 0.546480302.
///   Zoom 14: 16383.54 → 16383 (the last column), 8953.53 → 8953. Zoom 17: 131068.36 →
///   131068, 71628.27 → 71628.
/// - 85.1° N, 10° E: beyond the projection's edge, φ is clamped to 85.0511288° where
///   ln(tan φ + sec φ) = π exactly, so (1 − 1) / 2 = 0: row 0. x = 190 / 360 = 0.527777778:
///   zoom 14 8647.11 → 8647; zoom 17 69176.89 → 69176.
/// - 85.1° S, 10° W: clamped to −85.0511288°, (1 + 1) / 2 = 1 → n, the edge, kept in the last
///   row n − 1. x = 170 / 360 = 0.472222222: zoom 14 7736.89 → 7736, zoom 17 61895.11 → 61895.
/// - 10° N, 180° E: x = 360 / 360 · n = n, one past the last column: 180° E is 180° W, column 0.
///   φ = 0.174532925 rad, tan φ = 0.176326981, sec φ = 1.015426612, ln = 0.175425830,
///   ÷ π = 0.055839776, (1 − 0.055839776) / 2 = 0.472080112: zoom 14 7734.56 → 7734, zoom 17
///   61876.48 → 61876.
@Suite("Slippy-map tile numbers")
struct SlippyTileTests {
  struct Place: Sendable, CustomTestStringConvertible {
    var name: String
    var latitude: Double
    var longitude: Double
    var zoom14: (x: UInt32, y: UInt32)
    var zoom17: (x: UInt32, y: UInt32)
    var testDescription: String { name }
  }

  static let places = [
    Place(
      name: "Berlin", latitude: 52.5163, longitude: 13.3777, zoom14: (8800, 5373),
      zoom17: (70406, 42987)),
    Place(
      name: "Sydney", latitude: -33.8568, longitude: 151.2153, zoom14: (15073, 9831),
      zoom17: (120591, 78650)),
    Place(
      name: "179.99° E", latitude: -16.5, longitude: 179.99, zoom14: (16383, 8953),
      zoom17: (131068, 71628)),
    Place(
      name: "85.1° N", latitude: 85.1, longitude: 10, zoom14: (8647, 0), zoom17: (69176, 0)),
    Place(
      name: "85.1° S", latitude: -85.1, longitude: -10, zoom14: (7736, 16383),
      zoom17: (61895, 131071)),
    Place(name: "180° E", latitude: 10, longitude: 180, zoom14: (0, 7734), zoom17: (0, 61876)),
  ]

  @Test("tiles of hand-computed places at zoom 14 and 17", arguments: places)
  func handComputed(_ place: Place) {
    let t14 = SlippyTile.tile(latitude: place.latitude, longitude: place.longitude, zoom: 14)
    let t17 = SlippyTile.tile(latitude: place.latitude, longitude: place.longitude, zoom: 17)
    #expect(t14 == ExplorerTiles.Tile(x: place.zoom14.x, y: place.zoom14.y))
    #expect(t17 == ExplorerTiles.Tile(x: place.zoom17.x, y: place.zoom17.y))
  }

  @Test(
    "a workout through one place ticks its tile, and zoom 14 is zoom 17 shifted by 3 bits",
    arguments: places)
  func ticked(_ place: Place) {
    let tiles = ExplorerTiles(
      segments: [
        TrackSegment(points: [Trackpoint(latitude: place.latitude, longitude: place.longitude)])
      ],
      activity: .running)
    #expect(tiles.zoom14 == [ExplorerTiles.Tile(x: place.zoom14.x, y: place.zoom14.y)])
    #expect(tiles.zoom17 == [ExplorerTiles.Tile(x: place.zoom17.x, y: place.zoom17.y)])
  }

  @Test("the projection's edge is atan(sinh π) = 85.0511287798°")
  func edge() {
    // atan(sinh(π)) = atan(11.5487393573) = 1.4844222297 rad = 85.0511287798°.
    #expect(abs(SlippyTile.maximumLatitude - 85.0511287798) < 1e-9)
    #expect(abs(SlippyTile.northEdge(row: 0, zoom: 17) - 85.0511287798) < 1e-9)
    #expect(abs(SlippyTile.northEdge(row: 1 << 16, zoom: 17)) < 1e-9)  // the equator
  }
}

/// ``SlippyTile/tile(latitude:longitude:zoom:)`` is total: a position that is none has no tile.
@Suite("Slippy-map tile of no position")
struct SlippyTileRefusalTests {
  @Test(
    "NaN, infinite or out-of-range degrees give nil, not a trap",
    arguments: [
      (Double.nan, 10.0), (10.0, Double.nan), (Double.infinity, 10.0), (10.0, -Double.infinity),
      (90.5, 10.0), (10.0, 180.5),
    ])
  func refused(latitude: Double, longitude: Double) {
    #expect(SlippyTile.tile(latitude: latitude, longitude: longitude, zoom: 14) == nil)
  }

  @Test("the poles and ±180° are positions: the edge rows, column 0")
  func edges() {
    // 90° N clamps to row 0; 90° S to the last row; 180° W and 180° E are both column 0.
    #expect(SlippyTile.tile(latitude: 90, longitude: -180, zoom: 14) == .init(x: 0, y: 0))
    #expect(SlippyTile.tile(latitude: -90, longitude: 180, zoom: 14) == .init(x: 0, y: 16_383))
  }
}
