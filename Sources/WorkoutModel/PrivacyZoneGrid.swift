import Foundation

/// An index of privacy zones by 1° × 1° cells of latitude and longitude, so that a route or a
/// tile is checked only against the zones that could touch it (break-it H3: 12,000 zones far
/// from every route made `report` 30 times slower, each sketch and tile checked against each
/// zone in turn).
///
/// Each zone is filed under every cell its **box** overlaps: latitudes within
/// ``latitudeReach(_:)`` and longitudes within ``longitudeReach(_:)`` of its centre. The box
/// holds every place either test of ``PrivacyZones`` can find the zone:
/// - a cut circle (``PrivacyZones/cutCircle(around:seed:)``, any seed) is clipped in the plane
///   tangent at its centre, whose disc spans `ρ / M` degrees north and south and
///   `ρ / (M cos φc)` east and west (`ρ` ≤ 2 `r` its radius, `M` metres per degree, `φc` its
///   centre's latitude, at most `r / 2M` from the zone's, as is its centre's longitude within
///   `r / (2M cos φ)`);
/// - ``PrivacyZones/hides(_:zoom:)`` finds a tile whose nearest point lies within ``reach`` `r`
///   of the centre: within `D` = 2.5 `r / R` radians of latitude, and (from the haversine
///   formula, `hav d ≥ cos φ₁ cos φ₂ hav Δλ`) within `2 asin(sin(D/2) / √(cos φ cos(|φ| + D)))`
///   of longitude.
///
/// Boxes are widened by 1 % and 10⁻⁵° (about 1 m) against rounding. A zone whose box spans
/// more than ``widestColumns`` cells of longitude (near the poles) is filed under its rows
/// whole; a zone ``PrivacyZone/problem`` rejects (out of range, not finite) is a candidate
/// everywhere. Being a candidate only means the zone is then tested as before, so the index
/// changes no answer, only how many zones are tested.
struct PrivacyZoneGrid: Sendable {
  /// Cells per degree (1° cells: 180 rows of 360 columns).
  static let rows = 180
  /// See ``rows``.
  static let columns = 360
  /// Boxes wider than this many columns are filed under their rows whole.
  static let widestColumns = 36

  /// Zone indices per cell (`row × columns + column`), ascending.
  private var cells: [Int: [Int]] = [:]
  /// Zone indices filed under a whole row, per row, ascending.
  private var wholeRows: [Int: [Int]] = [:]
  /// Zone indices that are candidates everywhere, ascending.
  private var everywhere: [Int] = []
  /// How many zones are indexed.
  let count: Int

  /// Indexes `zones` (see the type).
  init(_ zones: [PrivacyZone]) {
    count = zones.count
    for (index, zone) in zones.enumerated() {
      guard zone.problem == nil else {
        everywhere.append(index)
        continue
      }
      let height = Self.latitudeReach(zone)
      let rows = Self.rowRange(zone.latitude - height, zone.latitude + height)
      let width = Self.longitudeReach(zone)
      let columns = Self.columnRange(zone.longitude - width, zone.longitude + width)
      for row in rows {
        if let columns, columns.count <= Self.widestColumns {
          for column in columns { cells[Self.cell(row, column), default: []].append(index) }
        } else {
          wholeRows[row, default: []].append(index)
        }
      }
    }
  }

  /// Metres per degree of latitude (`R·π/180`).
  static let metresPerDegree = Haversine.earthRadiusMeters * Double.pi / 180

  /// How far north or south of its centre a zone can be found, degrees (see the type):
  /// 2.5 `r / M`, widened.
  static func latitudeReach(_ zone: PrivacyZone) -> Double {
    widened(PrivacyZones.reach * zone.radiusMeters / metresPerDegree)
  }

  /// How far east or west of its centre a zone can be found, degrees (see the type), widened;
  /// 180 or more (or not finite) near a pole, where every longitude is.
  static func longitudeReach(_ zone: PrivacyZone) -> Double {
    let radians = Double.pi / 180
    let degrees = zone.radiusMeters / metresPerDegree
    // The cut: the centre moves east by at most r / (2M cos φ); the disc spans ρ / (M cos φc).
    let shift = degrees / 2 / max(cos(zone.latitude * radians), 1e-9)
    let poleward = min(abs(zone.latitude) + degrees / 2, 90)
    let cut = shift + 2 * degrees / cos(poleward * radians)
    // The tiles: hav Δλ ≤ hav D / (cos φ cos φ*), φ* at most D from φ.
    let reach = PrivacyZones.reach * degrees * radians
    let farthest = min(abs(zone.latitude) + reach / radians, 90)
    let sine =
      sin(reach / 2) / (cos(zone.latitude * radians) * cos(farthest * radians)).squareRoot()
    let tiles = sine < 1 ? 2 * asin(sine) / radians : 180
    return widened(max(cut, tiles))
  }

  /// `degrees` widened by 1 % and 10⁻⁵° against rounding.
  private static func widened(_ degrees: Double) -> Double { degrees * 1.01 + 1e-5 }

  /// The rows a band of latitudes meets, latitudes beyond ±90° counted in the edge rows.
  static func rowRange(_ south: Double, _ north: Double) -> ClosedRange<Int> {
    func row(_ latitude: Double) -> Int {
      let clamped = min(max(latitude, -90), 90)
      return min(max(Int(((clamped + 90) * Double(rows) / 180).rounded(.down)), 0), rows - 1)
    }
    return row(min(south, north))...row(max(south, north))
  }

  /// The columns (0 … 359, in order from `west`) a band of longitudes from `west` eastward to
  /// `east` meets (`west` ≤ `east`); `nil` when it is every column (or a bound is not finite
  /// or beyond ±10⁶°).
  static func columnRange(_ west: Double, _ east: Double) -> [Int]? {
    guard abs(west) < 1e6, abs(east) < 1e6, east - west < 360 else { return nil }
    let first = Int(((west + 180) * Double(columns) / 360).rounded(.down))
    let last = Int(((east + 180) * Double(columns) / 360).rounded(.down))
    guard last - first + 1 < columns else { return nil }
    return (first...last).map { (($0 % columns) + columns) % columns }
  }

  /// The key of the cell at `row`, `column`.
  static func cell(_ row: Int, _ column: Int) -> Int { row * columns + column }

  /// The cells a query meets: single cells, and rows met at every column.
  struct Query {
    /// Cell keys (`row × columns + column`).
    var cells = Set<Int>()
    /// Rows met at every column.
    var rows = Set<Int>()

    /// Adds `rows` × `columns` (`nil`: every column).
    mutating func add(rows band: ClosedRange<Int>, columns: [Int]?) {
      for row in band {
        guard let columns else {
          rows.insert(row)
          continue
        }
        for column in columns { cells.insert(PrivacyZoneGrid.cell(row, column)) }
      }
    }
  }

  /// The indices of the zones filed under the cells of `query`, their rows and everywhere,
  /// ascending (each once).
  func zones(meeting query: Query) -> [Int] {
    var marks = [UInt64](repeating: 0, count: (count + 63) / 64)
    func set(_ indices: [Int]?) {
      for index in indices ?? [] { marks[index >> 6] |= 1 << UInt64(index & 63) }
    }
    set(everywhere)
    let rows = Set(query.cells.map { $0 / Self.columns }).union(query.rows)
    for row in rows { set(wholeRows[row]) }
    for cell in query.cells where !query.rows.contains(cell / Self.columns) { set(cells[cell]) }
    for row in query.rows {
      for column in 0..<Self.columns { set(cells[Self.cell(row, column)]) }
    }
    var result: [Int] = []
    for (word, bits) in marks.enumerated() where bits != 0 {
      var rest = bits
      while rest != 0 {
        result.append(word << 6 + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return result
  }
}
