import Testing

@testable import Achievements

@Suite("Local calendar arithmetic")
struct LocalCalendarTests {
  // Day numbers from python3: (date(y,m,d) - date(1970,1,1)).days.
  @Test(
    "converts dates to day numbers and back",
    arguments: [
      (1970, 1, 1, 0), (2024, 2, 29, 19782), (1969, 12, 31, -1), (1600, 3, 1, -135080),
    ])
  func dayNumbers(year: Int, month: Int, day: Int, expected: Int) {
    let date = LocalDate(year: year, month: month, day: day)
    #expect(date.dayNumber == expected)
    let back = LocalDate(dayNumber: expected)
    #expect(back.year == year && back.month == month && back.day == day)
  }

  @Test("leap years follow the Gregorian 4/100/400 rule")
  func leapYears() {
    #expect(LocalDate.isLeapYear(2024))
    #expect(LocalDate.isLeapYear(2000))
    #expect(!LocalDate.isLeapYear(1900))
    #expect(!LocalDate.isLeapYear(2023))
    // 2024-02-28 + 1 day is Feb 29 (leap), 2023-02-28 + 1 is Mar 1.
    #expect(LocalDate(dayNumber: LocalDate(year: 2024, month: 2, day: 28).dayNumber + 1).day == 29)
    #expect(LocalDate(dayNumber: LocalDate(year: 2023, month: 2, day: 28).dayNumber + 1).month == 3)
  }

  // Expected ISO weeks from python3 `date.isocalendar()`.
  @Test(
    "ISO 8601 weeks around New Year",
    arguments: [
      ("2020-12-31", 2020, 53, 4), ("2021-01-03", 2020, 53, 7), ("2021-01-04", 2021, 1, 1),
      ("2015-12-31", 2015, 53, 4), ("2016-01-03", 2015, 53, 7), ("2027-01-01", 2026, 53, 5),
      ("2019-12-30", 2020, 1, 1),
    ])
  func isoWeeks(text: String, year: Int, week: Int, weekday: Int) {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    let date = LocalDate(year: parts[0], month: parts[1], day: parts[2])
    #expect(date.isoWeek.year == year)
    #expect(date.isoWeek.week == week)
    #expect(date.isoWeekday == weekday)
  }

  @Test("ISO week ordinals are consecutive across a 53-week year")
  func weekOrdinals() {
    let w53 = LocalDate(year: 2020, month: 12, day: 31).isoWeek
    let w01 = LocalDate(year: 2021, month: 1, day: 4).isoWeek
    #expect(w53.description == "2020-W53")
    #expect(w01.description == "2021-W01")
    #expect(w01.ordinal - w53.ordinal == 1)
  }

  // 2024, 2025, 2026, 2000, 2038 from the brief; 2019-04-21 and the extremes 1818-03-22 and
  // 1943-04-25 from published Easter tables.
  @Test(
    "Western Easter Sunday (Meeus/Jones/Butcher)",
    arguments: [
      (2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2000, 4, 23), (2038, 4, 25), (2019, 4, 21),
      (1818, 3, 22), (1943, 4, 25),
    ])
  func easter(year: Int, month: Int, day: Int) {
    #expect(Holiday.easterSunday(year: year) == LocalDate(year: year, month: month, day: day))
    #expect(Holiday.easterSunday.matches(LocalDate(year: year, month: month, day: day)))
    #expect(!Holiday.easterSunday.matches(LocalDate(year: year, month: month, day: day + 7)))
  }
}
