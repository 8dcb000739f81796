extension ExplorerTiles {
  /// The tiles `segments` pass through, judged with `activity`'s limits (``TileTicker`` gives
  /// the rules: jumps and gaps, Null Island, the antimeridian, the projection's edges).
  /// Zoom 17 is ticked; each zoom-14 tile is a zoom-17 tile's column and row shifted right by
  /// 3 bits (a zoom-14 tile is exactly 8 × 8 zoom-17 tiles, and the walk's rule is the floor of
  /// the same tile space, so a point or step touches a zoom-14 tile exactly when it touches one
  /// of its zoom-17 tiles).
  public init(segments: [TrackSegment], activity: ActivityType) {
    var ticker = TileTicker(activity: activity)
    for segment in segments {
      for point in segment.points {
        guard let latitude = point.latitude, let longitude = point.longitude else { continue }
        ticker.add(
          latitude: latitude, longitude: longitude,
          time: point.time?.timeIntervalSinceReferenceDate)
      }
      ticker.endSegment()
    }
    let shift = UInt64(Self.smallZoom - Self.explorerZoom)
    let small = ticker.keys.sorted()
    var large = Set<UInt64>()
    for key in small {
      let (row, column) = ((key >> 32) >> shift, (key & 0xFFFF_FFFF) >> shift)
      large.insert(row << 32 | column)
    }
    self.init(uniqueSorted: large.sorted().map(Self.tile), zoom17: small.map(Self.tile))
  }

  /// The tile of a key `row << 32 | column`.
  private static func tile(_ key: UInt64) -> Tile {
    Tile(x: UInt32(truncatingIfNeeded: key), y: UInt32(truncatingIfNeeded: key >> 32))
  }
}

extension ExplorerTiles {
  /// Tile lists already sorted row-major without duplicates (a decoder that checked its order,
  /// the ticker's sorted set), taken as they are: ``init(zoom14:zoom17:)`` would hash and sort
  /// them again, which for a 10,000-workout library is most of a report's load time.
  /// The caller guarantees the order; nothing is checked here.
  public init(uniqueSorted zoom14: [Tile], zoom17: [Tile]) {
    self.init(zoom14: [], zoom17: [])
    self.zoom14 = zoom14
    self.zoom17 = zoom17
  }
}
