/// How one zone of the map gives a country (``CountryLookup``): a row of the generated
/// ``ZoneCountryTable`` (`scripts/places/build_places.py`, from tzdata's `zone.tab`).
public struct ZoneCountry: Sendable, Hashable {
  /// How the country was decided.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// The one ISO 3166-1 country tzdata's `zone.tab` names for the zone. The boundary builder
    /// draws each of those zones from that country's OpenStreetMap border (Europe/Vaduz is
    /// Liechtenstein, Europe/Busingen the German enclave of Büsingen).
    case zoneTab = "zone_tab"
    /// As ``zoneTab``, but the zone's area also holds land that another state claims or that
    /// ISO 3166-1 has no code for (Kosovo in Europe/Belgrade); ``ZoneCountry/note`` says what.
    /// The answer stays `zone.tab`'s country: finer polygons would be needed to tell more, and
    /// `zone.tab` takes no position on claims.
    case disputed
    /// An `Etc/GMT±N` (or `Etc/UTC`) zone: the open sea beyond territorial waters, no country.
    case ocean
  }

  /// IANA zone identifier, e.g. `Europe/Vaduz`.
  public var zone: String
  /// ISO 3166-1 alpha-2 code, `nil` for ``Rule/ocean``.
  public var country: String?
  /// How ``country`` was decided.
  public var rule: Rule
  /// What else a ``Rule/disputed`` zone's area holds; empty otherwise.
  public var note: String

  /// Creates a row.
  public init(zone: String, country: String?, rule: Rule, note: String = "") {
    self.zone = zone
    self.country = country
    self.rule = rule
    self.note = note
  }

  /// Every row of the generated table, in the map's zone order.
  public static let table: [ZoneCountry] = ZoneCountryTable.text.split(separator: "\n").compactMap {
    line in
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count >= 3, let rule = Rule(rawValue: fields[2]) else { return nil }
    return ZoneCountry(
      zone: fields[0], country: fields[1].isEmpty ? nil : fields[1], rule: rule,
      note: fields.count > 3 ? fields[3] : "")
  }
}
