import Testing
import WorkoutModel

/// ``CountryVisits`` along meridian 0 with a made-up map: country `AA` south of 5° N, `BB`
/// from 5° N to 10° N, sea from 10° N to 20° N, `CC` north of 20° N. Steps of 0.0005° of
/// latitude are 55.6 m (``TestPoints/milliDegree`` / 2), so every second position is looked up.
@Suite("Countries along a track")
struct CountryVisitsTests {
  static func madeUpCountry(_ latitude: Double, _ longitude: Double) -> String? {
    if latitude < 5 { return "AA" }
    if latitude < 10 { return "BB" }
    if latitude < 20 { return nil }
    return "CC"
  }

  static func segment(_ latitudes: [Double]) -> TrackSegment {
    TrackSegment(
      points: latitudes.enumerated().map { TestPoints.point(Double($0.offset), lat: $0.element) })
  }

  @Test("a workout in one country credits it with its whole distance")
  func oneCountry() throws {
    let latitudes = (0...10).map { 1 + Double($0) * 0.0005 }
    let visits = try #require(
      CountryVisits(
        segments: [Self.segment(latitudes)], distanceMeters: 1234, country: Self.madeUpCountry))
    #expect(visits.start == "AA")
    #expect(visits == CountryVisits(start: "AA", visits: [.init(code: "AA", meters: 1234)]))
    #expect(!visits.crossesBorder)
  }

  /// 4.999 → 5.001 in four 55.6 m steps: looked up at 4.999 (AA), 5.000 (BB), 5.001 (BB). The
  /// first 111.2 m changes country, half each; the next 111.2 m is BB's: AA 1/4, BB 3/4 of 400 m.
  @Test("a border crossing splits the distance at the looked-up positions")
  func crossing() throws {
    let visits = try #require(
      CountryVisits(
        segments: [Self.segment([4.999, 4.9995, 5.0, 5.0005, 5.001])], distanceMeters: 400,
        country: Self.madeUpCountry))
    #expect(visits.start == "AA")
    #expect(visits.codes == ["AA", "BB"])
    #expect(abs(visits.visits[0].meters - 100) < 1e-6)
    #expect(abs(visits.visits[1].meters - 300) < 1e-6)
    #expect(visits.crossesBorder)
  }

  /// A 0°, 0° first fix is skipped; 111.2 m in AA, a jump to the sea, 111.2 m at sea, a jump to
  /// CC, 111.2 m in CC: the jumps count for nobody, the sea's third of 300 m is dropped.
  @Test("no-fix positions, jumps and the sea")
  func jumpsAndSea() throws {
    let visits = try #require(
      CountryVisits(
        segments: [Self.segment([0, 1, 1.0005, 1.001, 12, 12.0005, 12.001, 30, 30.0005, 30.001])],
        distanceMeters: 300, country: Self.madeUpCountry))
    #expect(visits.start == "AA")
    #expect(visits.codes == ["AA", "CC"])
    #expect(abs(visits.visits[0].meters - 100) < 1e-6)
    #expect(abs(visits.visits[1].meters - 100) < 1e-6)
  }

  @Test("a start at sea has no start country; the gap between segments counts for nobody")
  func seaStartAndSegments() throws {
    let visits = try #require(
      CountryVisits(
        segments: [Self.segment([12, 12.0005, 12.001]), Self.segment([7, 7.0005, 7.001])],
        distanceMeters: 50, country: Self.madeUpCountry))
    #expect(visits.start == nil)
    #expect(visits.codes == ["BB"])
    #expect(abs(visits.visits[0].meters - 25) < 1e-6)
  }

  @Test("no positions, or only 0°, 0°, give no countries")
  func noPositions() {
    let none = TrackSegment(points: [TestPoints.point(0), TestPoints.point(1)])
    #expect(CountryVisits(segments: [none], distanceMeters: 10, country: Self.madeUpCountry) == nil)
    #expect(
      CountryVisits(
        segments: [Self.segment([0, 0])], distanceMeters: 10, country: Self.madeUpCountry)
        == nil)
    #expect(CountryVisits(segments: [], distanceMeters: 0, country: Self.madeUpCountry) == nil)
  }

  /// 10 km in 2,000 steps of 5 m: one lookup at the start and one per 100 m, 101 in all.
  @Test("the lookups are bounded by the distance, not the number of positions")
  func lookupCost() {
    var lookups = 0
    let latitudes = (0...2000).map { 1 + Double($0) * 0.000045 }
    _ = CountryVisits(segments: [Self.segment(latitudes)], distanceMeters: 10_000) { _, _ in
      lookups += 1
      return "AA"
    }
    #expect((100...102).contains(lookups))
  }
}

@Suite("Country names and continents")
struct CountryTableTests {
  @Test("tzdata's iso3166.tab has 249 countries, and every continent has some")
  func counts() {
    #expect(Country.all.count == 249)
    #expect(Set(Country.all.map(\.continent)) == Set(Continent.allCases))
  }

  /// Continents as UN M49 (the UN Statistics Division's "Standard country or area codes for
  /// statistical use") files these countries; names as iso3166.tab spells them.
  @Test(
    "a country's name and continent",
    arguments: [
      ("CH", "Switzerland", Continent.europe), ("RU", "Russia", .europe),
      ("SJ", "Svalbard & Jan Mayen", .europe), ("TR", "Turkey", .asia), ("JP", "Japan", .asia),
      ("EG", "Egypt", .africa), ("US", "United States", .northAmerica),
      ("PA", "Panama", .northAmerica), ("CU", "Cuba", .northAmerica),
      ("BR", "Brazil", .southAmerica), ("AU", "Australia", .oceania),
      ("AQ", "Antarctica", .antarctica), ("GB", "Britain (UK)", .europe),
    ])
  func country(code: String, name: String, continent: Continent) throws {
    let country = try #require(Country.named(code))
    #expect(country.name == name)
    #expect(country.continent == continent)
  }

  @Test("an unknown code has no country")
  func unknown() {
    #expect(Country.named("XK") == nil)
    #expect(Country.named("ch") == nil)
  }
}
