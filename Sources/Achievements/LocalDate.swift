import WorkoutModel

/// A proleptic-Gregorian calendar date without a time or zone (a workout's *local* date).
///
/// ``dayNumber`` counts days since 1970-01-01 (negative before), so consecutive dates differ by
/// exactly 1 whatever the month or year. All calendar arithmetic (Hinnant's `days_from_civil` /
/// `civil_from_days`, the leap rule, weekdays, the text) is delegated to WorkoutModel's
/// `CivilDateTime` (`CivilDateTime+Calendar.swift`), the project's one calendar.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Days since 1970-01-01.
  public let dayNumber: Int
  /// Gregorian year, e.g. 2024.
  public var year: Int { CivilDateTime.civil(fromDays: Int64(dayNumber)).year }
  /// Month 1…12.
  public var month: Int { CivilDateTime.civil(fromDays: Int64(dayNumber)).month }
  /// Day of month 1…31.
  public var day: Int { CivilDateTime.civil(fromDays: Int64(dayNumber)).day }

  /// Creates the date `dayNumber` days after 1970-01-01. Only the day number is stored (8 bytes;
  /// year, month and day are computed when asked): every workout's facts hold dates.
  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// Creates a date from year, month (1…12) and day (1…31); out-of-range days roll over
  /// arithmetically (2023-02-29 becomes 2023-03-01).
  public init(year: Int, month: Int, day: Int) {
    self.init(dayNumber: LocalDate.dayNumber(year: year, month: month, day: day))
  }

  /// Days since 1970-01-01 of a Gregorian date (`days_from_civil`, see
  /// ``CivilDateTime/days(fromYear:month:day:)``).
  public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    Int(CivilDateTime.days(fromYear: year, month: month, day: day))
  }

  /// ISO 8601 weekday, 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday).
  public var isoWeekday: Int { CivilDateTime.isoWeekday(dayNumber: Int64(dayNumber)) }

  /// The ISO 8601 week containing this date (weeks start on Monday; week 1 holds the year's
  /// first Thursday, so 2020-12-31 is 2020-W53 and 2021-01-03 is still 2020-W53).
  public var isoWeek: ISOWeek { ISOWeek(containing: self) }

  /// `yyyy-MM-dd`, the year padded to 4 digits (``CivilDateTime/dateText(year:month:day:)``).
  public var description: String { CivilDateTime.dateText(year: year, month: month, day: day) }

  /// Orders by ``dayNumber``.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

  /// Whether `year` is a Gregorian leap year (``CivilDateTime/isLeapYear(_:)``).
  public static func isLeapYear(_ year: Int) -> Bool { CivilDateTime.isLeapYear(year) }
}
