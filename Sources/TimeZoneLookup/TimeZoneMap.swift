internal import CTimeZoneData

/// Offline WGS 84 position → IANA time-zone identifier, from a compact map built from
/// timezone-boundary-builder 2026c (© OpenStreetMap contributors, ODbL 1.0; see
/// `Sources/CTimeZoneData/data/LICENSE-ODbL.md` and `BUILD-INFO.md`).
///
/// The map (`tzmap.bin`, format `TZM1`, built by `scripts/tzdata/build_tzmap.py`) is a
/// 1° × 1° grid. A cell inside one zone answers from its grid entry; a *mixed* cell stores a
/// default zone plus the polygons (clipped to the cell, Douglas–Peucker simplified to ≤ 0.0005°
/// on land borders, quantised to 1e-4°) of every other zone in it, and a point inside none of
/// them belongs to the default zone. Format, all integers little-endian:
///
/// - Header, 52 bytes: magic `TZM1`, u16 version (1), u16 flags, u16 zone count, u16 grid
///   width (360), u16 grid height (180), u16 scale (10 000 units per degree), then u32 fields:
///   names offset, names length, data-version offset, data-version length, grid offset,
///   mixed-table offset, mixed-cell count, cells offset, cells length.
/// - Names: per zone a u8 length and that many UTF-8 bytes. Version: UTF-8 text.
/// - Grid: 360 × 180 u16, row-major from (−90°, −180°). Below the zone count: a zone index.
///   Otherwise minus the zone count: an index into the mixed table, whose u32 entries are
///   byte offsets of mixed-cell records in the cells area.
/// - Mixed cell: varint default zone, varint piece count; per piece varint zone, varint
///   x-min, x-max, y-min, y-max (cell-local units), varint body length; body: varint ring
///   count, per ring varint vertex count, varint first x, first y, then zig-zag varint deltas.
///   Rings are implicitly closed; a piece contains a point by the even–odd rule over its rings.
///
/// Overlaps in the source are resolved at build time (see `BUILD-INFO.md`). Ocean areas answer
/// `Etc/GMT±N`, whose sign is POSIX-inverted (`Etc/GMT+2` is UTC−2): let
/// `TimeZone(identifier:)` interpret the name, never parse it.
public struct TimeZoneMap: Sendable {
  /// The map embedded in the binary (`CTimeZoneData`), parsed once on first use; `nil` when
  /// the binary was built without map data or its header is invalid (never traps).
  public static let embedded: TimeZoneMap? = {
    let length = trophies_tzmap_length()
    guard length > 0, let base = trophies_tzmap_bytes() else { return nil }
    let bytes = ByteStore(staticBase: UnsafeRawPointer(base), count: length)
    return try? TimeZoneMap(store: bytes)
  }()

  /// IANA identifiers of all zones in the map, in file order (index = zone number).
  public let zoneIdentifiers: [String]

  /// Where the boundaries came from, e.g. `"timezone-boundary-builder 2026c"`.
  public let dataVersion: String

  /// Size of the map in bytes.
  public var byteCount: Int { store.count }

  let store: ByteStore
  let gridOffset: Int
  let tableOffset: Int
  let cellsOffset: Int
  let cellsLength: Int

  /// Parses a map in the `TZM1` format (see the type's documentation) from a copy of `data`.
  ///
  /// - Throws: ``TimeZoneLookupError`` with code `empty`, `badMagic`, `unsupportedVersion` or
  ///   `corrupt` when the header, names or grid do not hold together.
  public init(data: [UInt8]) throws(TimeZoneLookupError) {
    guard !data.isEmpty else { throw TimeZoneLookupError(.empty, "no map bytes") }
    try self.init(store: ByteStore(copying: data))
  }

  /// The IANA zone at a WGS 84 position in degrees, or `nil` for NaN/infinite or out-of-range
  /// input (latitude outside −90...90, longitude outside −180...180).
  ///
  /// Longitude 180 is treated as −180 (the same meridian); latitudes ±90 fall in the
  /// northernmost/southernmost cell row. Allocation-free: reads the map in place.
  public func zone(latitude: Double, longitude: Double) -> String? {
    guard let index = zoneIndex(latitude: latitude, longitude: longitude) else { return nil }
    return zoneIdentifiers[index]
  }
}
