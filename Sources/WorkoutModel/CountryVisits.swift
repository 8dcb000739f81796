/// The countries a workout's track passes through (issue 15, "Places"): the country of its first
/// position and every country of the positions sampled along it, each with the share of the
/// workout's distance done there. Filled by the importer from the full track before the
/// trackpoints are dropped (``init(segments:distanceMeters:country:)``).
///
/// Countries are ISO 3166-1 alpha-2 codes (``Country``). Positions at sea beyond territorial
/// waters, and the 0°, 0° no-fix position, have no country.
public struct CountryVisits: Sendable, Hashable {
  /// One country the track passed through.
  public struct Visit: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code, e.g. `CH`.
    public var code: String
    /// The workout's distance done in that country, metres (see
    /// ``CountryVisits/init(segments:distanceMeters:country:)`` for the rule); 0 for a country
    /// only touched by one sampled position.
    public var meters: Double

    /// Creates a visit.
    public init(code: String, meters: Double) {
      self.code = code
      self.meters = meters
    }
  }

  /// Country of the first position, `nil` when it lies at sea or in no country.
  public var start: String?
  /// Every country passed, in the order the track first entered it (the start's first).
  public var visits: [Visit]

  /// Creates the visits from their parts.
  public init(start: String?, visits: [Visit]) {
    self.start = start
    self.visits = visits
  }

  /// The country codes passed, in order of first entry.
  public var codes: [String] { visits.map(\.code) }

  /// Whether the track passed through two or more countries (it crossed a border).
  public var crossesBorder: Bool { visits.count > 1 }
}
