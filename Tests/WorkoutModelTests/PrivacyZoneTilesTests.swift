import Testing
import WorkoutModel

/// ``PrivacyZones/hides(_:zoom:)``: a tile within reach (2.5 radii) of a zone is not drawn.
/// Worked out by hand from the slippy-map formula: zoom-14 tile 8800/5373 spans longitudes
/// 13.359375°…13.381348° (x / 16,384 · 360° − 180°) and latitudes 52.509535°…52.522906°
/// (atan(sinh(π(1 − 2y / 16,384)))), about 1,487 m on each side; its centre is 52.516220° N,
/// 13.370361° E, 743 m from each edge.
@Suite("privacy zones and tiles")
struct PrivacyZoneTilesTests {
  typealias Tile = ExplorerTiles.Tile
  static let centre = (latitude: 52.516220, longitude: 13.370361)

  /// Radius 100 m (reach 250 m): only the tile holding the centre. Radius 400 m (reach
  /// 1,000 m): the east neighbour too (its edge 743 m away), not the diagonal one (its corner
  /// √(743² + 743²) ≈ 1,051 m away), nor the tile two columns east (743 + 1,487 = 2,230 m).
  @Test(
    "a tile is hidden when its nearest point lies within 2.5 zone radii",
    arguments: [
      (100.0, Tile(x: 8_800, y: 5_373), true), (100, Tile(x: 8_801, y: 5_373), false),
      (400, Tile(x: 8_801, y: 5_373), true), (400, Tile(x: 8_801, y: 5_374), false),
      (400, Tile(x: 8_802, y: 5_373), false), (400, Tile(x: 8_799, y: 5_373), true),
    ])
  func hidden(radius: Double, tile: Tile, expected: Bool) {
    let zones = PrivacyZones([
      PrivacyZone(
        latitude: Self.centre.latitude, longitude: Self.centre.longitude, radiusMeters: radius)
    ])
    #expect(zones.hides(tile, zoom: 14) == expected)
    #expect(!PrivacyZones().hides(tile, zoom: 14))
  }

  /// Across 180°: zoom-14 tile 0/8191 spans longitudes −180°…−179.978027° and latitudes
  /// 0°…0.021972° (atan(sinh(π / 8,192))); a 400 m zone (reach 1,000 m) at 0.005° N 179.9999° E
  /// is 0.0001° of longitude ≈ 11 m from its west edge, so it is hidden; tile 1/8191 starts
  /// 0.022073° ≈ 2,457 m away, so it is not. The same mirrored at 179.9999° W and tile 16383.
  @Test(
    "a tile across 180° from a zone is judged by its near edge",
    arguments: [
      (179.9999, Tile(x: 0, y: 8_191), true), (179.9999, Tile(x: 1, y: 8_191), false),
      (-179.9999, Tile(x: 16_383, y: 8_191), true), (-179.9999, Tile(x: 16_382, y: 8_191), false),
    ])
  func acrossTheMeridian(longitude: Double, tile: Tile, expected: Bool) {
    let zones = PrivacyZones([
      PrivacyZone(latitude: 0.005, longitude: longitude, radiusMeters: 400)
    ])
    #expect(zones.hides(tile, zoom: 14) == expected)
  }
}
