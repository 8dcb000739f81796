import Foundation

/// Sunrise, solar noon and sunset of one local date at one place, from NOAA's solar equations
/// (``SolarEquations``), or that the sun stays up (polar day) or down (polar night) all day.
///
/// Rules:
/// - Sunrise and sunset are the instants the sun's centre is 90.833° from the zenith
///   (``zenithDegrees``: 34′ of refraction at the horizon plus the sun's 16′ radius, the
///   convention of NOAA's calculator and of the US Naval Observatory's tables), with hour angle
///   `H = acos(cos 90.833° / (cos φ cos δ) − tan φ tan δ)`.
/// - The solar day of a local date is the one whose solar noon is nearest the local noon of that
///   date in its zone (`12:00` at the zone's offset then, DST included), so zones with odd
///   offsets (`+05:45`, `+13:00`, `−09:30`) and places near the date line (Apia, UTC+13 at
///   171.8° W) get the sun of their own calendar date, not of the UTC one.
/// - The spreadsheet evaluates the equations once per date; here solar noon and each event are
///   refined three times with the declination and equation of time at the event's own instant
///   (as NOAA's web calculator does), which keeps fast-changing dates near the polar circles
///   within a minute of the USNO's tables.
/// - Polar day and night are decided at solar noon: `cos H < −1` means the sun never sets
///   (``Light/polarDay``), `cos H > 1` that it never rises (``Light/polarNight``); never NaN.
///   Latitudes are clamped to ±89.99° (the formula divides by `cos φ`).
public struct SolarDay: Sendable, Hashable {
  /// Whether and when the sun rises and sets on the date.
  public enum Light: Sendable, Hashable {
    /// The sun rises at `sunrise` and sets at `sunset` (UTC instants; sunrise before sunset).
    case risesAndSets(sunrise: Date, sunset: Date)
    /// The sun stays above the horizon all day (midnight sun).
    case polarDay
    /// The sun stays below the horizon all day.
    case polarNight
  }

  /// Zenith distance of the sun's centre at sunrise and sunset, degrees.
  public static let zenithDegrees = 90.833
  /// Geometric elevation of the sun's centre at sunrise and sunset, degrees (−0.833).
  public static let horizonElevationDegrees = 90 - zenithDegrees

  /// The local date.
  public let date: LocalDate
  /// Solar noon (the sun due south or north), UTC instant.
  public let solarNoon: Date
  /// Whether and when the sun rises and sets.
  public let light: Light

  /// Sunrise, `nil` on a polar day or night.
  public var sunrise: Date? {
    if case .risesAndSets(let sunrise, _) = light { return sunrise }
    return nil
  }

  /// Sunset, `nil` on a polar day or night.
  public var sunset: Date? {
    if case .risesAndSets(_, let sunset) = light { return sunset }
    return nil
  }

  /// The sun of local `date` at `latitude`, `longitude` (degrees, north and east positive;
  /// longitudes outside ±180 are wrapped), with local noon taken in `timeZone`.
  public init(date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone) {
    let phi = min(89.99, max(-89.99, latitude.isFinite ? latitude : 0))
    var lambda = (longitude.isFinite ? longitude : 0).truncatingRemainder(dividingBy: 360)
    if lambda > 180 { lambda -= 360 } else if lambda < -180 { lambda += 360 }
    // Local noon of the date as a UTC instant (offset read at noon).
    let utcNoon = Double(date.dayNumber) * 86_400 + 43_200
    let offset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: utcNoon)))
    let localNoon = utcNoon - offset
    // Solar noon falls near UTC day fraction 0.5 − λ/360; take the UTC day that puts it nearest.
    let noonFraction = 0.5 - lambda / 360
    let utcDay = (localNoon / 86_400 - noonFraction).rounded() * 86_400
    // True solar time at t: UTC minutes + EoT + 4λ; solving for 720 ∓ 4H minutes.
    func instant(hourAngleMinutes: Double, equationOfTime: Double) -> Double {
      utcDay + (720 - 4 * lambda - equationOfTime + hourAngleMinutes) * 60
    }
    var noon = instant(hourAngleMinutes: 0, equationOfTime: 0)
    for _ in 0..<3 {
      let state = SolarEquations.state(at: Date(timeIntervalSince1970: noon))
      noon = instant(hourAngleMinutes: 0, equationOfTime: state.equationOfTimeMinutes)
    }
    self.date = date
    self.solarNoon = Date(timeIntervalSince1970: noon)
    let noonState = SolarEquations.state(at: solarNoon)
    let cosine = SolarDay.hourAngleCosine(latitude: phi, declination: noonState.declinationDegrees)
    if cosine < -1 {
      light = .polarDay
      return
    }
    if cosine > 1 {
      light = .polarNight
      return
    }
    func event(_ sign: Double) -> Date {
      var t = noon
      for _ in 0..<3 {
        let state = SolarEquations.state(at: Date(timeIntervalSince1970: t))
        let c = SolarDay.hourAngleCosine(latitude: phi, declination: state.declinationDegrees)
        let hourAngle = SolarEquations.degrees(acos(min(1, max(-1, c))))
        t = instant(
          hourAngleMinutes: sign * 4 * hourAngle, equationOfTime: state.equationOfTimeMinutes)
      }
      return Date(timeIntervalSince1970: t)
    }
    light = .risesAndSets(sunrise: event(-1), sunset: event(1))
  }

  /// `cos H` of the sunrise hour angle at latitude `latitude` and declination `declination`
  /// (degrees); outside −1 … 1 when the sun does not cross the horizon.
  static func hourAngleCosine(latitude: Double, declination: Double) -> Double {
    let phi = SolarEquations.radians(latitude)
    let delta = SolarEquations.radians(declination)
    return cos(SolarEquations.radians(zenithDegrees)) / (cos(phi) * cos(delta)) - tan(phi)
      * tan(delta)
  }
}
