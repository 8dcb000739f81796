import WorkoutModel

extension InspectJSON {
  /// `fields` followed by a workout's `start_country` and `countries` (`docs/CONTRACT.md`,
  /// "Places"): the ISO 3166-1 alpha-2 code of the first position's country (or `null`), and
  /// every country the track passed in order of first entry, `{"code","name","distance_m"}`;
  /// both `null` when countries were not found (indoor, virtual, no positions) or count for
  /// nothing (a trip or a transition: ``WorkoutModel/Workout/countedCountries``).
  static func countryFields(_ countries: CountryVisits?, after fields: [(String, JSONValue)])
    -> [(String, JSONValue)]
  {
    guard let countries else { return fields + [("start_country", .null), ("countries", .null)] }
    let visits = countries.visits.map { visit in
      JSONValue.object([
        ("code", .string(visit.code)),
        ("name", .optional(Country.named(visit.code)?.name)),
        ("distance_m", .number(visit.meters, decimals: 1)),
      ])
    }
    return fields + [("start_country", .optional(countries.start)), ("countries", .array(visits))]
  }
}
