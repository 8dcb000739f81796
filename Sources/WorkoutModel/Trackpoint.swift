import Foundation

/// One timed sample of a workout: GPX `trkpt` or TCX `Trackpoint`.
///
/// Every field is optional because real files omit any of them (indoor sessions have no
/// position, planned routes have no time). Units are SI: degrees (WGS 84) for positions,
/// metres for elevation and distance, beats per minute for heart rate, revolutions or steps per
/// minute for cadence, watts for power, metres per second for speed, °C for temperature.
///
/// Memory: 80 bytes per point (ten 8-byte fields; each optional is a ``PackedDouble`` and the time
/// its `timeIntervalSinceReferenceDate`), half of what ten `Optional<Double>` take; every value
/// reads back bit for bit as it was set.
public struct Trackpoint: Sendable, Hashable {
  // The stored fields, read and written through the optional properties below.
  @usableFromInline var packedTime: PackedDouble
  @usableFromInline var packedLatitude: PackedDouble
  @usableFromInline var packedLongitude: PackedDouble
  @usableFromInline var packedElevation: PackedDouble
  @usableFromInline var packedDistance: PackedDouble
  @usableFromInline var packedHeartRate: PackedDouble
  @usableFromInline var packedCadence: PackedDouble
  @usableFromInline var packedPower: PackedDouble
  @usableFromInline var packedSpeed: PackedDouble
  @usableFromInline var packedTemperature: PackedDouble

  /// UTC instant of the sample, or `nil` when the file gave none.
  @inlinable public var time: Date? {
    get { packedTime.value.map(Date.init(timeIntervalSinceReferenceDate:)) }
    set { packedTime = PackedDouble(newValue?.timeIntervalSinceReferenceDate) }
  }
  /// Latitude in degrees, −90…90 (WGS 84), or `nil` when the point has no valid position.
  @inlinable public var latitude: Double? {
    get { packedLatitude.value }
    set { packedLatitude = PackedDouble(newValue) }
  }
  /// Longitude in degrees, −180…180 (WGS 84), or `nil` when the point has no valid position.
  @inlinable public var longitude: Double? {
    get { packedLongitude.value }
    set { packedLongitude = PackedDouble(newValue) }
  }
  /// Elevation above mean sea level in metres (GPX `ele`, TCX `AltitudeMeters`).
  @inlinable public var elevation: Double? {
    get { packedElevation.value }
    set { packedElevation = PackedDouble(newValue) }
  }
  /// Cumulative distance from the start in metres as recorded by the device (TCX `DistanceMeters`).
  @inlinable public var distance: Double? {
    get { packedDistance.value }
    set { packedDistance = PackedDouble(newValue) }
  }
  /// Heart rate in beats per minute.
  @inlinable public var heartRate: Double? {
    get { packedHeartRate.value }
    set { packedHeartRate = PackedDouble(newValue) }
  }
  /// Cadence in revolutions (cycling) or steps (running, per foot as the device writes it) per
  /// minute.
  @inlinable public var cadence: Double? {
    get { packedCadence.value }
    set { packedCadence = PackedDouble(newValue) }
  }
  /// Power in watts.
  @inlinable public var power: Double? {
    get { packedPower.value }
    set { packedPower = PackedDouble(newValue) }
  }
  /// Instantaneous speed in metres per second, as recorded by the device.
  @inlinable public var speed: Double? {
    get { packedSpeed.value }
    set { packedSpeed = PackedDouble(newValue) }
  }
  /// Ambient temperature in degrees Celsius.
  @inlinable public var temperature: Double? {
    get { packedTemperature.value }
    set { packedTemperature = PackedDouble(newValue) }
  }

  /// Creates a trackpoint; every field defaults to `nil`.
  @inlinable public init(
    time: Date? = nil, latitude: Double? = nil, longitude: Double? = nil, elevation: Double? = nil,
    distance: Double? = nil, heartRate: Double? = nil, cadence: Double? = nil, power: Double? = nil,
    speed: Double? = nil, temperature: Double? = nil
  ) {
    packedTime = PackedDouble(time?.timeIntervalSinceReferenceDate)
    packedLatitude = PackedDouble(latitude)
    packedLongitude = PackedDouble(longitude)
    packedElevation = PackedDouble(elevation)
    packedDistance = PackedDouble(distance)
    packedHeartRate = PackedDouble(heartRate)
    packedCadence = PackedDouble(cadence)
    packedPower = PackedDouble(power)
    packedSpeed = PackedDouble(speed)
    packedTemperature = PackedDouble(temperature)
  }

  /// `true` when both latitude and longitude are present.
  @inlinable public var hasPosition: Bool { latitude != nil && longitude != nil }

  /// Equal when every field is equal as a `Date?`/`Double?` (as the synthesized conformance of
  /// ten optionals would compare them: `0.0 == -0.0`, NaN unequal to itself).
  public static func == (lhs: Trackpoint, rhs: Trackpoint) -> Bool {
    lhs.time == rhs.time && lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
      && lhs.elevation == rhs.elevation && lhs.distance == rhs.distance
      && lhs.heartRate == rhs.heartRate && lhs.cadence == rhs.cadence && lhs.power == rhs.power
      && lhs.speed == rhs.speed && lhs.temperature == rhs.temperature
  }

  /// Hashes the same fields ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(latitude)
    hasher.combine(longitude)
    hasher.combine(elevation)
    hasher.combine(distance)
    hasher.combine(heartRate)
    hasher.combine(cadence)
    hasher.combine(power)
    hasher.combine(speed)
    hasher.combine(temperature)
  }
}
