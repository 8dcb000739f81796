import Foundation
import Testing

@testable import TimeZoneLookup

/// tzdata 2025b's `zone.tab` (public domain), copied to `Fixtures/zone.tab`: the source the
/// generated table must agree with, read here independently of the generator.
enum ZoneTabFixture {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/zone.tab")

  /// Zone → country code.
  static let countries: [String: String] = {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      if fields.count >= 3 { result[String(fields[2])] = String(fields[0]) }
    }
    return result
  }()

  /// The zones whose area also holds land another state claims, decided by hand (see
  /// `scripts/places/build_places.py`, `DISPUTED`).
  static let disputed: Set<String> = [
    "Europe/Belgrade", "Europe/Simferopol", "Asia/Famagusta", "Africa/El_Aaiun",
    "Asia/Jerusalem", "Asia/Kolkata", "Asia/Karachi", "Asia/Shanghai", "Asia/Nicosia",
  ]
}

@Suite("Zone → country: every zone of the map and how its country is decided")
struct ZoneCountryTests {
  static let zones = TimeZoneMap.embedded?.zoneIdentifiers ?? []

  @Test("the map carries 444 zones and the table one row per zone, in map order")
  func tableCoversTheMap() {
    #expect(Self.zones.count == 444)
    #expect(ZoneCountry.table.map(\.zone) == Self.zones)
  }

  /// Every zone: an `Etc/` zone is the open sea (no country); any other is the one country
  /// zone.tab names for it, `disputed` exactly for the hand-made list.
  @Test("each zone's country and rule", arguments: zones)
  func zoneRule(zone: String) throws {
    let row = try #require(ZoneCountry.table.first { $0.zone == zone })
    if zone.hasPrefix("Etc/") {
      #expect(row.rule == .ocean)
      #expect(row.country == nil)
    } else {
      let expected = try #require(ZoneTabFixture.countries[zone], "\(zone) not in zone.tab")
      #expect(row.country == expected)
      #expect(row.rule == (ZoneTabFixture.disputed.contains(zone) ? .disputed : .zoneTab))
      #expect(row.rule != .disputed || !row.note.isEmpty)
    }
  }

  @Test("rules counted: 409 by zone.tab, 9 disputed, 26 ocean")
  func ruleCounts() {
    let counts = Dictionary(grouping: ZoneCountry.table, by: \.rule).mapValues(\.count)
    #expect(counts[.zoneTab] == 409)
    #expect(counts[.disputed] == 9)
    #expect(counts[.ocean] == 26)
  }
}
