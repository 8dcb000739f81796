import Foundation

/// The four moments of the year when the sun's apparent longitude is 0°, 90°, 180° or 270°: the
/// March equinox, June solstice, September equinox and December solstice.
///
/// Method: Meeus, "Astronomical Algorithms" (2nd ed.), ch. 27: the mean instant `JDE0` from
/// table 27.B (years 1000–3000, `Y = (year − 2000) / 1000`), corrected by the 24 periodic terms
/// of table 27.C: `JDE = JDE0 + 0.00001 S / Δλ` with `T = (JDE0 − 2451545) / 36525`,
/// `W = 35999.373 T − 2.47°`, `Δλ = 1 + 0.0334 cos W + 0.0007 cos 2W`, `S = Σ A cos(B + C T)`.
/// The result is in dynamical time; UTC is taken as `JDE − ΔT` with ``deltaTSeconds`` (69 s, its
/// value in the 2020s). Meeus gives the method's error as under a minute for 1951–2050; tests
/// check 2020–2030 against the USNO's published instants.
public enum Season: String, Sendable, Hashable, CaseIterable {
  /// Around 20 March: the sun crosses the equator going north.
  case marchEquinox = "march_equinox"
  /// Around 21 June: the sun furthest north (the longest day in the northern hemisphere).
  case juneSolstice = "june_solstice"
  /// Around 22 September: the sun crosses the equator going south.
  case septemberEquinox = "september_equinox"
  /// Around 21 December: the sun furthest south (the longest day in the southern hemisphere).
  case decemberSolstice = "december_solstice"

  /// Terrestrial minus universal time used to turn the dynamical instant into UTC, seconds.
  public static let deltaTSeconds = 69.0

  /// The UTC instant of this season's start in Gregorian `year` (meant for 1000–3000).
  public func instant(year: Int) -> Date {
    let y = Double(year - 2000) / 1000
    let c = coefficients
    let mean = c.0 + y * (c.1 + y * (c.2 + y * (c.3 + y * c.4)))
    let t = (mean - 2_451_545) / 36_525
    let w = SolarEquations.radians(35999.373 * t - 2.47)
    let deltaLambda = 1 + 0.0334 * cos(w) + 0.0007 * cos(2 * w)
    var sum = 0.0
    for term in Self.periodicTerms {
      sum += term.a * cos(SolarEquations.radians(term.b + term.c * t))
    }
    let julianEphemerisDay = mean + 0.00001 * sum / deltaLambda
    let seconds =
      (julianEphemerisDay - SolarEquations.unixEpochJulianDay) * 86_400 - Self.deltaTSeconds
    return Date(timeIntervalSince1970: seconds)
  }

  /// The local date, in `zone`, on which this season starts in `year`.
  public func localDate(year: Int, in zone: TimeZone) -> LocalDate {
    let instant = instant(year: year)
    let local = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
    return LocalDate(dayNumber: Int((local / 86_400).rounded(.down)))
  }

  /// Table 27.B: `JDE0 = c0 + c1 Y + c2 Y² + c3 Y³ + c4 Y⁴`.
  private var coefficients: (Double, Double, Double, Double, Double) {
    switch self {
    case .marchEquinox: (2_451_623.80984, 365_242.37404, 0.05169, -0.00411, -0.00057)
    case .juneSolstice: (2_451_716.56767, 365_241.62603, 0.00325, 0.00888, -0.00030)
    case .septemberEquinox: (2_451_810.21715, 365_242.01767, -0.11575, 0.00337, 0.00078)
    case .decemberSolstice: (2_451_900.05952, 365_242.74049, -0.06223, -0.00823, 0.00032)
    }
  }

  /// Table 27.C: amplitude `A`, phase `B` (degrees) and rate `C` (degrees per Julian century).
  private static let periodicTerms: [(a: Double, b: Double, c: Double)] = [
    (485, 324.96, 1934.136), (203, 337.23, 32964.467), (199, 342.08, 20.186),
    (182, 27.85, 445267.112), (156, 73.14, 45036.886), (136, 171.52, 22518.443),
    (77, 222.54, 65928.934), (74, 296.72, 3034.906), (70, 243.58, 9037.513),
    (58, 119.81, 33718.147), (52, 297.17, 150.678), (50, 21.02, 2281.226),
    (45, 247.54, 29929.562), (44, 325.15, 31555.956), (29, 60.93, 4443.417),
    (18, 155.12, 67555.328), (17, 288.79, 4562.452), (16, 198.04, 62894.029),
    (14, 199.76, 31436.921), (12, 95.39, 14577.848), (12, 287.11, 31931.756),
    (12, 320.81, 34777.259), (9, 227.73, 1222.114), (8, 15.45, 16859.074),
  ]
}
