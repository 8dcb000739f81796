/// The seven continents a country belongs to, from the UN M49 regions of CLDR's territory
/// containment (see ``CountryTable``): Africa (M49 002), Asia (142), Europe (150), Oceania
/// (009), North America (021 Northern America, 013 Central America, 029 Caribbean), South
/// America (005), and Antarctica for ISO 3166-1 `AQ` (which CLDR files under Oceania).
public enum Continent: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Africa (M49 002).
  case africa
  /// Antarctica (ISO 3166-1 `AQ`).
  case antarctica
  /// Asia (M49 142), Cyprus, Turkey and the Caucasus included as M49 has them.
  case asia
  /// Europe (M49 150), all of Russia included as M49 has it.
  case europe
  /// North America: Northern America (021), Central America (013) and the Caribbean (029).
  case northAmerica = "north_america"
  /// Oceania (M49 009) without Antarctica.
  case oceania
  /// South America (M49 005).
  case southAmerica = "south_america"

  /// The English name, e.g. "North America".
  public var name: String {
    switch self {
    case .africa: return "Africa"
    case .antarctica: return "Antarctica"
    case .asia: return "Asia"
    case .europe: return "Europe"
    case .northAmerica: return "North America"
    case .oceania: return "Oceania"
    case .southAmerica: return "South America"
    }
  }

  /// Alphabetical order of the raw values (the order of ``allCases``).
  public static func < (lhs: Continent, rhs: Continent) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
