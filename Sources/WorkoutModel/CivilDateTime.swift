import Foundation

/// A wall-clock date and time with its UTC offset, computed by hand from a UTC instant so that
/// report output never depends on the current locale or calendar settings.
///
/// The date arithmetic is Howard Hinnant's `civil_from_days` / `days_from_civil` (proleptic
/// Gregorian calendar, http://howardhinnant.github.io/date_algorithms.html); the offset is the
/// zone's rule at that instant (`TimeZone.secondsFromGMT(for:)`, tzdata), so DST is the one in
/// force on that date. ``ISO8601Format`` renders its text with this type.
public struct CivilDateTime: Sendable, Hashable {
  /// Year, e.g. 2025.
  public var year: Int
  /// Month 1…12.
  public var month: Int
  /// Day of month 1…31.
  public var day: Int
  /// Hour 0…23.
  public var hour: Int
  /// Minute 0…59.
  public var minute: Int
  /// Second 0…59.
  public var second: Int
  /// Offset from UTC in seconds east of Greenwich that was added to get this wall time.
  public var offsetSeconds: Int

  /// The wall time of `instant` at `offsetSeconds` east of UTC; sub-second parts are dropped
  /// (floored), so 23:59:59.9 stays 23:59:59.
  public init(instant: Date, offsetSeconds: Int = 0) {
    let raw = instant.timeIntervalSince1970
    let seconds = raw.isFinite ? Int64(max(min(raw, 1e14), -1e14).rounded(.down)) : 0
    self.init(utcSeconds: seconds, offsetSeconds: offsetSeconds)
  }

  /// The wall time `utcSeconds` (whole seconds since 1970-01-01T00:00:00Z) at `offsetSeconds`
  /// east of UTC.
  init(utcSeconds: Int64, offsetSeconds: Int) {
    let local = utcSeconds + Int64(offsetSeconds)
    let days = Self.floorDiv(local, Self.secondsPerDay)
    let secondOfDay = Int(local - days * Self.secondsPerDay)
    let date = Self.civil(fromDays: days)
    self.year = date.year
    self.month = date.month
    self.day = date.day
    self.hour = secondOfDay / 3600
    self.minute = (secondOfDay % 3600) / 60
    self.second = secondOfDay % 60
    self.offsetSeconds = offsetSeconds
  }

  /// The wall time of `instant` in the IANA zone `identifier`; an identifier unknown to the
  /// system's tzdata gives UTC (offset 0).
  public init(instant: Date, timeZoneIdentifier identifier: String) {
    let offset = TimeZone(identifier: identifier)?.secondsFromGMT(for: instant) ?? 0
    self.init(instant: instant, offsetSeconds: offset)
  }

  /// Midnight (00:00:00, offset 0) of the date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int64) {
    self.init(utcSeconds: dayNumber * Self.secondsPerDay, offsetSeconds: 0)
  }

  /// `YYYY-MM-DD` (see ``dateText(year:month:day:)``).
  public var dateString: String { Self.dateText(year: year, month: month, day: day) }

  /// ISO 8601 weekday of the date, 1 = Monday … 7 = Sunday (see ``isoWeekday(dayNumber:)``).
  public var isoWeekday: Int {
    Self.isoWeekday(dayNumber: Self.days(fromYear: year, month: month, day: day))
  }

  /// `YYYY-MM-DD HH:MM`.
  public var dateMinuteString: String {
    "\(dateString) \(Self.pad(hour, 2)):\(Self.pad(minute, 2))"
  }

  /// `YYYY-MM-DD HH:MM:SS`.
  public var dateSecondString: String {
    "\(dateMinuteString):\(Self.pad(second, 2))"
  }

  /// `HH:MM:SS`.
  var timeString: String {
    "\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2))"
  }

  /// ISO 8601 with offset, `YYYY-MM-DDTHH:MM:SS+hh:mm` (RFC 3339 `date-time`; `+hh:mm:ss` for
  /// local mean time offsets, see ``offsetString``).
  public var iso8601: String {
    "\(dateString)T\(timeString)\(offsetString)"
  }

  /// The offset as `+hh:mm` / `-hh:mm` (`+00:00` for UTC), `+hh:mm:ss` for local mean time.
  public var offsetString: String { Self.offsetText(offsetSeconds) }

  /// `+hh:mm` / `-hh:mm` for an offset in seconds east of UTC; `+hh:mm:ss` when the offset has
  /// seconds (tzdata's local mean time before standard time, e.g. Europe/Berlin +00:53:28 before
  /// 1893), so the printed local time and offset name the same instant (ISO 8601-1:2019 extended
  /// format, as Python's `isoformat` prints it; dropping the seconds named another instant).
  static func offsetText(_ offsetSeconds: Int) -> String {
    let sign = offsetSeconds < 0 ? "-" : "+"
    let magnitude = abs(offsetSeconds)
    let text = sign + pad(magnitude / 3600, 2) + ":" + pad((magnitude % 3600) / 60, 2)
    return magnitude % 60 == 0 ? text : text + ":" + pad(magnitude % 60, 2)
  }

  /// `value` in decimal, zero-padded to `width` digits (a minus sign goes before the zeros).
  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }
}
