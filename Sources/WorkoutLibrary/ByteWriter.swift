import Foundation

/// Appends values to a compact little-endian byte buffer: the library's per-workout blob format
/// (see ``WorkoutCodec``). Integers are LEB128 varints (zig-zag for signed), doubles their
/// 8-byte IEEE 754 pattern, text a varint length and UTF-8 bytes; an optional is a 0/1 byte
/// and then the value.
struct ByteWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  mutating func unsigned(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func integer(_ value: Int) {
    let wide = Int64(value)
    unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func float(_ value: Float) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func text(_ value: String) {
    let utf8 = Array(value.utf8)
    unsigned(UInt64(utf8.count))
    bytes.append(contentsOf: utf8)
  }

  mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    write(&self, value)
  }

  /// A date as its `timeIntervalSinceReferenceDate` (Foundation's own storage, so it reads back
  /// bit for bit; seconds since 1970 would round).
  mutating func date(_ value: Date) { double(value.timeIntervalSinceReferenceDate) }
}

/// Reads what ``ByteWriter`` wrote, in the same order; every read checks the bounds, so a
/// damaged blob throws instead of trapping, and the checked reads (``finite()``,
/// ``natural()``, ``date()``) refuse values no reader produces, so a damaged or hostile row
/// never reaches code that would trap on them (issue 17).
struct ByteReader {
  private let bytes: [UInt8]
  private var offset = 0
  /// Where the blob came from, for errors.
  let location: String

  init(_ bytes: [UInt8], location: String) {
    self.bytes = bytes
    self.location = location
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == bytes.count }

  func damaged(_ what: String) -> LibraryError {
    LibraryError(
      code: LibraryError.libraryCode, "stored workout data is damaged (\(what) at byte \(offset))",
      location: location)
  }

  mutating func byte() throws(LibraryError) -> UInt8 {
    guard offset < bytes.count else { throw damaged("ends early") }
    offset += 1
    return bytes[offset - 1]
  }

  mutating func unsigned() throws(LibraryError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64 else { throw damaged("a varint too long") }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  mutating func integer() throws(LibraryError) -> Int {
    let raw = try unsigned()
    let wide = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    guard let value = Int(exactly: wide) else { throw damaged("an integer out of range") }
    return value
  }

  mutating func count() throws(LibraryError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(bytes.count - offset) else { throw damaged("a count too large") }
    return Int(value)
  }

  mutating func bool() throws(LibraryError) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw damaged("a flag other than 0 or 1")
    }
  }

  private mutating func fixed(_ size: Int) throws(LibraryError) -> UInt64 {
    guard bytes.count - offset >= size else { throw damaged("ends early") }
    var value: UInt64 = 0
    for shift in 0..<size { value |= UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
    offset += size
    return value
  }

  mutating func double() throws(LibraryError) -> Double { Double(bitPattern: try fixed(8)) }

  /// The largest magnitude ``finite()`` accepts: 10^12, far above every stored figure (100,000
  /// km is 10^8 m; a century 3.2·10^9 s) and far enough below 2^63 that a value times 1,000
  /// (milliseconds) still converts to `Int64`.
  static let largestValue = 1e12

  /// A double that is finite and at most ``largestValue`` in magnitude.
  mutating func finite() throws(LibraryError) -> Double {
    let value = try double()
    guard value.isFinite, abs(value) <= Self.largestValue else {
      throw damaged("a number out of range (\(value))")
    }
    return value
  }

  /// An optional figure (distance, climb, heart rate, calories, a lap's values): `nil` when
  /// absent, and also when ``finite()`` would refuse it: an impossible figure is unknown, as the
  /// readers drop impossible values (a row an earlier version stored with 10^22 m stays
  /// readable, its distance unknown).
  mutating func figure() throws(LibraryError) -> Double? {
    guard try bool() else { return nil }
    let value = try double()
    return value.isFinite && abs(value) <= Self.largestValue ? value : nil
  }

  /// An integer from 0 to 2^40 (counts, lines, columns, byte offsets).
  mutating func natural() throws(LibraryError) -> Int {
    let value = try integer()
    guard (0...(1 << 40)).contains(value) else { throw damaged("a count out of range") }
    return value
  }

  mutating func float() throws(LibraryError) -> Float {
    Float(bitPattern: UInt32(truncatingIfNeeded: try fixed(4)))
  }

  mutating func text() throws(LibraryError) -> String {
    let length = try count()
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  mutating func optional<T>(_ read: (inout ByteReader) throws(LibraryError) -> T)
    throws(LibraryError) -> T?
  {
    try bool() ? try read(&self) : nil
  }

  /// An instant from 1900-01-01 to 2200-01-01 (stored times are between 1980 and tomorrow).
  mutating func date() throws(LibraryError) -> Date {
    let seconds = try double()
    // 1900-01-01T00:00:00Z and 2200-01-01T00:00:00Z as seconds since 2001-01-01T00:00:00Z:
    // (−25,567 − 11,323) × 86,400 and (84,006 − 11,323) × 86,400 (days since 1970).
    guard seconds.isFinite, (-3_187_296_000...6_279_811_200).contains(seconds) else {
      throw damaged("a time out of range")
    }
    return Date(timeIntervalSinceReferenceDate: seconds)
  }

  /// A raw-value enum case, throwing for a value this program does not know.
  mutating func value<T: RawRepresentable>(_ type: T.Type) throws(LibraryError) -> T
  where T.RawValue == String {
    let raw = try text()
    guard let value = T(rawValue: raw) else { throw damaged("unknown \(T.self) '\(raw)'") }
    return value
  }
}
