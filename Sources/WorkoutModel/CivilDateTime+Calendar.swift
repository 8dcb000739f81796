/// The project's one proleptic Gregorian calendar: day numbers, leap years, month lengths,
/// weekdays and validated civil fields → UTC seconds. Every other module (the XML timestamp
/// parser, Strava's `Activity Date`, `LocalDate`, the reports) asks these functions instead of
/// knowing the calendar itself.
///
/// Day numbers count days since 1970-01-01 (negative before). The conversions are Howard
/// Hinnant's `days_from_civil` / `civil_from_days`
/// (http://howardhinnant.github.io/date_algorithms.html), exact for every Gregorian date; the
/// leap rule is the Gregorian 4/100/400 one; weekdays are ISO 8601 (1 = Monday … 7 = Sunday).
/// No leap seconds: a day is always 86,400 s (POSIX time).
extension CivilDateTime {
  /// Seconds in one calendar day (POSIX time has no leap seconds): 86,400.
  public static let secondsPerDay: Int64 = 86_400

  /// Whether `year` is a Gregorian leap year: divisible by 4, except centuries not divisible by
  /// 400 (2000 and 2024 are, 1900 and 2100 are not).
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// Days in `month` (1…12) of `year`: 28…31; 0 for a month outside 1…12.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    case 1, 3, 5, 7, 8, 10, 12: return 31
    default: return 0
    }
  }

  /// Whether (`year`, `month`, `day`) names a real date (month 1…12, day 1…its length).
  public static func isValidDate(year: Int, month: Int, day: Int) -> Bool {
    day >= 1 && day <= daysInMonth(month, year: year)
  }

  /// ISO 8601 weekday of a day number, 1 = Monday … 7 = Sunday (1970-01-01, day 0, was a
  /// Thursday).
  public static func isoWeekday(dayNumber: Int64) -> Int {
    Int(floorMod(dayNumber + 3, 7)) + 1
  }

  /// The UTC instant, in whole seconds since 1970-01-01T00:00:00Z, of a wall-clock date and time
  /// written at `offsetSeconds` east of UTC; `nil` when a field is out of range: the date must
  /// be real (``isValidDate(year:month:day:)``), hour 0…23, minute 0…59, second 0…59, or 60
  /// when `allowsLeapSecond` (a leap second, counted as the next second's first instant).
  public static func utcSeconds(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    offsetSeconds: Int = 0, allowsLeapSecond: Bool = false
  ) -> Int64? {
    guard isValidDate(year: year, month: month, day: day), (0...23).contains(hour),
      (0...59).contains(minute), (0...(allowsLeapSecond ? 60 : 59)).contains(second)
    else { return nil }
    let days = days(fromYear: year, month: month, day: day)
    return days * secondsPerDay + Int64(hour * 3600 + minute * 60 + second - offsetSeconds)
  }

  /// `YYYY-MM-DD`, each field zero-padded (ISO 8601: the year to 4 digits, `0999-01-01`; a
  /// negative year gets its minus sign before the zeros, `-0001-01-01`).
  public static func dateText(year: Int, month: Int, day: Int) -> String {
    "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// `a / b` rounded toward negative infinity (for `b` ≠ 0).
  public static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// `a / b` rounded toward negative infinity, for `Int` (see the `Int64` overload).
  public static func floorDiv(_ a: Int, _ b: Int) -> Int {
    Int(floorDiv(Int64(a), Int64(b)))
  }

  /// `a mod b` with the sign of `b` (0…b−1 for positive `b`): `floorMod(-1, 7)` is 6.
  public static func floorMod(_ a: Int64, _ b: Int64) -> Int64 {
    a - floorDiv(a, b) * b
  }

  /// `a mod b` with the sign of `b`, for `Int` (see the `Int64` overload).
  public static func floorMod(_ a: Int, _ b: Int) -> Int {
    Int(floorMod(Int64(a), Int64(b)))
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
  /// day number of 2023-03-01); check with ``isValidDate(year:month:day:)`` first where that is
  /// wrong. The inverse of ``civil(fromDays:)``.
  public static func days(fromYear year: Int, month: Int, day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = floorDiv(y, 400)
    let yoe = y - era * 400
    let doy = (153 * Int64(month > 2 ? month - 3 : month + 9) + 2) / 5 + Int64(day) - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }
}
