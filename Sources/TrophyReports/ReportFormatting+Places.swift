import Achievements

extension ReportFormatting {
  /// The heading of a places ladder (``PlacesEvaluator``): `place.countries` → "Countries",
  /// `place.continents` → "Continents", `place.border` → "Border crossings"; `nil` for other
  /// groups.
  static func placesLadderTitle(_ group: String) -> String? {
    switch group {
    case PlacesEvaluator.countriesGroup: "Countries"
    case PlacesEvaluator.continentsGroup: "Continents"
    case PlacesEvaluator.borderGroup: "Border crossings"
    default: nil
    }
  }
}
