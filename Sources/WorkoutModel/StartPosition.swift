/// Where a workout started, kept after its trackpoints are dropped (the sun at the start needs
/// it; nothing draws it): the first valid position, rounded to a grid of ``gridDegrees``.
///
/// The grid (0.01°, about 1.1 km north–south) keeps a workout library from holding the address
/// a run starts from, and moves sunrise and sunset by at most a few seconds (4 s per 0.01° of
/// longitude at most; latitude moves them less away from the polar circles).
public struct StartPosition: Sendable, Hashable {
  /// Grid step of the kept position, degrees.
  public static let gridDegrees = 0.01

  /// Latitude in degrees, south negative (−90 … 90).
  public var latitude: Double
  /// Longitude in degrees, west negative (−180 … 180).
  public var longitude: Double

  /// The position as given (the library decodes it so); `nil` when off the globe or not finite.
  public init?(latitude: Double, longitude: Double) {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180
    else { return nil }
    self.latitude = latitude
    self.longitude = longitude
  }

  /// `latitude`, `longitude` rounded to the grid; `nil` when off the globe or not finite.
  public init?(rounding latitude: Double, _ longitude: Double) {
    let step = Self.gridDegrees
    self.init(
      latitude: (latitude / step).rounded() * step, longitude: (longitude / step).rounded() * step)
  }
}
