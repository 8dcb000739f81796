import Foundation
import Testing

@testable import TimeZoneLookup

/// The map answers a zone *name*; offsets must come from that zone's rules on the workout's own
/// date (DESIGN.md), which Foundation takes from the toolchain's ICU. Expected offsets from the
/// IANA tzdata `europe` and `australasia` files.
@Suite("offsets come from the zone's rules on the workout's date")
struct HistoricalOffsetTests {
  static func instant(_ iso: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: iso))
  }

  /// tzdata `europe`: Europe/Moscow was +04 (permanent "summer" time) from 2011-03-27 until
  /// 2014-10-26, and +03 since.
  @Test("Moscow: +04:00 in June 2013, +03:00 in June 2015")
  func moscow() throws {
    let name = try #require(TimeZoneMap.embedded?.zone(latitude: 55.7558, longitude: 37.6173))
    #expect(name == "Europe/Moscow")
    let zone = try #require(TimeZone(identifier: name))
    #expect(zone.secondsFromGMT(for: try Self.instant("2013-06-01T06:00:00Z")) == 4 * 3600)
    #expect(zone.secondsFromGMT(for: try Self.instant("2015-06-01T06:00:00Z")) == 3 * 3600)
  }

  /// tzdata `australasia`: Pacific/Apia ran −11 standard / −10 daylight until
  /// 2011-12-29 24:00 local, then +13 / +14, skipping Friday 2011-12-30 entirely.
  @Test("Apia skips 2011-12-30: −10:00 before, +14:00 after")
  func apia() throws {
    let name = try #require(TimeZoneMap.embedded?.zone(latitude: -13.8333, longitude: -171.7667))
    #expect(name == "Pacific/Apia")
    let zone = try #require(TimeZone(identifier: name))
    let before = try Self.instant("2011-12-30T09:59:59Z")  // 23:59:59 on the 29th, local −10
    let after = try Self.instant("2011-12-30T10:00:00Z")  // 00:00 on the 31st, local +14
    #expect(zone.secondsFromGMT(for: before) == -10 * 3600)
    #expect(zone.secondsFromGMT(for: after) == 14 * 3600)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    #expect(calendar.component(.day, from: before) == 29)
    #expect(calendar.component(.day, from: after) == 31)
  }

  /// Etc/GMT+2 is UTC−2 (POSIX sign inversion), at any date.
  @Test("mid-Atlantic Etc/GMT+2 is two hours behind UTC")
  func ocean() throws {
    let name = try #require(TimeZoneMap.embedded?.zone(latitude: 0, longitude: -30))
    let zone = try #require(TimeZone(identifier: name))
    #expect(zone.secondsFromGMT(for: try Self.instant("2024-07-01T12:00:00Z")) == -2 * 3600)
  }
}
