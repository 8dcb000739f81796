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
    let days = Self.floorDiv(local, 86_400)
    let secondOfDay = Int(local - days * 86_400)
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

  /// `YYYY-MM-DD`.
  public var dateString: String {
    "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
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

  /// `a / b` rounded toward negative infinity.
  public static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// Days since 1970-01-01 → (year, month, day), proleptic Gregorian (Hinnant's
  /// `civil_from_days`). The inverse of ``days(fromYear:month:day:)``.
  public static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = floorDiv(z, 146_097)
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    return (Int(year), Int(month), Int(day))
  }

  /// (year, month 1…12, day) → days since 1970-01-01, proleptic Gregorian (Hinnant's
  /// `days_from_civil`). Days outside the month roll over arithmetically (2023-02-29 is the
  /// day number of 2023-03-01). The inverse of ``civil(fromDays:)``.
  public static func days(fromYear year: Int, month: Int, day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = floorDiv(y, 400)
    let yoe = y - era * 400
    let doy = (153 * Int64(month > 2 ? month - 3 : month + 9) + 2) / 5 + Int64(day) - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }
}
