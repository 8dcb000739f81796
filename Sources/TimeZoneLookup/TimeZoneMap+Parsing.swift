extension TimeZoneMap {
  static let headerLength = 52
  static let gridWidth = 360
  static let gridHeight = 180
  static let unitsPerDegree = 10_000

  /// Parses and checks the header, the zone names and every grid entry (see the type's docs).
  init(store: ByteStore) throws(TimeZoneLookupError) {
    let count = store.count
    guard count >= Self.headerLength else {
      throw TimeZoneLookupError(.corrupt, "file of \(count) bytes is shorter than the header")
    }
    let magic = (0..<4).map { store.u8($0) }
    guard magic == Array("TZM1".utf8) else {
      throw TimeZoneLookupError(.badMagic, "magic is \(magic), expected TZM1")
    }
    guard store.u16(4) == 1 else {
      throw TimeZoneLookupError(.unsupportedVersion, "format version \(store.u16(4)), expected 1")
    }
    let zoneCount = store.u16(8)
    guard store.u16(10) == Self.gridWidth, store.u16(12) == Self.gridHeight,
      store.u16(14) == Self.unitsPerDegree, zoneCount > 0
    else { throw TimeZoneLookupError(.corrupt, "unexpected grid shape, scale or zone count") }
    let field = { (index: Int) in store.u32(16 + 4 * index) }
    let (namesOffset, namesLength) = (field(0), field(1))
    let (versionOffset, versionLength) = (field(2), field(3))
    let (gridOffset, tableOffset, mixedCount) = (field(4), field(5), field(6))
    let (cellsOffset, cellsLength) = (field(7), field(8))
    let gridBytes = Self.gridWidth * Self.gridHeight * 2
    for (offset, length) in [
      (namesOffset, namesLength), (versionOffset, versionLength), (gridOffset, gridBytes),
      (tableOffset, 4 * mixedCount), (cellsOffset, cellsLength),
    ] where offset < Self.headerLength || length > count || offset > count - length {
      throw TimeZoneLookupError(.corrupt, "section \(offset)+\(length) outside \(count) bytes")
    }
    self.zoneIdentifiers = try Self.parseNames(
      store, from: namesOffset, length: namesLength, count: zoneCount)
    self.dataVersion = String(
      decoding: UnsafeRawBufferPointer(start: store.base + versionOffset, count: versionLength),
      as: UTF8.self)
    for cell in 0..<(Self.gridWidth * Self.gridHeight) {
      let entry = store.u16(gridOffset + 2 * cell)
      guard entry < zoneCount + mixedCount else {
        throw TimeZoneLookupError(.corrupt, "grid entry \(cell) is \(entry)")
      }
    }
    for index in 0..<mixedCount where store.u32(tableOffset + 4 * index) >= cellsLength {
      throw TimeZoneLookupError(.corrupt, "mixed cell \(index) starts past the cells section")
    }
    self.store = store
    self.gridOffset = gridOffset
    self.tableOffset = tableOffset
    self.cellsOffset = cellsOffset
    self.cellsLength = cellsLength
  }

  private static func parseNames(
    _ store: ByteStore, from offset: Int, length: Int, count: Int
  ) throws(TimeZoneLookupError) -> [String] {
    var names: [String] = []
    names.reserveCapacity(count)
    var position = offset
    let end = offset + length
    for index in 0..<count {
      guard position < end else {
        throw TimeZoneLookupError(.corrupt, "zone name \(index) starts past the names section")
      }
      let nameLength = Int(store.u8(position))
      guard nameLength > 0, nameLength <= end - position - 1 else {
        throw TimeZoneLookupError(.corrupt, "zone name \(index) overruns the names section")
      }
      let bytes = UnsafeRawBufferPointer(start: store.base + position + 1, count: nameLength)
      names.append(String(decoding: bytes, as: UTF8.self))
      position += 1 + nameLength
    }
    return names
  }
}
