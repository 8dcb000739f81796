import Foundation
import Testing
import WorkoutModel

/// Expected strings computed independently with Python's `datetime` and `zoneinfo`
/// (`datetime.fromtimestamp(t, timezone.utc).astimezone(ZoneInfo("Europe/Berlin")).isoformat()`).
@Suite("ISO 8601 formatting")
struct ISO8601FormatTests {
  static let berlin = TimeZone(identifier: "Europe/Berlin")!

  @Test(
    "formats UTC and Berlin local time across the 2024 spring-forward",
    arguments: [
      (1_711_845_000.0, false, "2024-03-31T00:30:00Z", "2024-03-31T01:30:00+01:00"),
      (1_711_848_600.0, false, "2024-03-31T01:30:00Z", "2024-03-31T03:30:00+02:00"),
      (-1.0, false, "1969-12-31T23:59:59Z", "1970-01-01T00:59:59+01:00"),
      (1_709_210_096.25, true, "2024-02-29T12:34:56.250Z", "2024-02-29T13:34:56.250+01:00"),
      (951_782_400.0, false, "2000-02-29T00:00:00Z", "2000-02-29T01:00:00+01:00"),
      // 2024-12-31T23:59:59.9999Z stays in 2024 (truncated, not rounded into New Year's Day).
      (1_735_689_599.9999, true, "2024-12-31T23:59:59.999Z", "2025-01-01T00:59:59.999+01:00"),
    ])
  func formats(seconds: Double, millis: Bool, utc: String, local: String) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(ISO8601Format.utc(date, milliseconds: millis) == utc)
    #expect(ISO8601Format.local(date, in: Self.berlin, milliseconds: millis) == local)
    #expect(ISO8601Format.localDate(date, in: Self.berlin) == String(local.prefix(10)))
  }

  @Test(
    "writes offsets with sign, hours and minutes, and seconds when there are any",
    arguments: [(0, "+00:00"), (4500, "+01:15"), (-34_200, "-09:30"), (3208, "+00:53:28")])
  func offsets(seconds: Int, text: String) {
    #expect(ISO8601Format.offsetText(seconds) == text)
  }

  /// Before standard time, tzdata gives local mean time, offsets with seconds. Expected strings
  /// from Python: `datetime(1880,6,1,12,tzinfo=timezone.utc).astimezone(ZoneInfo(zone))
  /// .isoformat()` (2026c tzdata); the seconds must be printed, or the text names another instant.
  @Test(
    "prints local-mean-time offsets to the second",
    arguments: [
      ("Europe/Berlin", "1880-06-01T12:53:28+00:53:28"),
      ("America/New_York", "1880-06-01T07:03:58-04:56:02"),
    ])
  func localMeanTime(zone: String, text: String) throws {
    let instant = Date(timeIntervalSince1970: -2_826_964_800)  // 1880-06-01T12:00:00Z
    let timeZone = try #require(TimeZone(identifier: zone))
    #expect(ISO8601Format.local(instant, in: timeZone) == text)
  }

  @Test("detects sub-second instants at millisecond resolution")
  func subsecond() {
    #expect(ISO8601Format.hasSubsecond(Date(timeIntervalSince1970: 10.015)))
    #expect(!ISO8601Format.hasSubsecond(Date(timeIntervalSince1970: 10)))
    #expect(ISO8601Format.hasSubsecond(Date(timeIntervalSince1970: 1_735_689_599.9999)))
  }
}
