extension PrivacyZones {
  /// Whether any part of `tile` (at `zoom`) lies within ``reach`` zone radii of a zone's centre
  /// (the farthest a route drawing may be hidden): such a tile is not drawn in the cabinet's
  /// explorer picture nor written to the tiles-to-explore files, since a tile is a place too.
  /// Tiles are still counted. The tile's nearest point to the centre is its box clamped to the
  /// centre (edges from the inverse slippy-map formula; the centre taken on its copy nearest
  /// the tile, so a tile across 180° from it is judged by its near edge), distance by
  /// ``Haversine``; only the zones filed near the tile are tested (``PrivacyZoneGrid``).
  public func hides(_ tile: ExplorerTiles.Tile, zoom: Int) -> Bool {
    guard !zones.isEmpty, (0...30).contains(zoom) else { return false }
    let west = SlippyTile.westEdge(column: Int64(tile.x), zoom: zoom)
    let east = SlippyTile.westEdge(column: Int64(tile.x) + 1, zoom: zoom)
    let north = SlippyTile.northEdge(row: Int64(tile.y), zoom: zoom)
    let south = SlippyTile.northEdge(row: Int64(tile.y) + 1, zoom: zoom)
    // Only the zones near the tile (``PrivacyZoneGrid``) can hide it.
    return grid.zones(nearSouth: south, north: north, west: west, east: east).contains {
      let zone = zones[$0]
      let latitude = min(max(zone.latitude, south), north)
      // The zone's copy nearest the tile (±360°), so a tile just across 180° is judged by
      // its near edge, not its far one.
      let middle = (west + east) / 2
      let longitude = min(max(middle + Self.wrapped(zone.longitude - middle), west), east)
      return Haversine.distanceMeters(
        latitude1: zone.latitude, longitude1: zone.longitude, latitude2: latitude,
        longitude2: longitude) <= Self.reach * zone.radiusMeters
    }
  }
}
