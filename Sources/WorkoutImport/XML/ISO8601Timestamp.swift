import Foundation
import WorkoutModel

/// A date-time parsed from the ISO 8601 / XML Schema `dateTime` text that GPX `<time>` and TCX
/// `<Time>`, `StartTime` and `Id` carry, by a byte-level parser (no `DateFormatter`).
///
/// Accepted shape (after optional surrounding ASCII whitespace):
/// `YYYY-MM-DD` `T` (or `t` or one space) `hh:mm:ss`, where month, day, hour, minute and second
/// may also be written with one digit (`2014-2-2T2:23:18-02:00`, which gpxpy and real exporters
/// accept), an optional fraction `.d…` with any number of
/// digits (kept to the microsecond, further digits truncated), then an optional zone: `Z`/`z`
/// (UTC), `±hh:mm`, `±hhmm` or `±hh` (a numeric offset may follow one space, as Apple Health's
/// `2025-12-20 12:51:00 +0100` does), at most ±18:00 (ISO 8601 practice; real zones span
/// −12:00…+14:00). No zone at all means "unspecified" and is read as UTC.
/// A leap second `:60` is accepted and counted as the next second. Years 0001–9999.
public struct ISO8601Timestamp: Sendable, Hashable {
  /// The zone designator the text carried.
  public enum Zone: Sendable, Hashable {
    /// `Z`: the instant is UTC; says nothing about the local time of the writer.
    case utc
    /// A numeric offset, in seconds east of Greenwich (`+07:00` → 25 200).
    case offset(seconds: Int)
    /// No designator: read as UTC by convention.
    case unspecified

    /// Seconds east of Greenwich to subtract from the written wall time: the offset, or 0 for
    /// `Z` and for no designator.
    var offsetSeconds: Int {
      if case .offset(let seconds) = self { return seconds }
      return 0
    }
  }

  /// The instant in whole microseconds since 1970-01-01T00:00:00Z.
  public var epochMicroseconds: Int64
  /// The zone designator as written.
  public var zone: Zone

  /// Creates a timestamp from its parts.
  public init(epochMicroseconds: Int64, zone: Zone) {
    self.epochMicroseconds = epochMicroseconds
    self.zone = zone
  }

  /// Parses `text`; `nil` when it is not an ISO 8601 date-time of the accepted shape.
  public init?(_ text: String) {
    var copy = text
    guard
      let parsed = copy.withUTF8({ bytes in
        ISO8601Timestamp.parse(UnsafeRawBufferPointer(bytes))
      })
    else { return nil }
    self = parsed
  }

  /// The instant as a Foundation `Date`.
  public var date: Date {
    Date(timeIntervalSince1970: Double(epochMicroseconds) / 1_000_000)
  }

  /// The numeric offset in seconds east of Greenwich, when one was written (`nil` for `Z` and
  /// for no zone).
  public var writtenOffsetSeconds: Int? {
    if case .offset(let seconds) = zone { return seconds }
    return nil
  }

  /// Parses UTF-8 bytes (surrounding ASCII whitespace allowed); `nil` when malformed.
  public static func parse(_ bytes: UnsafeRawBufferPointer) -> ISO8601Timestamp? {
    let bounds = TextBytes.trimmed(bytes)
    var cursor = Cursor(bytes: bytes, index: bounds.lowerBound, end: bounds.upperBound)

    guard let year = cursor.digits(4), cursor.take(0x2D),  // '-'
      let month = cursor.oneOrTwoDigits(), cursor.take(0x2D),
      let day = cursor.oneOrTwoDigits()
    else { return nil }
    // Date-time separator: 'T', 't' or one space.
    guard cursor.take(0x54) || cursor.take(0x74) || cursor.take(0x20) else { return nil }
    guard let hour = cursor.oneOrTwoDigits(), cursor.take(0x3A),  // ':'
      let minute = cursor.oneOrTwoDigits(), cursor.take(0x3A),
      let second = cursor.oneOrTwoDigits()
    else { return nil }

    var micros: Int64 = 0
    if cursor.take(0x2E) || cursor.take(0x2C) {  // '.' or ','
      var scale: Int64 = 100_000
      var count = 0
      while let digit = cursor.digit() {
        micros += Int64(digit) * scale
        scale /= 10
        count += 1
      }
      guard count > 0 else { return nil }
    }

    var zone = Zone.unspecified
    // Apple Health writes one space before a numeric offset: `2025-12-20 12:51:00 +0100`.
    if cursor.index + 1 < cursor.end, cursor.bytes[cursor.index] == 0x20,
      cursor.bytes[cursor.index + 1] == 0x2B || cursor.bytes[cursor.index + 1] == 0x2D
    {
      cursor.index += 1
    }
    if cursor.take(0x5A) || cursor.take(0x7A) {  // Z z
      zone = .utc
    } else if let sign = cursor.sign() {
      // Real offsets span −12:00…+14:00; XML Schema allows up to ±14:00 and ISO 8601 / java.time
      // up to ±18:00, so anything beyond 18 hours is garbage.
      guard let offsetHours = cursor.digits(2), offsetHours <= 18 else { return nil }
      var offsetMinutes = 0
      if cursor.take(0x3A) {
        guard let minutes = cursor.digits(2) else { return nil }
        offsetMinutes = minutes
      } else if let minutes = cursor.digits(2) {
        offsetMinutes = minutes
      }
      guard offsetMinutes <= 59, offsetHours < 18 || offsetMinutes == 0 else { return nil }
      zone = .offset(seconds: sign * (offsetHours * 3600 + offsetMinutes * 60))
    }
    guard cursor.atEnd, year >= 1,
      let seconds = CivilDateTime.utcSeconds(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second,
        offsetSeconds: zone.offsetSeconds, allowsLeapSecond: true)
    else { return nil }
    return ISO8601Timestamp(epochMicroseconds: seconds * 1_000_000 + micros, zone: zone)
  }

  /// A forward reader over the bytes.
  private struct Cursor {
    let bytes: UnsafeRawBufferPointer
    var index: Int
    let end: Int

    var atEnd: Bool { index == end }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < end, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func digit() -> Int? {
      guard index < end else { return nil }
      let value = Int(bytes[index]) - 0x30
      guard value >= 0, value <= 9 else { return nil }
      index += 1
      return value
    }

    mutating func digits(_ count: Int) -> Int? {
      var value = 0
      for _ in 0..<count {
        guard let next = digit() else { return nil }
        value = value * 10 + next
      }
      return value
    }

    /// One digit, or two (lenient, unpadded date and time fields).
    mutating func oneOrTwoDigits() -> Int? {
      guard let first = digit() else { return nil }
      guard let second = digit() else { return first }
      return first * 10 + second
    }

    mutating func sign() -> Int? {
      if take(0x2B) { return 1 }
      if take(0x2D) { return -1 }
      return nil
    }
  }
}
