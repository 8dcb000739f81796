import Foundation

/// Writes FIT files byte by byte for tests, from the FIT protocol document alone (not from the
/// reader's code): header, definition and data messages, compressed-timestamp headers, both byte
/// orders, developer fields, chained parts, and the CRC computed with the protocol's own
/// nibble-table algorithm (the reader uses a byte table: a second, independent implementation).
struct FITFileBuilder {
  /// Base-type bytes (FIT protocol, "Base Types").
  enum BaseType: UInt8 {
    case enumeration = 0x00
    case uint8 = 0x02
    case sint8 = 0x01
    case uint16 = 0x84
    case sint32 = 0x85
    case uint32 = 0x86
    case string = 0x07
    case byte = 0x0D
  }

  /// Message bytes written so far (the current part's data).
  private(set) var data: [UInt8] = []
  /// Byte order of each local type's current definition.
  private var bigEndian = [Bool](repeating: false, count: 16)

  /// Offset the next message will have in the finished file (after a 14-byte header).
  var nextOffset: Int { 14 + data.count }

  /// A definition message for `local` → `global` with `(number, size, type)` fields and optional
  /// developer fields `(number, size, developer_data_index)`.
  mutating func define(
    local: UInt8, global: UInt16, bigEndian big: Bool = false,
    fields: [(UInt8, UInt8, BaseType)], developer: [(UInt8, UInt8, UInt8)] = []
  ) {
    data.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
    data += [0, big ? 1 : 0] + Self.int(UInt64(global), size: 2, big: big)
    data.append(UInt8(fields.count))
    for (number, size, type) in fields { data += [number, size, type.rawValue] }
    if !developer.isEmpty {
      data.append(UInt8(developer.count))
      for (number, size, index) in developer { data += [number, size, index] }
    }
    bigEndian[Int(local)] = big
  }

  /// A data message for `local`; `values` are (integer, size) pairs in definition order, written
  /// in the definition's byte order; `raw` bytes are appended as they are.
  mutating func message(local: UInt8, _ values: [(Int64, Int)], raw: [UInt8] = []) {
    data.append(local)
    appendValues(local: local, values, raw: raw)
  }

  /// A data message with a compressed-timestamp header (local type 0–3, 5-bit time offset).
  mutating func compressed(local: UInt8, timeOffset: UInt8, _ values: [(Int64, Int)]) {
    data.append(0x80 | (local << 5) | (timeOffset & 0x1F))
    appendValues(local: local, values, raw: [])
  }

  private mutating func appendValues(local: UInt8, _ values: [(Int64, Int)], raw: [UInt8]) {
    for (value, size) in values {
      data += Self.int(UInt64(bitPattern: value), size: size, big: bigEndian[Int(local)])
    }
    data += raw
  }

  /// The finished part: header (12 or 14 bytes, `.FIT`, header CRC), data, file CRC.
  /// `declaredSize` overrides the header's data size; `crcDelta` spoils the file CRC.
  func file(headerSize: UInt8 = 14, declaredSize: Int? = nil, crcDelta: UInt16 = 0) -> [UInt8] {
    var header: [UInt8] = [headerSize, 0x20] + Self.int(2132, size: 2, big: false)
    header += Self.int(UInt64(declaredSize ?? data.count), size: 4, big: false)
    header += Array(".FIT".utf8)
    if headerSize == 14 { header += Self.int(UInt64(Self.crc(header)), size: 2, big: false) }
    let body = header + data
    return body + Self.int(UInt64(Self.crc(body) &+ crcDelta), size: 2, big: false)
  }

  /// `value`'s low `size` bytes in the given order.
  static func int(_ value: UInt64, size: Int, big: Bool) -> [UInt8] {
    let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    return big ? little.reversed() : little
  }

  /// The FIT CRC exactly as the protocol document writes it (nibble table).
  static func crc(_ bytes: [UInt8]) -> UInt16 {
    let table: [UInt16] = [
      0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
      0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]
    var crc: UInt16 = 0
    for byte in bytes {
      var tmp = table[Int(crc & 0xF)]
      crc = (crc >> 4) & 0x0FFF
      crc = crc ^ tmp ^ table[Int(byte & 0xF)]
      tmp = table[Int(crc & 0xF)]
      crc = (crc >> 4) & 0x0FFF
      crc = crc ^ tmp ^ table[Int((byte >> 4) & 0xF)]
    }
    return crc
  }

  // MARK: Common messages

  /// file_id (global 0): type, manufacturer, product.
  mutating func fileID(type: Int64 = 4, manufacturer: Int64 = 1, product: Int64 = 1) {
    define(local: 15, global: 0, fields: [(0, 1, .enumeration), (1, 2, .uint16), (2, 2, .uint16)])
    message(local: 15, [(type, 1), (manufacturer, 2), (product, 2)])
  }

  /// A builder holding file_id and one record per time (heart rate `heartRate` + its index).
  static func recording(_ times: [Int64], heartRate: Int64 = 100) -> FITFileBuilder {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for (index, time) in times.enumerated() {
      fit.record(time: time, heartRate: heartRate + Int64(index))
    }
    return fit
  }

  /// An activity message (global 34) on local 5: timestamp and local_timestamp.
  mutating func activity(timestamp: Int64, localTimestamp: Int64) {
    define(local: 5, global: 34, fields: [(253, 4, .uint32), (5, 4, .uint32)])
    message(local: 5, [(timestamp, 4), (localTimestamp, 4)])
  }

  /// Defines local 0 as a record (global 20): timestamp, lat, lon (semicircles), heart rate,
  /// distance (cm).
  mutating func defineRecord(local: UInt8 = 0, bigEndian big: Bool = false) {
    define(
      local: local, global: 20, bigEndian: big,
      fields: [
        (253, 4, .uint32), (0, 4, .sint32), (1, 4, .sint32), (3, 1, .uint8), (5, 4, .uint32),
      ])
  }

  /// A record for ``defineRecord(local:bigEndian:)``.
  mutating func record(
    local: UInt8 = 0, time: Int64, lat: Int64 = 0x7FFF_FFFF, lon: Int64 = 0x7FFF_FFFF,
    heartRate: Int64 = 0xFF, centimetres: Int64 = 0xFFFF_FFFF
  ) {
    message(local: local, [(time, 4), (lat, 4), (lon, 4), (heartRate, 1), (centimetres, 4)])
  }

  /// A session (global 18) on local 14: timestamp, start_time, sport, sub_sport, elapsed and
  /// timer time (ms), distance (cm), pool_length (cm).
  mutating func session(
    start: Int64, elapsedMs: Int64, timerMs: Int64? = nil, sport: Int64 = 2, subSport: Int64 = 0,
    centimetres: Int64 = 0xFFFF_FFFF, poolLengthCm: Int64 = 0xFFFF
  ) {
    define(
      local: 14, global: 18,
      fields: [
        (253, 4, .uint32), (2, 4, .uint32), (5, 1, .enumeration), (6, 1, .enumeration),
        (7, 4, .uint32), (8, 4, .uint32), (9, 4, .uint32), (44, 2, .uint16),
      ])
    message(
      local: 14,
      [
        (start + elapsedMs / 1000, 4), (start, 4), (sport, 1), (subSport, 1), (elapsedMs, 4),
        (timerMs ?? elapsedMs, 4), (centimetres, 4), (poolLengthCm, 2),
      ])
  }
}
