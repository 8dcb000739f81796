import Foundation

/// The OpenStreetMap slippy-map tile formula
/// (<https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames>), as fractional tile coordinates
/// ("tile space": tile `(x, y)` is the square `x ≤ X < x + 1`, `y ≤ Y < y + 1`) and as tiles.
///
/// At zoom z, with n = 2^z: `X = (λ + 180) / 360 · n` and
/// `Y = (1 − ln(tan φ + sec φ) / π) / 2 · n`, latitude φ clamped to ±``maximumLatitude`` (the
/// projection's edge, where Y is 0 and n), Y then kept below n so the southern edge falls in
/// row n − 1. A tile is `(⌊X⌋ mod n, ⌊Y⌋)`: longitude 180° is tile column 0 again (180° E is
/// 180° W), and a point on a tile edge belongs to the tile east or south of the edge, as the
/// floor gives it.
public enum SlippyTile {
  /// The projection's edge in degrees, atan(sinh π) · 180 / π ≈ 85.0511° (north and south).
  public static let maximumLatitude: Double = atan(sinh(Double.pi)) * 180 / Double.pi

  /// X of `longitude` (degrees, −180…180) at `zoom`: `(λ + 180) / 360 · 2^zoom`, in 0…2^zoom.
  @inlinable public static func x(longitude: Double, zoom: Int) -> Double {
    (longitude + 180) / 360 * Double(1 << zoom)
  }

  /// Y of `latitude` (degrees) at `zoom`: the formula above with φ clamped to
  /// ±``maximumLatitude``, in `0 ..< 2^zoom`.
  public static func y(latitude: Double, zoom: Int) -> Double {
    let n = Double(1 << zoom)
    let clamped = min(max(latitude, -maximumLatitude), maximumLatitude) * Double.pi / 180
    let merc = log(tan(clamped) + 1 / cos(clamped))
    let y = (1 - merc / Double.pi) / 2 * n
    return min(max(y, 0), n.nextDown)
  }

  /// The latitude (degrees) of the northern edge of tile row `row` at `zoom`:
  /// atan(sinh(π · (1 − 2 · row / 2^zoom))), the formula's inverse.
  public static func northEdge(row: Int64, zoom: Int) -> Double {
    let n = Double(1 << zoom)
    return atan(sinh(Double.pi * (1 - 2 * Double(row) / n))) * 180 / Double.pi
  }

  /// The longitude (degrees) of the western edge of tile column `column` at `zoom`:
  /// `column / 2^zoom · 360° − 180°`, the formula's inverse.
  public static func westEdge(column: Int64, zoom: Int) -> Double {
    Double(column) / Double(1 << zoom) * 360 - 180
  }

  /// The tile holding (`latitude`, `longitude`) at `zoom` (degrees), or `nil` — a refusal, not
  /// a trap — when either is not finite (NaN, ±∞) or out of range (latitude −90…90, longitude
  /// −180…180): no tile holds a position that is none. Latitudes beyond
  /// ±``maximumLatitude`` are in the edge rows, as ``y(latitude:zoom:)`` gives them.
  public static func tile(latitude: Double, longitude: Double, zoom: Int) -> ExplorerTiles.Tile? {
    guard (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else {
      return nil
    }
    let n = Int64(1) << zoom
    let column = wrapped(Int64(x(longitude: longitude, zoom: zoom).rounded(.down)), size: n)
    let row = Int64(y(latitude: latitude, zoom: zoom).rounded(.down))
    return ExplorerTiles.Tile(x: UInt32(column), y: UInt32(row))
  }

  /// `column` brought into `0 ..< size` (a walk that crossed the antimeridian goes past either
  /// end of the map); `size` is a power of two (2^zoom), so the remainder is a mask, negative
  /// columns included (two's complement).
  @inlinable static func wrapped(_ column: Int64, size: Int64) -> Int64 {
    column & (size - 1)
  }
}
