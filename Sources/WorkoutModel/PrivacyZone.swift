/// A circle around a place the athlete does not want shown (home, work): its centre in WGS 84
/// degrees and its radius in metres. ``PrivacyZones`` cuts drawn routes so that nothing drawn lies
/// inside it; counting (distances, tiles, records) is never affected.
///
/// Accepted values (``problem`` says which rule a zone breaks): latitude −90…90, longitude
/// −180…180, radius above 0 and at most ``maximumRadiusMeters``, all finite. Distance to the
/// centre is great-circle (``Haversine``, R = 6,371,008.8 m).
public struct PrivacyZone: Sendable, Hashable {
  /// Largest radius accepted, in metres (100 km: a zone hides a town, not a country; the cut's
  /// flat-Earth geometry stays within 0.5 % up to there, see ``PrivacyZones``).
  public static let maximumRadiusMeters = 100_000.0

  /// Centre latitude in degrees, south negative.
  public var latitude: Double
  /// Centre longitude in degrees, west negative.
  public var longitude: Double
  /// Radius in metres.
  public var radiusMeters: Double
  /// The user's name for it (`home`), only shown in messages; `nil` when unnamed.
  public var name: String?

  /// Creates a zone; the values are not checked (see ``problem``).
  public init(latitude: Double, longitude: Double, radiusMeters: Double, name: String? = nil) {
    self.latitude = latitude
    self.longitude = longitude
    self.radiusMeters = radiusMeters
    self.name = name
  }

  /// Why the zone cannot be used, naming the value (`"latitude 91 is not between -90 and 90"`),
  /// or `nil` when every value is in range (see the type).
  public var problem: String? {
    if !latitude.isFinite || !(-90...90).contains(latitude) {
      return "latitude \(Self.shown(latitude)) is not between -90 and 90 degrees"
    }
    if !longitude.isFinite || !(-180...180).contains(longitude) {
      return "longitude \(Self.shown(longitude)) is not between -180 and 180 degrees"
    }
    if !radiusMeters.isFinite || radiusMeters <= 0 || radiusMeters > Self.maximumRadiusMeters {
      return "radius \(Self.shown(radiusMeters)) m is not above 0 and at most "
        + "\(Int(Self.maximumRadiusMeters)) m"
    }
    return nil
  }

  /// Whether the position lies inside the circle (great-circle distance to the centre below the
  /// radius; a point on the circle is outside).
  public func contains(latitude: Double, longitude: Double) -> Bool {
    distanceMeters(latitude: latitude, longitude: longitude) < radiusMeters
  }

  /// Great-circle distance in metres from the centre to the position (``Haversine``).
  public func distanceMeters(latitude: Double, longitude: Double) -> Double {
    Haversine.distanceMeters(
      latitude1: self.latitude, longitude1: self.longitude, latitude2: latitude,
      longitude2: longitude)
  }

  /// `value` as the user wrote it, near enough: `91`, `-5`, `52.52`, `nan`.
  private static func shown(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
