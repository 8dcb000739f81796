import Foundation

/// The land and country outlines the map of every route is drawn on (``RouteMapSVG``): Natural
/// Earth's 1:110m Admin 0 countries (public domain), every outer ring of every country (no holes),
/// in hundredths of a degree, carried in the binary as ``encoded`` (about 27 KB, built by
/// `scripts/routemap/build_world_land.py`).
///
/// Encoding of ``encoded`` (base64): per ring a varint point count, then per point the zig-zag
/// varint deltas of longitude and latitude in hundredths of a degree, the first from 0, 0. The
/// source's scale (about 10 km) suits the world view and the outline of a country; it has no
/// small islands and no coast finer than that.
public enum WorldLand {
  /// One ring: longitudes and latitudes in degrees, and its bounds.
  public struct Ring: Sendable {
    /// Longitudes in degrees, west negative.
    public var longitudes: [Double]
    /// Latitudes in degrees, south negative, parallel to ``longitudes``.
    public var latitudes: [Double]
    /// Westmost, southmost, eastmost and northmost values, degrees.
    public var west, south, east, north: Double
  }

  /// Every ring, decoded once; empty when the data does not decode.
  public static let rings: [Ring] = decode(encoded)

  /// The rings of a base64 text in the encoding above; stops at the first damaged ring.
  static func decode(_ text: String) -> [Ring] {
    guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
      return []
    }
    let bytes = [UInt8](data)
    var offset = 0
    func varint() -> Int? {
      var value = 0
      var shift = 0
      while offset < bytes.count, shift < 63 {
        let byte = bytes[offset]
        offset += 1
        value |= Int(byte & 0x7F) << shift
        if byte < 0x80 { return value }
        shift += 7
      }
      return nil
    }
    func signed() -> Int? { varint().map { ($0 >> 1) ^ -($0 & 1) } }
    var rings: [Ring] = []
    while offset < bytes.count {
      guard let count = varint(), count > 0, count <= bytes.count else { break }
      var longitudes: [Double] = []
      var latitudes: [Double] = []
      var x = 0
      var y = 0
      for _ in 0..<count {
        guard let dx = signed(), let dy = signed() else { return rings }
        x += dx
        y += dy
        longitudes.append(Double(x) / 100)
        latitudes.append(Double(y) / 100)
      }
      guard let west = longitudes.min(), let east = longitudes.max(),
        let south = latitudes.min(), let north = latitudes.max()
      else { break }
      rings.append(
        Ring(
          longitudes: longitudes, latitudes: latitudes, west: west, south: south, east: east,
          north: north))
    }
    return rings
  }
}
