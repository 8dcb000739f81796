import Foundation
import Testing

@testable import Achievements

/// Equinoxes and solstices (Meeus ch. 27) against the US Naval Observatory's "Earth's Seasons"
/// table, UTC to the minute (the 2020 and 2022 rows as quoted from it by stored pages; every row
/// agrees with PyEphem 4.2.1's `next_vernal_equinox` … `next_winter_solstice` within a minute).
@Suite("Equinoxes and solstices")
struct SeasonTests {
  /// Year, then March equinox, June solstice, September equinox, December solstice (UTC).
  static let usno: [(Int, [String])] = [
    (2020, ["2020-03-20T03:50Z", "2020-06-20T21:44Z", "2020-09-22T13:31Z", "2020-12-21T10:02Z"]),
    (2021, ["2021-03-20T09:37Z", "2021-06-21T03:32Z", "2021-09-22T19:21Z", "2021-12-21T15:59Z"]),
    (2022, ["2022-03-20T15:33Z", "2022-06-21T09:14Z", "2022-09-23T01:04Z", "2022-12-21T21:48Z"]),
    (2023, ["2023-03-20T21:24Z", "2023-06-21T14:58Z", "2023-09-23T06:50Z", "2023-12-22T03:27Z"]),
    (2024, ["2024-03-20T03:06Z", "2024-06-20T20:51Z", "2024-09-22T12:44Z", "2024-12-21T09:21Z"]),
    (2025, ["2025-03-20T09:01Z", "2025-06-21T02:42Z", "2025-09-22T18:19Z", "2025-12-21T15:03Z"]),
    (2026, ["2026-03-20T14:46Z", "2026-06-21T08:24Z", "2026-09-23T00:05Z", "2026-12-21T20:50Z"]),
    (2027, ["2027-03-20T20:25Z", "2027-06-21T14:11Z", "2027-09-23T06:02Z", "2027-12-22T02:42Z"]),
    (2028, ["2028-03-20T02:17Z", "2028-06-20T20:02Z", "2028-09-22T11:45Z", "2028-12-21T08:19Z"]),
    (2029, ["2029-03-20T08:02Z", "2029-06-21T01:48Z", "2029-09-22T17:38Z", "2029-12-21T14:14Z"]),
    (2030, ["2030-03-20T13:52Z", "2030-06-21T07:31Z", "2030-09-22T23:27Z", "2030-12-21T20:09Z"]),
  ]

  static func instant(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text.replacingOccurrences(of: "Z", with: ":00Z"))
  }

  @Test("2020–2030 within two minutes of the USNO's table", arguments: usno.map(\.0))
  func againstUSNO(_ year: Int) throws {
    let row = try #require(Self.usno.first { $0.0 == year })
    for (season, text) in zip(Season.allCases, row.1) {
      let published = try #require(Self.instant(text), "\(text)")
      let computed = season.instant(year: year)
      // The table rounds to the minute: 30 s of rounding plus Meeus' stated error.
      #expect(abs(computed.timeIntervalSince(published)) <= 120, "\(season) \(year): \(computed)")
    }
  }

  @Test(
    "the local date follows the zone: 2024's June solstice is 21 June in Tokyo, 20 June in New York"
  )
  func localDate() throws {
    // 2024-06-20T20:51Z is 2024-06-21 05:51 in Tokyo (+09) and 2024-06-20 16:51 in New York (−04).
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(
      Season.juneSolstice.localDate(year: 2024, in: tokyo)
        == LocalDate(year: 2024, month: 6, day: 21))
    #expect(
      Season.juneSolstice.localDate(year: 2024, in: newYork)
        == LocalDate(year: 2024, month: 6, day: 20))
  }
}
