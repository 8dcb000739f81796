import Foundation
import Testing
import TrophiesCLI

/// Places through the command line, on `Fixtures/channel-swim.gpx`: a straight swim from
/// Dover (51.1279° N 1.3134° E, England) to Cap Gris-Nez (50.8720° N 1.5840° E, France), a
/// position every 2 minutes (96 m), 34.18 km by the haversine (python3), on 2025-08-15 from
/// 05:00 UTC. The Strait of Dover is territorial water of one or the other all the way, so the
/// track passes GB, then FR, and crosses a border.
@Suite("places on the command line")
struct PlacesCLITests {
  static let swim = InspectJSONTests.fixtures.appendingPathComponent("channel-swim.gpx").path

  @Test("inspect --json gives the start country and the countries in order")
  func inspect() throws {
    let (code, output, _) = runTrophies(["inspect", "--json", Self.swim])
    #expect(code == 0)
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let workout = try #require((object?["workouts"] as? [[String: Any]])?.first)
    #expect(workout["start_country"] as? String == "GB")
    let countries = try #require(workout["countries"] as? [[String: Any]])
    #expect(countries.compactMap { $0["code"] as? String } == ["GB", "FR"])
    #expect(countries.first?["name"] as? String == "Britain (UK)")
    let shares = countries.compactMap { $0["distance_m"] as? Double }
    #expect(abs(shares.reduce(0, +) - 34_179.7) < 0.2)
  }

  @Test("achievements --json: the border badge, then one entry per country visited")
  func achievements() throws {
    let (code, output, _) = runTrophies(["achievements", "--json", Self.swim])
    #expect(code == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let border = try #require(entries.first { $0["id"] as? String == "place.border" })
    #expect(border["earned"] as? Bool == true)
    #expect(border["earned_at_local"] as? String == "2025-08-15T06:00:00+01:00")
    let places = entries.filter { ($0["id"] as? String)?.hasPrefix("place.country.") == true }
    #expect(places.compactMap { $0["id"] as? String } == ["place.country.gb", "place.country.fr"])
    #expect(
      entries.suffix(2).compactMap { $0["id"] as? String }
        == places.map { $0["id"] as? String ?? "" })
    let france = try #require(places.last?["place"] as? [String: Any])
    #expect(france["country"] as? String == "FR")
    #expect(france["name"] as? String == "France")
    #expect(france["continent"] as? String == "europe")
    #expect(france["first_visit"] as? String == "2025-08-15")
    #expect(france["workouts"] as? Int == 1)
    #expect(places.last?["kind"] as? String == "places")
    #expect(places.last?["name"] as? String == "First workout in France")
  }
}
