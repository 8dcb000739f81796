/// The Web-Mercator map tiles a workout's track passes through ("explorer tiles"), at the two
/// zooms explorer tools count: 14 (about 1.5 km wide at 50° N; VeloViewer, Statshunters) and 17
/// (the "squadratinhos" of Squadrats, about 190 m at 50° N).
///
/// Tile numbers follow the OpenStreetMap slippy-map formula
/// (<https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames>): at zoom z,
/// `x = ⌊(λ + 180) / 360 · 2^z⌋`, `y = ⌊(1 − ln(tan φ + sec φ) / π) / 2 · 2^z⌋`, latitude φ clamped
/// to ±85.0511° (the projection's edge), both in `0 ..< 2^z`. Each list is sorted and holds no
/// duplicates, so two workouts' tiles merge in one sweep.
public struct ExplorerTiles: Sendable, Hashable {
  /// One tile at a known zoom: column `x` (west to east) and row `y` (north to south).
  public struct Tile: Sendable, Hashable, Comparable {
    /// Column, 0 at 180° W, increasing eastwards, `0 ..< 2^zoom`.
    public var x: UInt32
    /// Row, 0 at 85.0511° N, increasing southwards, `0 ..< 2^zoom`.
    public var y: UInt32

    /// Creates a tile from its column and row.
    public init(x: UInt32, y: UInt32) {
      self.x = x
      self.y = y
    }

    /// Row-major order (by `y`, then `x`).
    public static func < (lhs: Tile, rhs: Tile) -> Bool {
      (lhs.y, lhs.x) < (rhs.y, rhs.x)
    }
  }

  /// The zoom of explorer tiles.
  public static let explorerZoom = 14
  /// The zoom of the small tiles ("squadratinhos").
  public static let smallZoom = 17

  /// Tiles at zoom 14, sorted row-major, no duplicates.
  public var zoom14: [Tile]
  /// Tiles at zoom 17, sorted row-major, no duplicates.
  public var zoom17: [Tile]

  /// Creates the tile sets; each list is sorted and its duplicates removed here.
  public init(zoom14: [Tile], zoom17: [Tile]) {
    self.zoom14 = Array(Set(zoom14)).sorted()
    self.zoom17 = Array(Set(zoom17)).sorted()
  }

  /// Whether the workout touched no tile (indoor, virtual, no positions).
  public var isEmpty: Bool { zoom14.isEmpty && zoom17.isEmpty }
}
