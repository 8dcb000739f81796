import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

@Suite("Report formatting")
struct ReportFormattingTests {
  @Test("kilometres and hours from SI units")
  func units() {
    // 1,234,500 m = 1,234.5 km; 12,600 s = 3.5 h.
    #expect(ReportFormatting.kilometres(metres: 1_234_500) == "1,234.5 km")
    #expect(ReportFormatting.hours(seconds: 12_600) == "3.5 h")
  }

  @Test("progress text singularises a target of one")
  func progress() {
    #expect(ReportFormatting.progress(current: 3, target: 7, unit: "days") == "3 / 7 days")
    #expect(ReportFormatting.progress(current: 0, target: 1, unit: "workouts") == "0 / 1 workout")
    #expect(ReportFormatting.progress(current: 1200, target: 5000, unit: "") == "1,200 / 5,000")
  }

  @Test(
    "percent is floored and clamped",
    arguments: [
      (3, 7, 42), (7, 7, 100), (9, 7, 100), (-2, 7, 0), (1, 0, 0), (2, 3, 66),
    ] as [(Int, Int, Int)])
  func percent(part: Int, whole: Int, expected: Int) {
    // 3/7 = 42.86 % → 42; 2/3 = 66.67 % → 66 (python3: 3/7*100).
    #expect(ReportFormatting.percent(part, of: whole) == expected)
  }

  @Test(
    "zone source labels",
    arguments: [
      (TimeZoneSource.timestampOffset, "offset in file"), (.coordinates, "from coordinates"),
      (.homeSetting, "home zone"), (.utcFallback, "UTC fallback"),
    ])
  func zoneLabels(source: TimeZoneSource, expected: String) {
    #expect(ReportFormatting.zoneSourceLabel(source) == expected)
  }

  @Test(
    "basename of plain paths and archive members",
    arguments: [
      ("/a/b/run.gpx", "run.gpx"), ("export.zip!/activities/1.gpx.gz", "1.gpx.gz"),
      ("a.zip!b.gpx", "b.gpx"), ("run.gpx", "run.gpx"), ("dir/", "dir/"),
    ])
  func basename(path: String, expected: String) {
    #expect(ReportFormatting.basename(path) == expected)
  }

  @Test("activity names for people")
  func activityNames() {
    #expect(ReportFormatting.activityName(.crossCountrySkiing) == "Cross country skiing")
    #expect(ReportFormatting.activityName(.running) == "Running")
  }
}

@Suite("Civil date-time")
struct CivilDateTimeTests {
  // Epoch seconds and local times from python3 zoneinfo, e.g.
  // datetime.fromtimestamp(1743296400, ZoneInfo("Europe/Berlin")).isoformat().
  @Test(
    "wall time in a zone, DST on the instant's own date",
    arguments: [
      (0, "UTC", "1970-01-01T00:00:00+00:00"),
      (-1, "UTC", "1969-12-31T23:59:59+00:00"),
      (1_709_208_000, "UTC", "2024-02-29T12:00:00+00:00"),
      (-2_203_891_200, "UTC", "1900-03-01T00:00:00+00:00"),
      (4_133_980_799, "UTC", "2100-12-31T23:59:59+00:00"),
      (1_743_296_399, "Europe/Berlin", "2025-03-30T01:59:59+01:00"),
      (1_743_296_400, "Europe/Berlin", "2025-03-30T03:00:00+02:00"),
      (1_751_371_200, "America/St_Johns", "2025-07-01T09:30:00-02:30"),
      (1_736_923_500, "Asia/Kolkata", "2025-01-15T12:15:00+05:30"),
      (1_736_923_500, "Not/AZone", "2025-01-15T06:45:00+00:00"),
    ] as [(Int, String, String)])
  func wallTime(epoch: Int, zone: String, expected: String) {
    let civil = CivilDateTime(
      instant: Date(timeIntervalSince1970: TimeInterval(epoch)), timeZoneIdentifier: zone)
    #expect(civil.iso8601 == expected)
  }

  @Test("sub-second instants are floored, not rounded")
  func floors() {
    let civil = CivilDateTime(instant: Date(timeIntervalSince1970: 59.9))
    #expect(civil.dateSecondString == "1970-01-01 00:00:59")
    let before = CivilDateTime(instant: Date(timeIntervalSince1970: -0.5))
    #expect(before.dateSecondString == "1969-12-31 23:59:59")
  }
}

@Suite("Record values")
struct RecordValueFormattingTests {
  @Test(
    "formats record values in their units",
    arguments: [
      // 102.87 s rounds to 1:43; 5,856.196 s = 1 h 37 min 36.2 s; 59.5 s rounds half up to 1:00.
      (102.87, "s", "1:43"), (5_856.196, "s", "1:37:36"), (59.5, "s", "1:00"),
      (850.4, "m", "850 m"), (12_982.573, "m", "12.98 km"), (1.0, "days", "1 day"),
      (6.0, "days", "6 days"), (Double.nan, "s", "–"),
    ])
  func values(value: Double, unit: String, text: String) {
    #expect(ReportFormatting.recordValue(value, unit: unit) == text)
  }
}
