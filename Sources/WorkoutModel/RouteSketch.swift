/// A workout's route reduced to a few points for a small outline in reports (no map, no
/// network), with its ends trimmed for privacy.
///
/// Rules: positions of every segment in order (haversine distances, R = 6,371,008.8 m); the first
/// and last ``trimMeters`` of the path are cut so a start or finish at home cannot be read off
/// the page; the rest is resampled at ``pointCount`` points evenly spaced along the path. Paths
/// shorter than three times the trim give no sketch. Latitude and longitude are kept as
/// `Float` degrees (about 1 m of precision, plenty for a 64-pixel drawing).
///
/// Privacy zones are not applied here: the library stores the whole sketch, and a drawing cuts
/// it with ``PrivacyZones/cut(_:seed:)`` when it is drawn, so changing the zones needs no import.
public struct RouteSketch: Sendable, Hashable {
  /// Metres cut from each end of the path.
  public static let trimMeters = 200.0
  /// Points kept.
  public static let pointCount = 32

  /// Latitudes in degrees, south negative.
  public var latitudes: [Float]
  /// Longitudes in degrees, west negative, parallel to ``latitudes``.
  public var longitudes: [Float]

  /// Creates a sketch from parallel arrays.
  public init(latitudes: [Float], longitudes: [Float]) {
    self.latitudes = latitudes
    self.longitudes = longitudes
  }

  /// The sketch of `segments`, or `nil` when the path is too short (or has no positions).
  public init?(segments: [TrackSegment], trimMeters: Double = trimMeters) {
    var path: [(latitude: Double, longitude: Double, along: Double)] = []
    var along = 0.0
    for segment in segments {
      for point in segment.points {
        guard let latitude = point.latitude, let longitude = point.longitude else { continue }
        if let last = path.last {
          along += Haversine.distanceMeters(
            latitude1: last.latitude, longitude1: last.longitude, latitude2: latitude,
            longitude2: longitude)
        }
        path.append((latitude, longitude, along))
      }
    }
    guard path.count >= 2, along >= 3 * trimMeters, trimMeters >= 0 else { return nil }
    let first = trimMeters
    let span = along - 2 * trimMeters
    var latitudes: [Float] = []
    var longitudes: [Float] = []
    var index = 0
    for step in 0..<Self.pointCount {
      let target = first + span * Double(step) / Double(Self.pointCount - 1)
      while index + 1 < path.count - 1 && path[index + 1].along < target { index += 1 }
      let a = path[index]
      let b = path[index + 1]
      let length = b.along - a.along
      let t = length > 0 ? min(max((target - a.along) / length, 0), 1) : 0
      latitudes.append(Float(a.latitude + (b.latitude - a.latitude) * t))
      longitudes.append(Float(a.longitude + (b.longitude - a.longitude) * t))
    }
    self.init(latitudes: latitudes, longitudes: longitudes)
  }
}
