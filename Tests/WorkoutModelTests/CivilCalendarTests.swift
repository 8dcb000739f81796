import Testing
import WorkoutModel

/// The project's one calendar (`CivilDateTime+Calendar.swift`). Every expected value comes from
/// python3's `datetime` / `calendar` modules (proleptic Gregorian), as noted per test.
@Suite("Civil calendar")
struct CivilCalendarTests {
  // python3: calendar.isleap(y).
  @Test(
    "leap years follow the 4/100/400 rule",
    arguments: [(1900, false), (2000, true), (2023, false), (2024, true), (2100, false)])
  func leapYears(year: Int, leap: Bool) {
    #expect(CivilDateTime.isLeapYear(year) == leap)
  }

  // python3: calendar.monthrange(y, m)[1].
  @Test(
    "months have their lengths",
    arguments: [
      (2023, 2, 28), (2024, 2, 29), (1900, 2, 28), (2000, 2, 29), (2100, 2, 28), (2024, 1, 31),
      (2024, 4, 30), (2024, 9, 30), (2024, 12, 31), (2024, 0, 0), (2024, 13, 0),
    ])
  func monthLengths(year: Int, month: Int, days: Int) {
    #expect(CivilDateTime.daysInMonth(month, year: year) == days)
  }

  // python3: (date(y, m, d) - date(1970, 1, 1)).days and date(y, m, d).isoweekday().
  @Test(
    "day numbers and ISO weekdays of known dates",
    arguments: [
      (1970, 1, 1, 0, 4), (2025, 4, 6, 20184, 7), (2024, 2, 29, 19782, 4), (1969, 12, 31, -1, 3),
      (1900, 1, 1, -25567, 1), (2000, 1, 1, 10957, 6), (1600, 3, 1, -135080, 3),
      (2100, 12, 31, 47846, 5), (1, 1, 1, -719162, 1), (9999, 12, 31, 2_932_896, 5),
    ])
  func knownDates(year: Int, month: Int, day: Int, dayNumber: Int64, weekday: Int) {
    #expect(CivilDateTime.days(fromYear: year, month: month, day: day) == dayNumber)
    let civil = CivilDateTime.civil(fromDays: dayNumber)
    #expect(civil.year == year && civil.month == month && civil.day == day)
    #expect(CivilDateTime.isoWeekday(dayNumber: dayNumber) == weekday)
    let midnight = CivilDateTime(dayNumber: dayNumber)
    #expect(midnight.isoWeekday == weekday)
    #expect([midnight.hour, midnight.minute, midnight.second] == [0, 0, 0])
  }

  /// Walks every day from 0001-01-01 (day −719,162, python3 as above) to 2400-12-31 (day
  /// 157,419: six 400-year cycles) with nothing but the month-length table, and checks that each day number maps
  /// to the walked date and back, and that weekdays cycle 1…7 from Monday 0001-01-01. Also
  /// covers years before 1 (day numbers down to −800,000) by the round trip alone.
  @Test("day numbers round-trip over the whole range, negative ones included")
  func roundTrips() {
    var (year, month, day) = (1, 1, 1)
    var weekday = 1
    var mismatches = 0
    for number in Int64(-719_162)...157_419 {
      let civil = CivilDateTime.civil(fromDays: number)
      if civil.year != year || civil.month != month || civil.day != day
        || CivilDateTime.days(fromYear: year, month: month, day: day) != number
        || CivilDateTime.isoWeekday(dayNumber: number) != weekday
      {
        mismatches += 1
      }
      weekday = weekday % 7 + 1
      day += 1
      if day > CivilDateTime.daysInMonth(month, year: year) {
        (day, month) = (1, month + 1)
        if month > 12 { (month, year) = (1, year + 1) }
      }
    }
    #expect(mismatches == 0)
    #expect((year, month, day) == (2401, 1, 1))
    for number in Int64(-800_000)...(-719_163) {
      let civil = CivilDateTime.civil(fromDays: number)
      if CivilDateTime.days(fromYear: civil.year, month: civil.month, day: civil.day) != number {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  // python3: datetime(2024, 2, 29, 23, 59, 59, tzinfo=timezone(timedelta(hours=-5))).timestamp()
  // is 1709269199; datetime(1969, 12, 31, 23, 0, tzinfo=timezone(timedelta(hours=9,
  // minutes=30))).timestamp() is -37800; datetime(2025, 3, 5, 14, 15, 47, tzinfo=utc) is
  // 1741184147.
  @Test("civil fields and an offset give the UTC instant")
  func utcSeconds() {
    #expect(
      CivilDateTime.utcSeconds(
        year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59, offsetSeconds: -18_000)
        == 1_709_269_199)
    #expect(
      CivilDateTime.utcSeconds(
        year: 1969, month: 12, day: 31, hour: 23, minute: 0, second: 0, offsetSeconds: 34_200)
        == -37_800)
    #expect(
      CivilDateTime.utcSeconds(year: 2025, month: 3, day: 5, hour: 14, minute: 15, second: 47)
        == 1_741_184_147)
    // A leap second counts as the next day's first second (2016-12-31T23:59:60Z → 2017-01-01,
    // python3: datetime(2017, 1, 1, tzinfo=utc).timestamp() is 1483228800).
    #expect(
      CivilDateTime.utcSeconds(
        year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 60, allowsLeapSecond: true)
        == 1_483_228_800)
  }

  // Each is refused by python3's datetime(...) with "day is out of range for month", "month
  // must be in 1..12", "hour must be in 0..23", … (second 60 too: datetime has no leap seconds).
  @Test(
    "invalid dates and times are refused",
    arguments: [
      (2023, 2, 29, 0, 0, 0), (1900, 2, 29, 0, 0, 0), (2100, 2, 29, 0, 0, 0),
      (2024, 4, 31, 0, 0, 0), (2024, 13, 1, 0, 0, 0), (2024, 0, 1, 0, 0, 0),
      (2024, 1, 0, 0, 0, 0), (2024, 1, 32, 0, 0, 0), (2024, 1, 1, 24, 0, 0),
      (2024, 1, 1, -1, 0, 0), (2024, 1, 1, 0, 60, 0), (2024, 1, 1, 0, 0, 60),
    ])
  func invalid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
    #expect(
      CivilDateTime.utcSeconds(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second) == nil)
  }

  @Test("a leap second is refused unless allowed, and 61 always")
  func leapSecond() {
    #expect(
      CivilDateTime.utcSeconds(
        year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 61, allowsLeapSecond: true)
        == nil)
    #expect(CivilDateTime.isValidDate(year: 2000, month: 2, day: 29))
    #expect(!CivilDateTime.isValidDate(year: 2100, month: 2, day: 29))
  }

  // python3: date(999, 1, 2).isoformat() is "0999-01-02" (ISO 8601 pads the year to 4 digits).
  @Test("date text pads every field")
  func dateText() {
    #expect(CivilDateTime.dateText(year: 999, month: 1, day: 2) == "0999-01-02")
    #expect(CivilDateTime.dateText(year: 2025, month: 12, day: 31) == "2025-12-31")
  }

  // python3: -1 // 7, -1 % 7, -14 // 7, -14 % 7, 13 // 7, 13 % 7.
  @Test("floor division and modulo round toward negative infinity")
  func floorArithmetic() {
    #expect(CivilDateTime.floorDiv(-1, 7) == -1 && CivilDateTime.floorMod(-1, 7) == 6)
    #expect(CivilDateTime.floorDiv(-14, 7) == -2 && CivilDateTime.floorMod(-14, 7) == 0)
    #expect(CivilDateTime.floorDiv(13, 7) == 1 && CivilDateTime.floorMod(13, 7) == 6)
  }
}
