/// The badges about the sun at the workout's place (`sun.<raw value>` groups, kind `sun`); what
/// earns each is ``SunFacts``' business.
public enum SunBadge: String, Sendable, Hashable, CaseIterable, Codable {
  /// Active when the sun rose: started before sunrise and ended after it.
  case sunrise
  /// Active while the sun was between 4° below and 6° above the horizon.
  case goldenHour = "golden_hour"
  /// Active when the sun set: started before sunset and ended after it.
  case sunset
  /// Active at local midnight (00:00) with the sun above the horizon.
  case midnightSun = "midnight_sun"
  /// Active on the local date of the summer solstice of the place's hemisphere (June north of
  /// the equator, December south of it).
  case longestDay = "longest_day"
  /// Active on the local date of the March equinox.
  case marchEquinox = "march_equinox"
  /// Active on the local date of the September equinox.
  case septemberEquinox = "september_equinox"
}
