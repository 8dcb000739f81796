import Foundation

/// One timed sample of a workout: GPX `trkpt` or TCX `Trackpoint`.
///
/// Every field is optional because real files omit any of them (indoor sessions have no
/// position, planned routes have no time). Units are SI: degrees (WGS 84) for positions,
/// metres for elevation and distance, beats per minute for heart rate, revolutions or steps per
/// minute for cadence, watts for power, metres per second for speed, °C for temperature.
public struct Trackpoint: Sendable, Hashable {
  /// UTC instant of the sample, or `nil` when the file gave none.
  public var time: Date?
  /// Latitude in degrees, −90…90 (WGS 84), or `nil` when the point has no valid position.
  public var latitude: Double?
  /// Longitude in degrees, −180…180 (WGS 84), or `nil` when the point has no valid position.
  public var longitude: Double?
  /// Elevation above mean sea level in metres (GPX `ele`, TCX `AltitudeMeters`).
  public var elevation: Double?
  /// Cumulative distance from the start in metres as recorded by the device (TCX `DistanceMeters`).
  public var distance: Double?
  /// Heart rate in beats per minute.
  public var heartRate: Double?
  /// Cadence in revolutions (cycling) or steps (running, per foot as the device writes it) per
  /// minute.
  public var cadence: Double?
  /// Power in watts.
  public var power: Double?
  /// Instantaneous speed in metres per second, as recorded by the device.
  public var speed: Double?
  /// Ambient temperature in degrees Celsius.
  public var temperature: Double?

  /// Creates a trackpoint; every field defaults to `nil`.
  public init(
    time: Date? = nil, latitude: Double? = nil, longitude: Double? = nil, elevation: Double? = nil,
    distance: Double? = nil, heartRate: Double? = nil, cadence: Double? = nil, power: Double? = nil,
    speed: Double? = nil, temperature: Double? = nil
  ) {
    self.time = time
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
    self.distance = distance
    self.heartRate = heartRate
    self.cadence = cadence
    self.power = power
    self.speed = speed
    self.temperature = temperature
  }

  /// `true` when both latitude and longitude are present.
  public var hasPosition: Bool { latitude != nil && longitude != nil }
}
