extension TimeZoneMap {
  /// Index into ``zoneIdentifiers`` of the zone at a position, or `nil` (see
  /// ``zone(latitude:longitude:)``).
  func zoneIndex(latitude: Double, longitude: Double) -> Int? {
    guard latitude >= -90, latitude <= 90, longitude >= -180, longitude <= 180 else {
      return nil  // also rejects NaN: every comparison with NaN is false
    }
    let lon = longitude >= 180 ? -180 : longitude
    let row = min(Int((latitude + 90).rounded(.down)), Self.gridHeight - 1)
    let column = min(Int((lon + 180).rounded(.down)), Self.gridWidth - 1)
    let entry = store.u16(gridOffset + 2 * (row * Self.gridWidth + column))
    let zoneCount = zoneIdentifiers.count
    if entry < zoneCount { return entry }
    let cellOffset = store.u32(tableOffset + 4 * (entry - zoneCount))
    let units = Double(Self.unitsPerDegree)
    let x = (lon + 180 - Double(column)) * units
    let y = (latitude + 90 - Double(row)) * units
    let index = mixedCellZone(at: cellOffset, x: x, y: y)
    return index >= 0 && index < zoneCount ? index : nil
  }

  /// Zone of cell-local point (`x`, `y`) in a mixed cell record at byte `offset` of the cells
  /// section: the first stored piece containing it, else the cell's default zone; −1 if the
  /// record is malformed.
  private func mixedCellZone(at offset: Int, x: Double, y: Double) -> Int {
    var cursor = VarintCursor(
      base: store.base, position: cellsOffset + offset, end: cellsOffset + cellsLength)
    let defaultZone = cursor.next()
    let pieceCount = cursor.next()
    guard defaultZone >= 0, pieceCount >= 0 else { return -1 }
    for _ in 0..<pieceCount {
      let zone = cursor.next()
      let minX = cursor.next()
      let maxX = cursor.next()
      let minY = cursor.next()
      let maxY = cursor.next()
      let bodyLength = cursor.next()
      guard zone >= 0, maxX >= 0, maxY >= 0, bodyLength >= 0, minX >= 0, minY >= 0 else {
        return -1
      }
      let bodyEnd = cursor.position + bodyLength
      guard bodyEnd <= cursor.end else { return -1 }
      if x >= Double(minX), x <= Double(maxX), y >= Double(minY), y <= Double(maxY) {
        var body = VarintCursor(base: store.base, position: cursor.position, end: bodyEnd)
        switch Self.evenOddContains(&body, x: x, y: y) {
        case .some(true): return zone
        case .some(false): break
        case .none: return -1
        }
      }
      cursor.position = bodyEnd
    }
    return defaultZone
  }

  /// Even–odd ray test (ray towards +x) over all rings of one piece body, decoding as it goes;
  /// `nil` if the body is malformed.
  private static func evenOddContains(_ body: inout VarintCursor, x: Double, y: Double) -> Bool? {
    let ringCount = body.next()
    guard ringCount >= 0 else { return nil }
    var inside = false
    var ok = true
    for _ in 0..<ringCount {
      let vertexCount = body.next()
      let firstX = body.next()
      let firstY = body.next()
      guard vertexCount >= 1, firstX >= 0, firstY >= 0 else { return nil }
      var previousX = firstX
      var previousY = firstY
      for vertex in 1...vertexCount {
        let currentX: Int
        let currentY: Int
        if vertex == vertexCount {  // closing edge back to the first vertex
          (currentX, currentY) = (firstX, firstY)
        } else {
          currentX = previousX &+ body.nextSigned(&ok)
          currentY = previousY &+ body.nextSigned(&ok)
        }
        let y1 = Double(previousY)
        let y2 = Double(currentY)
        if (y1 > y) != (y2 > y) {
          let x1 = Double(previousX)
          let crossX = x1 + (Double(currentX) - x1) * (y - y1) / (y2 - y1)
          if x < crossX { inside.toggle() }
        }
        previousX = currentX
        previousY = currentY
      }
      guard ok else { return nil }
    }
    return inside
  }
}
