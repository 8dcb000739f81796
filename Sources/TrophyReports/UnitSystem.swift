import WorkoutModel

/// The units reports print distances, paces and speeds in (`report --units`).
///
/// Metric: kilometres, metres, min/km, km/h, min/100 m. Imperial: miles (1,609.344 m), feet
/// (0.3048 m) for climbs, min/mi, mph, min/100 yd (91.44 m). Catalog thresholds (a "1,000 km"
/// ladder) keep their own units: only measured values are converted.
public enum UnitSystem: String, Sendable, Hashable, CaseIterable {
  /// SI-based units, the default.
  case metric
  /// US customary units.
  case imperial

  /// Metres per mile.
  static let mile = 1_609.344
  /// Metres per foot.
  static let foot = 0.3048
  /// Metres per yard.
  static let yard = 0.9144

  /// A long distance: `"1,234.5 km"` or `"767.1 mi"`, one decimal.
  public func distance(metres: Double) -> String {
    distanceNumber(metres: metres) + (self == .metric ? " km" : " mi")
  }

  /// The number of ``distance(metres:)`` without its unit.
  public func distanceNumber(metres: Double) -> String {
    NumberText.fixed(metres / (self == .metric ? 1_000 : Self.mile), decimals: 1)
  }

  /// The word for the long unit, capitalised, plural: "Kilometres", "Miles".
  public var distanceWord: String { self == .metric ? "Kilometres" : "Miles" }

  /// A record distance: metric `"850 m"` below 1 km, else `"12.34 km"`; imperial `"0.53 mi"`.
  public func recordDistance(metres: Double) -> String {
    switch self {
    case .metric:
      metres < 1_000
        ? NumberText.fixed(metres, decimals: 0) + " m"
        : NumberText.fixed(metres / 1_000, decimals: 2) + " km"
    case .imperial: NumberText.fixed(metres / Self.mile, decimals: 2) + " mi"
    }
  }

  /// A height: `"75 m"` or `"246 ft"`.
  public func elevation(metres: Double) -> String {
    self == .metric
      ? NumberText.fixed(metres, decimals: 0) + " m"
      : NumberText.fixed(metres / Self.foot, decimals: 0) + " ft"
  }

  /// Running pace: `"4:36 /km"` or `"7:24 /mi"`, from metres and seconds.
  public func runningPace(metres: Double, seconds: Double) -> String {
    let per = self == .metric ? 1_000 : Self.mile
    return ReportFormatting.clock(seconds: seconds / metres * per)
      + (self == .metric ? " /km" : " /mi")
  }

  /// Cycling speed: `"26.9 km/h"` or `"16.7 mph"`.
  public func speed(metres: Double, seconds: Double) -> String {
    let per = self == .metric ? 1_000 : Self.mile
    return NumberText.fixed(metres / seconds * 3_600 / per, decimals: 1)
      + (self == .metric ? " km/h" : " mph")
  }

  /// Swimming pace: `"1:20 /100 m"` or `"1:13 /100 yd"`.
  public func swimmingPace(metres: Double, seconds: Double) -> String {
    let per = self == .metric ? 100 : 100 * Self.yard
    return ReportFormatting.clock(seconds: seconds / metres * per)
      + (self == .metric ? " /100 m" : " /100 yd")
  }
}
