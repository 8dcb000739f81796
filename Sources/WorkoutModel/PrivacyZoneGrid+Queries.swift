extension PrivacyZoneGrid {
  /// The indices of the zones whose cut circles may meet a step of `path`, ascending; the
  /// others leave it as it is (``PrivacyZones/cut(_:seed:)``).
  ///
  /// ``PrivacyZones/clip(_:outside:)`` draws a step in the plane tangent at a cut circle's
  /// centre, each end's longitude taken relative to the centre (−180° … 180°): the step is the
  /// short way from one end to the other, unless that way passes the meridian opposite the
  /// centre, when the plane's step goes the long way round (through every other longitude).
  /// So a step meets the cells of its latitudes × its short way, and those × the short way
  /// turned by 180° (where a centre must lie for the long way). The pieces a cut leaves lie on
  /// the steps of `path`. A step with an end that is not finite, or a longitude beyond ±360°,
  /// meets every zone.
  func zones(cutting path: [PrivacyZones.Point]) -> [Int] {
    guard count > 0, path.count >= 2 else { return [] }
    var query = Query()
    for index in path.indices.dropLast() {
      let a = path[index]
      let b = path[index + 1]
      guard Self.regular(a), Self.regular(b) else { return Array(0..<count) }
      let rows = Self.rowRange(a.latitude, b.latitude)
      let start = PrivacyZones.wrapped(a.longitude)
      let end = start + PrivacyZones.wrapped(b.longitude - a.longitude)
      let west = min(start, end)
      let east = max(start, end)
      query.add(rows: rows, columns: Self.columnRange(west, east))
      query.add(rows: rows, columns: Self.columnRange(west + 180, east + 180))
    }
    return zones(meeting: query)
  }

  /// The indices of the zones that may hide the box from `south` to `north` and from `west`
  /// eastward to `east` (degrees; a tile's edges), ascending (``PrivacyZones/hides(_:zoom:)``).
  func zones(nearSouth south: Double, north: Double, west: Double, east: Double) -> [Int] {
    guard count > 0 else { return [] }
    guard south.isFinite, north.isFinite, west.isFinite, east.isFinite else {
      return Array(0..<count)
    }
    var query = Query()
    query.add(rows: Self.rowRange(south, north), columns: Self.columnRange(west, east))
    return zones(meeting: query)
  }

  /// Whether `point` is finite with a longitude within ±360° (so that wrapping it is exact
  /// enough for the cells).
  private static func regular(_ point: PrivacyZones.Point) -> Bool {
    point.latitude.isFinite && point.longitude.isFinite && abs(point.longitude) <= 360
  }
}
