/// Offline WGS 84 position → ISO 3166-1 alpha-2 country, at the resolution of the embedded
/// time-zone map (``TimeZoneMap``): the zone at the position, then the country of that zone
/// (``ZoneCountry``, from tzdata's `zone.tab`).
///
/// The boundary builder's zones split at country borders (OpenStreetMap), so the answer is right
/// wherever the zone map is (within about 50 m of a land border, see `TimeZoneMap`); the open
/// sea beyond territorial waters (`Etc/GMT±N`) is no country, and so is 0°, 0°, which lies
/// there. Known limits: land whose zone also covers a neighbour's claim answers the zone's
/// country (``ZoneCountry/Rule/disputed``); enclaves the map does not carry as their own zone
/// (the Belgian enclaves of Baarle-Hertog inside the Netherlands) answer the surrounding country.
public struct CountryLookup: Sendable {
  /// The lookup over ``TimeZoneMap/embedded``; `nil` when the binary carries no map.
  public static let embedded: CountryLookup? = TimeZoneMap.embedded.map { CountryLookup(map: $0) }

  /// The zone map.
  public let map: TimeZoneMap
  /// Country per zone index of ``map`` (`nil`: no country, or a zone the table lacks).
  private let countries: [String?]

  /// Creates the lookup over `map`; zones missing from ``ZoneCountry/table`` (a map newer than
  /// the table) answer no country.
  public init(map: TimeZoneMap) {
    self.map = map
    var byZone: [String: String] = [:]
    for row in ZoneCountry.table { if let country = row.country { byZone[row.zone] = country } }
    countries = map.zoneIdentifiers.map { byZone[$0] }
  }

  /// The ISO 3166-1 alpha-2 country at a WGS 84 position in degrees, or `nil` at sea (0°, 0°
  /// included: the map's open sea, no rule of its own; readers drop that no-fix position
  /// before anything looks it up, `GeoPosition.isUsable`), and for out-of-range or non-finite
  /// input.
  public func country(latitude: Double, longitude: Double) -> String? {
    guard let index = map.zoneIndex(latitude: latitude, longitude: longitude),
      countries.indices.contains(index)
    else { return nil }
    return countries[index]
  }
}
