/// Dates celebrated by `date_and_time` badges.
///
/// Fixed dates are Gregorian month/day. Easter Sunday is Western (Gregorian) Easter, computed per
/// year with the anonymous Gregorian algorithm (Meeus/Jones/Butcher, "Astronomical Algorithms",
/// ch. 8).
public enum Holiday: String, Sendable, Hashable, CaseIterable, Codable {
  /// 1 January.
  case newYearsDay = "new_years_day"
  /// 14 February.
  case valentinesDay = "valentines_day"
  /// 29 February (leap years only).
  case leapDay = "leap_day"
  /// Western Easter Sunday (moves each year).
  case easterSunday = "easter_sunday"
  /// 31 October.
  case halloween
  /// 24 December.
  case christmasEve = "christmas_eve"
  /// 25 December.
  case christmasDay = "christmas_day"
  /// 31 December.
  case newYearsEve = "new_years_eve"

  /// Whether `date` is this holiday.
  public func matches(_ date: LocalDate) -> Bool {
    switch self {
    case .newYearsDay: return date.month == 1 && date.day == 1
    case .valentinesDay: return date.month == 2 && date.day == 14
    case .leapDay: return date.month == 2 && date.day == 29
    case .easterSunday: return date == Holiday.easterSunday(year: date.year)
    case .halloween: return date.month == 10 && date.day == 31
    case .christmasEve: return date.month == 12 && date.day == 24
    case .christmasDay: return date.month == 12 && date.day == 25
    case .newYearsEve: return date.month == 12 && date.day == 31
    }
  }

  /// Western Easter Sunday of a Gregorian `year` (anonymous Gregorian algorithm,
  /// Meeus/Jones/Butcher), e.g. 2024 → 2024-03-31, 2025 → 2025-04-20.
  public static func easterSunday(year: Int) -> LocalDate {
    let a = year % 19
    let b = year / 100
    let c = year % 100
    let d = b / 4
    let e = b % 4
    let f = (b + 8) / 25
    let g = (b - f + 1) / 3
    let h = (19 * a + b - d - g + 15) % 30
    let i = c / 4
    let k = c % 4
    let l = (32 + 2 * e + 2 * i - h - k) % 7
    let m = (a + 11 * h + 22 * l) / 451
    let month = (h + l - 7 * m + 114) / 31
    let day = (h + l - 7 * m + 114) % 31 + 1
    return LocalDate(year: year, month: month, day: day)
  }
}
