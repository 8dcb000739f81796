import Foundation

/// The sun's declination, equation of time and elevation at an instant, from the NOAA Global
/// Monitoring Laboratory's solar calculator spreadsheet (`NOAA_Solar_Calculations_day.xls`,
/// after Meeus, "Astronomical Algorithms", ch. 25), one formula per spreadsheet column:
///
/// - Julian century `T = (JD − 2451545) / 36525` (JD of the UTC instant; UT used for TT, as the
///   spreadsheet does).
/// - Geometric mean longitude `L0 = 280.46646 + T (36000.76983 + 0.0003032 T)` (mod 360) and mean
///   anomaly `M = 357.52911 + T (35999.05029 − 0.0001537 T)`, degrees; eccentricity
///   `e = 0.016708634 − T (0.000042037 + 0.0000001267 T)`.
/// - Equation of centre `C = sin M (1.914602 − T (0.004817 + 0.000014 T))
///   + sin 2M (0.019993 − 0.000101 T) + sin 3M · 0.000289`; true longitude `L0 + C`; apparent
///   longitude `λ = L0 + C − 0.00569 − 0.00478 sin(125.04 − 1934.136 T)`.
/// - Mean obliquity `ε0 = 23 + (26 + (21.448 − T (46.815 + T (0.00059 − 0.001813 T))) / 60) / 60`,
///   corrected `ε = ε0 + 0.00256 cos(125.04 − 1934.136 T)`; declination `δ = asin(sin ε sin λ)`.
/// - Equation of time, minutes: with `y = tan²(ε/2)`,
///   `4 · deg(y sin 2L0 − 2e sin M + 4ey sin M cos 2L0 − ½y² sin 4L0 − 1.25e² sin 2M)`.
///
/// Accuracy (NOAA's own statement): about a minute for sunrise and sunset between latitudes
/// ±72°, and within 10 minutes beyond; positions to about 0.01° for years 1800–2100.
public enum SolarEquations {
  /// What the equations give at one instant.
  public struct State: Sendable, Hashable {
    /// Declination of the sun, degrees (−23.44 … +23.44).
    public var declinationDegrees: Double
    /// Equation of time, minutes (apparent minus mean solar time, about −14 … +16).
    public var equationOfTimeMinutes: Double
  }

  /// Julian day of 1970-01-01T00:00Z.
  static let unixEpochJulianDay = 2_440_587.5

  /// Julian century (since J2000.0) of `instant`.
  public static func julianCentury(_ instant: Date) -> Double {
    let julianDay = instant.timeIntervalSince1970 / 86_400 + unixEpochJulianDay
    return (julianDay - 2_451_545) / 36_525
  }

  /// Declination and equation of time at `instant`.
  public static func state(at instant: Date) -> State {
    let t = julianCentury(instant)
    let meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032))
      .truncatingRemainder(dividingBy: 360)
    let meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t)
    let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    let m = radians(meanAnomaly)
    let centre =
      sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
      + sin(3 * m) * 0.000289
    let omega = radians(125.04 - 1934.136 * t)
    let apparentLongitude = meanLongitude + centre - 0.00569 - 0.00478 * sin(omega)
    let meanObliquity =
      23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    let obliquity = radians(meanObliquity + 0.00256 * cos(omega))
    let declination = asin(sin(obliquity) * sin(radians(apparentLongitude)))
    let y = tan(obliquity / 2) * tan(obliquity / 2)
    let l0 = radians(meanLongitude)
    let equationOfTime =
      y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
      - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m)
    return State(
      declinationDegrees: degrees(declination), equationOfTimeMinutes: 4 * degrees(equationOfTime))
  }

  /// The sun's geometric elevation above the horizon at `instant` seen from `latitude`,
  /// `longitude` (degrees, north and east positive), in degrees (−90 … 90), without
  /// atmospheric refraction (the spreadsheet's "Solar Elevation Angle" column): hour angle from
  /// true solar time `(UTC minutes of day + equation of time + 4 · longitude)`, then
  /// `sin h = sin φ sin δ + cos φ cos δ cos H`.
  public static func elevationDegrees(at instant: Date, latitude: Double, longitude: Double)
    -> Double
  {
    let state = state(at: instant)
    let seconds = instant.timeIntervalSince1970
    let minutesOfDay = (seconds - (seconds / 86_400).rounded(.down) * 86_400) / 60
    let trueSolarMinutes = minutesOfDay + state.equationOfTimeMinutes + 4 * longitude
    let hourAngle = radians(trueSolarMinutes / 4 - 180)
    let phi = radians(latitude)
    let delta = radians(state.declinationDegrees)
    let sine = sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(hourAngle)
    return degrees(asin(min(1, max(-1, sine))))
  }

  /// Degrees to radians.
  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
  /// Radians to degrees.
  static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
