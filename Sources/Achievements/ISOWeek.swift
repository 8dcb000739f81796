import WorkoutModel

/// An ISO 8601 week: week-numbering year (`yearForWeekOfYear`) and week 1…53.
///
/// Rule (ISO 8601-1:2019 §5.2.4.2): weeks run Monday–Sunday and week 1 of a year is the week
/// containing that year's first Thursday. ``ordinal`` numbers weeks consecutively across years,
/// so "consecutive weeks" is `ordinal` differing by 1 even from 2020-W53 to 2021-W01.
public struct ISOWeek: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Week-numbering year (may differ from the calendar year around New Year).
  public let year: Int
  /// Week 1…53.
  public let week: Int
  /// Day number (days since 1970-01-01) of the week's Monday.
  public let mondayDayNumber: Int

  /// The week containing `date`.
  public init(containing date: LocalDate) {
    let monday = date.dayNumber - (date.isoWeekday - 1)
    let thursday = LocalDate(dayNumber: monday + 3)
    let januaryFirst = LocalDate.dayNumber(year: thursday.year, month: 1, day: 1)
    self.year = thursday.year
    self.week = (thursday.dayNumber - januaryFirst) / 7 + 1
    self.mondayDayNumber = monday
  }

  /// Consecutive week index: `floor(mondayDayNumber / 7)`; adjacent weeks differ by 1.
  public var ordinal: Int { CivilDateTime.floorDiv(mondayDayNumber, 7) }

  /// `yyyy-Www`, e.g. `2020-W53`.
  public var description: String {
    "\(year)-W\(week < 10 ? "0" : "")\(week)"
  }

  /// Orders chronologically.
  public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
    lhs.mondayDayNumber < rhs.mondayDayNumber
  }
}
