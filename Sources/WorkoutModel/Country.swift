/// A country or territory with an ISO 3166-1 alpha-2 code, its short English name and its
/// continent, from the generated ``CountryTable`` (tzdata's `iso3166.tab`, public domain; CLDR's
/// territory containment, Unicode License).
public struct Country: Sendable, Hashable {
  /// ISO 3166-1 alpha-2 code in capitals, e.g. `CH`.
  public var code: String
  /// tzdata's short English name, e.g. "Switzerland", "Britain (UK)".
  public var name: String
  /// The continent (``Continent``).
  public var continent: Continent

  /// Creates a country.
  public init(code: String, name: String, continent: Continent) {
    self.code = code
    self.name = name
    self.continent = continent
  }

  /// Every country of the table, by code (249 in tzdata 2025b).
  public static let all: [Country] = CountryTable.text.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3, let continent = Continent(rawValue: String(fields[1])) else {
      return nil
    }
    return Country(code: String(fields[0]), name: String(fields[2]), continent: continent)
  }

  private static let byCode: [String: Country] = Dictionary(
    all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

  /// The country with ISO code `code` (capitals), or `nil` when the table has none.
  public static func named(_ code: String) -> Country? { byCode[code] }
}
