import WorkoutModel

extension WorkoutCodec {
  /// The first blob format holding ``WorkoutModel/Workout/explorerTiles`` (2). A row of format
  /// 1 was stored before tiles were ticked: it loads with `explorerTiles` `nil`, and the
  /// import that meets its file stores its content again (``predatesTiles(_:)``).
  public static let tilesFormatVersion: UInt8 = 2

  /// Whether the blob `bytes` was written before tiles were kept (format byte below
  /// ``tilesFormatVersion``), so its workout's ``WorkoutModel/Workout/explorerTiles`` is
  /// unknown rather than none.
  public static func predatesTiles(_ bytes: [UInt8]) -> Bool {
    guard let format = bytes.first else { return false }
    return format < tilesFormatVersion
  }

  /// Writes `tiles` (optional): per zoom (14, then 17) the count, then each tile's row-major
  /// index `y · 2^zoom + x` in ascending order as varints, the first as it is and each next as
  /// its difference from the previous minus 1 (tiles along a track are mostly neighbours: about
  /// 1.5 bytes a tile instead of 8).
  static func encodeTiles(_ tiles: ExplorerTiles?, into w: inout ByteWriter) {
    w.optional(tiles) { w, tiles in
      for (list, zoom) in [
        (tiles.zoom14, ExplorerTiles.explorerZoom), (tiles.zoom17, ExplorerTiles.smallZoom),
      ] {
        w.unsigned(UInt64(list.count))
        var previous: UInt64?
        for tile in list {
          let index = UInt64(tile.y) << UInt64(zoom) | UInt64(tile.x)
          w.unsigned(previous.map { index - $0 - 1 } ?? index)
          previous = index
        }
      }
    }
  }

  /// Reads what ``encodeTiles(_:into:)`` wrote.
  /// - Throws: ``LibraryError`` (damaged) for a count beyond the blob, or an index beyond the
  ///   map (`4^zoom` tiles).
  static func decodeTiles(_ r: inout ByteReader) throws(LibraryError) -> ExplorerTiles? {
    try r.optional { (r) throws(LibraryError) in
      var lists: [[ExplorerTiles.Tile]] = []
      for zoom in [ExplorerTiles.explorerZoom, ExplorerTiles.smallZoom] {
        let count = try r.count()
        let end = UInt64(1) << UInt64(2 * zoom)
        let mask = (UInt64(1) << UInt64(zoom)) - 1
        var list: [ExplorerTiles.Tile] = []
        list.reserveCapacity(count)
        var index: UInt64?
        for _ in 0..<count {
          let value = try r.unsigned()
          // `value < end` first, so the sum (under 2^35) cannot overflow.
          let current = value < end ? index.map { $0 + 1 + value } ?? value : end
          guard current < end else { throw r.damaged("a map tile out of range") }
          list.append(
            ExplorerTiles.Tile(x: UInt32(current & mask), y: UInt32(current >> UInt64(zoom))))
          index = current
        }
        lists.append(list)
      }
      return ExplorerTiles(uniqueSorted: lists[0], zoom17: lists[1])
    }
  }
}
