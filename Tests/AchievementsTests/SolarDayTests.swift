import Foundation
import Testing

@testable import Achievements

/// Sunrise and sunset checked against outside tables.
///
/// - `usno`: the US Naval Observatory's "Rise and Set for the Sun for 2008" table for
///   W121°55′ N37°24′ (Cupertino, zone 8 h west of Greenwich, no summer time), day 01 of each
///   month, as printed (to the minute).
/// - `ephem`: PyEphem 4.2.1 (VSOP87 positions, an implementation independent of NOAA's
///   equations) with the USNO's conventions: pressure 0, horizon −0°34′, upper limb
///   (`previous_rising` / `next_setting` from local noon, `use_center=False`), printed in the
///   place's zone by Python's zoneinfo. The script is in the commit message that added this file.
@Suite("Sunrise and sunset (NOAA equations against outside tables)")
struct SolarDayTests {
  /// One place and date with the outside table's sunrise and sunset (local ISO 8601), or `nil`
  /// for both when the table says the sun stays up (`polarDay`) or down.
  struct Case: Sendable, CustomStringConvertible {
    var place: String
    var latitude: Double
    var longitude: Double
    var zone: String
    var date: String
    var sunrise: String?
    var sunset: String?
    var polarDay = false
    var description: String { "\(place) \(date)" }
  }

  static let ephem: [Case] = [
    Case(
      place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo",
      date: "2025-06-21", polarDay: true),
    Case(
      place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo",
      date: "2025-12-21"),
    Case(
      place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo",
      date: "2025-04-15", sunrise: "2025-04-15T04:41:52+02:00", sunset: "2025-04-15T20:49:31+02:00"),
    Case(
      place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo",
      date: "2025-08-10", sunrise: "2025-08-10T03:20:01+02:00", sunset: "2025-08-10T22:14:40+02:00"),
    Case(
      place: "Longyearbyen", latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen",
      date: "2025-03-01", sunrise: "2025-03-01T08:24:52+01:00", sunset: "2025-03-01T15:57:25+01:00"),
    Case(
      place: "Longyearbyen", latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen",
      date: "2025-10-10", sunrise: "2025-10-10T08:43:45+02:00", sunset: "2025-10-10T16:42:17+02:00"),
    Case(
      place: "Longyearbyen", latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen",
      date: "2025-06-21", polarDay: true),
    Case(
      place: "Quito", latitude: -0.1807, longitude: -78.4678, zone: "America/Guayaquil",
      date: "2025-03-20", sunrise: "2025-03-20T06:17:54-05:00", sunset: "2025-03-20T18:24:24-05:00"),
    Case(
      place: "Quito", latitude: -0.1807, longitude: -78.4678, zone: "America/Guayaquil",
      date: "2025-11-03", sunrise: "2025-11-03T05:53:47-05:00", sunset: "2025-11-03T18:01:05-05:00"),
    Case(
      place: "Sydney", latitude: -33.8688, longitude: 151.2093, zone: "Australia/Sydney",
      date: "2025-12-21", sunrise: "2025-12-21T05:40:44+11:00", sunset: "2025-12-21T20:05:32+11:00"),
    Case(
      place: "Sydney", latitude: -33.8688, longitude: 151.2093, zone: "Australia/Sydney",
      date: "2025-06-21", sunrise: "2025-06-21T07:00:01+10:00", sunset: "2025-06-21T16:53:49+10:00"),
    Case(
      place: "Honolulu", latitude: 21.3069, longitude: -157.8583, zone: "Pacific/Honolulu",
      date: "2025-07-04", sunrise: "2025-07-04T05:54:17-10:00", sunset: "2025-07-04T19:17:38-10:00"),
    Case(
      place: "Apia", latitude: -13.8333, longitude: -171.7667, zone: "Pacific/Apia",
      date: "2025-01-01", sunrise: "2025-01-01T06:02:35+13:00", sunset: "2025-01-01T18:58:21+13:00"),
    Case(
      place: "Apia", latitude: -13.8333, longitude: -171.7667, zone: "Pacific/Apia",
      date: "2025-07-01", sunrise: "2025-07-01T06:51:17+13:00", sunset: "2025-07-01T18:10:34+13:00"),
    Case(
      place: "Auckland", latitude: -36.8485, longitude: 174.7633, zone: "Pacific/Auckland",
      date: "2025-12-31", sunrise: "2025-12-31T06:04:14+13:00", sunset: "2025-12-31T20:43:13+13:00"),
    Case(
      place: "Kathmandu", latitude: 27.7172, longitude: 85.3240, zone: "Asia/Kathmandu",
      date: "2025-10-15", sunrise: "2025-10-15T06:03:48+05:45", sunset: "2025-10-15T17:34:46+05:45"),
    // The sun sets after local midnight: the sunset of 21 June falls on 22 June.
    Case(
      place: "Reykjavík", latitude: 64.1466, longitude: -21.9426, zone: "Atlantic/Reykjavik",
      date: "2025-06-21", sunrise: "2025-06-21T02:55:20+00:00", sunset: "2025-06-22T00:03:51+00:00"),
  ]

  /// USNO 2008 table, W121°55′ N37°24′, zone −8 h: day 01 of each month, rise and set `hhmm`.
  static let usno: [(month: Int, rise: String, set: String)] = [
    (1, "0722", "1700"), (2, "0711", "1732"), (3, "0638", "1802"), (4, "0552", "1831"),
    (5, "0512", "1858"), (6, "0448", "1923"), (7, "0451", "1932"), (8, "0512", "1915"),
    (9, "0539", "1836"), (10, "0604", "1750"), (11, "0633", "1709"), (12, "0704", "1650"),
  ]

  static func date(_ text: String) -> LocalDate {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return LocalDate(year: parts[0], month: parts[1], day: parts[2])
  }

  static func instant(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
  }

  @Test(
    "sunrise and sunset within a minute of PyEphem; polar day and night named", arguments: ephem)
  func againstEphem(_ c: Case) throws {
    let zone = try #require(TimeZone(identifier: c.zone))
    let day = SolarDay(
      date: Self.date(c.date), latitude: c.latitude, longitude: c.longitude, timeZone: zone)
    guard let riseText = c.sunrise, let setText = c.sunset else {
      #expect(day.light == (c.polarDay ? .polarDay : .polarNight))
      #expect(day.sunrise == nil && day.sunset == nil)
      return
    }
    let rise = try #require(Self.instant(riseText))
    let set = try #require(Self.instant(setText))
    let sunrise = try #require(day.sunrise)
    let sunset = try #require(day.sunset)
    #expect(abs(sunrise.timeIntervalSince(rise)) <= 60, "sunrise \(sunrise) vs \(riseText)")
    #expect(abs(sunset.timeIntervalSince(set)) <= 60, "sunset \(sunset) vs \(setText)")
  }

  @Test("sunrise and sunset within a minute of the USNO's 2008 table for Cupertino")
  func againstUSNO() throws {
    let zone = try #require(TimeZone(secondsFromGMT: -8 * 3600))
    for row in Self.usno {
      let day = SolarDay(
        date: LocalDate(year: 2008, month: row.month, day: 1), latitude: 37 + 24.0 / 60,
        longitude: -(121 + 55.0 / 60), timeZone: zone)
      let midnight =
        Double(LocalDate(year: 2008, month: row.month, day: 1).dayNumber) * 86_400
        + 8 * 3600
      func table(_ hhmm: String) -> Double {
        let value = Int(hhmm) ?? 0
        return midnight + Double(value / 100 * 3600 + value % 100 * 60)
      }
      let sunrise = try #require(day.sunrise).timeIntervalSince1970
      let sunset = try #require(day.sunset).timeIntervalSince1970
      #expect(abs(sunrise - table(row.rise)) <= 60, "month \(row.month) rise")
      #expect(abs(sunset - table(row.set)) <= 60, "month \(row.month) set")
    }
  }
}
