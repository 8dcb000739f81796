import Foundation

/// One timed sample of a workout: GPX `trkpt` or TCX `Trackpoint`.
///
/// Every field is optional because real files omit any of them (indoor sessions have no
/// position, planned routes have no time). Units are SI: degrees (WGS 84) for positions,
/// metres for elevation and distance, beats per minute for heart rate, revolutions or steps per
/// minute for cadence, watts for power, metres per second for speed, °C for temperature.
///
/// Memory: 64 bytes per point. Time, position, elevation, distance and speed are 8-byte
/// ``PackedDouble``s (the time as its `timeIntervalSinceReferenceDate`) and read back bit for bit;
/// heart rate, cadence, power and temperature are 4-byte ``PackedFloat``s: exact for the integers
/// files write, within 6·10⁻⁸ relative otherwise. Ten `Optional<Double>` would take 160 bytes;
/// 80 before the four sensor channels were narrowed (issue 10: a 100 MB GPX holds 347,222 points,
/// 27.8 → 22.2 MB).
public struct Trackpoint: Sendable, Hashable {
  /// The time as `timeIntervalSinceReferenceDate`, read and written through ``time``.
  @PackedDouble @usableFromInline var referenceSeconds: Double?

  /// UTC instant of the sample, or `nil` when the file gave none.
  @inlinable public var time: Date? {
    get { referenceSeconds.map(Date.init(timeIntervalSinceReferenceDate:)) }
    set { referenceSeconds = newValue?.timeIntervalSinceReferenceDate }
  }
  /// Latitude in degrees, −90…90 (WGS 84), or `nil` when the point has no valid position.
  @PackedDouble public var latitude: Double?
  /// Longitude in degrees, −180…180 (WGS 84), or `nil` when the point has no valid position.
  @PackedDouble public var longitude: Double?
  /// Elevation above mean sea level in metres (GPX `ele`, TCX `AltitudeMeters`).
  @PackedDouble public var elevation: Double?
  /// Cumulative distance from the start in metres as recorded by the device (TCX `DistanceMeters`).
  @PackedDouble public var distance: Double?
  /// Instantaneous speed in metres per second, as recorded by the device.
  @PackedDouble public var speed: Double?
  /// Heart rate in beats per minute (held as a 32-bit float, see ``PackedFloat``).
  @PackedFloat public var heartRate: Double?
  /// Cadence in revolutions (cycling) or steps (running, per foot as the device writes it) per
  /// minute (held as a 32-bit float).
  @PackedFloat public var cadence: Double?
  /// Power in watts (held as a 32-bit float).
  @PackedFloat public var power: Double?
  /// Ambient temperature in degrees Celsius (held as a 32-bit float).
  @PackedFloat public var temperature: Double?

  /// Creates a trackpoint; every field defaults to `nil`.
  @inlinable public init(
    time: Date? = nil, latitude: Double? = nil, longitude: Double? = nil, elevation: Double? = nil,
    distance: Double? = nil, heartRate: Double? = nil, cadence: Double? = nil, power: Double? = nil,
    speed: Double? = nil, temperature: Double? = nil
  ) {
    referenceSeconds = time?.timeIntervalSinceReferenceDate
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
