import Testing

@testable import TimeZoneLookup

/// A place whose country is a matter of public record.
struct LabelledPlace: Sendable, CustomTestStringConvertible {
  let name: String
  let latitude: Double
  let longitude: Double
  let country: String?
  var testDescription: String { name }
}

/// Countries at places near borders and at the edges of the map. Coordinates are those of each
/// place's English Wikipedia article (its infobox, degrees and minutes, so about ±1 km), each
/// at least about 900 m from the nearest border; the country is the place's. The sea points are
/// farther than 12 nautical miles (22 km) from any coast.
@Suite("Country at labelled places", .enabled(if: CountryLookup.embedded != nil))
struct CountryLookupTests {
  static let places: [LabelledPlace] = [
    // Basel tri-point area (CH / DE / FR).
    LabelledPlace(name: "Basel Minster", latitude: 47.5567, longitude: 7.5925, country: "CH"),
    LabelledPlace(name: "Saint-Louis", latitude: 47.5833, longitude: 7.5667, country: "FR"),
    LabelledPlace(name: "Lörrach", latitude: 47.6167, longitude: 7.6667, country: "DE"),
    LabelledPlace(name: "Riehen", latitude: 47.5833, longitude: 7.65, country: "CH"),
    // Gorizia (IT) and Nova Gorica (SI).
    LabelledPlace(name: "Gorizia", latitude: 45.9333, longitude: 13.6167, country: "IT"),
    LabelledPlace(name: "Nova Gorica", latitude: 45.95, longitude: 13.65, country: "SI"),
    // Zones that are a small country or an enclave.
    LabelledPlace(name: "Büsingen (DE in CH)", latitude: 47.70, longitude: 8.6833, country: "DE"),
    LabelledPlace(name: "Vaduz", latitude: 47.1410, longitude: 9.5215, country: "LI"),
    LabelledPlace(name: "San Marino", latitude: 43.9356, longitude: 12.4473, country: "SM"),
    LabelledPlace(
      name: "St Peter's, Vatican", latitude: 41.9022, longitude: 12.4539, country: "VA"),
    LabelledPlace(name: "Monaco", latitude: 43.7333, longitude: 7.4167, country: "MC"),
    // Kaliningrad (RU, between PL and LT); Svalbard (SJ).
    LabelledPlace(name: "Kaliningrad", latitude: 54.7167, longitude: 20.5167, country: "RU"),
    LabelledPlace(name: "Longyearbyen", latitude: 78.2167, longitude: 15.65, country: "SJ"),
    LabelledPlace(name: "Ny-Ålesund", latitude: 78.9167, longitude: 11.9333, country: "SJ"),
    // A ferry's ends and the open sea between others.
    LabelledPlace(name: "Dover", latitude: 51.1279, longitude: 1.3134, country: "GB"),
    LabelledPlace(name: "Calais", latitude: 50.9513, longitude: 1.8587, country: "FR"),
    LabelledPlace(name: "North Sea, 56° N 3° E", latitude: 56, longitude: 3, country: nil),
    // Null Island, the poles, the antimeridian (Wrangel Island spans it).
    LabelledPlace(name: "Null Island 0°, 0°", latitude: 0, longitude: 0, country: nil),
    LabelledPlace(name: "0.001° N of Null Island", latitude: 0.001, longitude: 0, country: nil),
    LabelledPlace(name: "North Pole", latitude: 90, longitude: 0, country: nil),
    LabelledPlace(name: "South Pole", latitude: -90, longitude: 0, country: "AQ"),
    LabelledPlace(
      name: "Wrangel Island 179.9° E", latitude: 71.25, longitude: 179.9, country: "RU"),
    LabelledPlace(name: "Wrangel Island 180°", latitude: 71.25, longitude: 180, country: "RU"),
    LabelledPlace(
      name: "Wrangel Island 179.9° W", latitude: 71.25, longitude: -179.9, country: "RU"),
  ]

  @Test("country at a labelled place", arguments: places)
  func country(place: LabelledPlace) throws {
    let lookup = try #require(CountryLookup.embedded)
    #expect(lookup.country(latitude: place.latitude, longitude: place.longitude) == place.country)
  }

  @Test("no country for positions outside WGS 84 ranges or not finite")
  func outOfRange() throws {
    let lookup = try #require(CountryLookup.embedded)
    #expect(lookup.country(latitude: 91, longitude: 0) == nil)
    #expect(lookup.country(latitude: 0, longitude: 181) == nil)
    #expect(lookup.country(latitude: .nan, longitude: 7) == nil)
  }

  /// Baarle-Hertog's 22 Belgian enclaves lie inside Baarle-Nassau (NL), within about 3 km of
  /// 51.44° N 4.93° E (Wikipedia). The zone map carries them as Europe/Brussels pieces, at its
  /// simplification of at most 56 m: a 200 m grid over the village answers both countries, and
  /// the towns around answer theirs. Which side a house lies on is not tested: no independent
  /// survey of the enclave borders was at hand, and the larger enclaves are a few hundred metres
  /// wide.
  @Test("Baarle: the Belgian enclaves inside the Netherlands are carried")
  func baarle() throws {
    let lookup = try #require(CountryLookup.embedded)
    var found: Set<String> = []
    for row in 0...10 {
      for column in 0...15 {
        let latitude = 51.430 + Double(row) * 0.002
        let longitude = 4.915 + Double(column) * 0.002
        if let country = lookup.country(latitude: latitude, longitude: longitude) {
          found.insert(country)
        }
      }
    }
    #expect(found == ["BE", "NL"])
    #expect(lookup.country(latitude: 51.5833, longitude: 4.7833) == "NL")  // Breda
    #expect(lookup.country(latitude: 51.3167, longitude: 4.95) == "BE")  // Turnhout
  }
}
