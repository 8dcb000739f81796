import Foundation

/// The athlete's privacy zones, and the one cut every drawing of a route goes through: route
/// sketches in the cabinet today; the map of every route and share pictures when they come
/// (each must draw only what ``cut(_:seed:)`` returns). Tiles drawn or written (the cabinet's
/// tile picture, the tiles-to-explore files) leave out those ``hides(_:zoom:)`` names. Counting
/// is never cut: distances, tiles, places and records use the whole track.
///
/// **Why not cut at the zone's circle.** Cutting every track where it crosses the zone's own
/// circle leaves a hole of the zone's shape, whose centre is the home (geo-activity-playground
/// issue 504). Here each track is cut by a circle of its own (``cutCircle(around:seed:)``), drawn
/// from a seed of the track (``seed(startUTC:)``) mixed with the zone's exact values:
/// - its radius is the zone's radius `r` plus a margin `e` between ``smallestMargin`` and
///   ``largestMargin`` times `r`;
/// - its centre is moved from the zone's centre by up to half that margin, in any direction.
///
/// So the cut circle always holds the whole zone, every drawn point lies at least
/// ``clearance`` × `r` beyond the zone's radius (1.125 `r` from the centre), and a track may be
/// hidden up to ``reach`` × `r` from the centre (2.5 `r`). The ends of many tracks then lie on
/// many circles, not on one. The seed uses the zone's values, which the page does not show, so
/// the cut circles cannot be worked out from the drawing and the workout's start time alone.
/// The same track is cut the same way by every run and every drawing (no randomness at run
/// time), so two pictures of one track never reveal more together than one does.
///
/// **What stays.** Many tracks leaving home still leave a ring-shaped blank whose middle is near
/// the zone, and a track that crosses its circle three times or more (laps of a park) shows
/// three points of it, whose centre is within `r / 2` of the zone's: a zone of a few hundred
/// metres hides the street, not the district.
///
/// **Geometry.** A path is a polyline drawn with straight steps in latitude and longitude (what
/// an equirectangular drawing shows). Each step is clipped exactly against the cut circle in the
/// flat plane tangent at the circle's centre (east `Δλ·cos φ₀·R·π/180`, north `Δφ·R·π/180`,
/// `R` = ``Haversine/earthRadiusMeters``, `Δλ` taken the short way round): the parts inside are
/// dropped and the path is split there, with a new end on the circle. The plane agrees with
/// great-circle distance to within 0.5 % over the 2.5 `r` that matters for zones up to
/// ``PrivacyZone/maximumRadiusMeters``, far below the 12.5 % clearance.
public struct PrivacyZones: Sendable, Hashable {
  /// One position of a path, WGS 84 degrees.
  public struct Point: Sendable, Hashable {
    /// Latitude in degrees, south negative.
    public var latitude: Double
    /// Longitude in degrees, west negative.
    public var longitude: Double

    /// Creates a point.
    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// The circle one track is cut by around one zone (see the type): centre and radius in metres.
  public struct CutCircle: Sendable, Hashable {
    /// Centre, WGS 84 degrees.
    public var centre: Point
    /// Radius in metres.
    public var radiusMeters: Double
  }

  /// Smallest margin of a cut circle beyond the zone, as a fraction of the zone's radius.
  public static let smallestMargin = 0.25
  /// Largest margin of a cut circle beyond the zone, as a fraction of the zone's radius.
  public static let largestMargin = 1.0
  /// How far beyond the zone's radius every drawn point lies at least, as a fraction of the
  /// radius: half the smallest margin, as the centre moves by up to half the margin.
  public static let clearance = smallestMargin / 2
  /// How far from the zone's centre a track may be hidden at most, in zone radii.
  public static let reach = 1 + 1.5 * largestMargin

  /// The zones, in the order given.
  public var zones: [PrivacyZone] { didSet { grid = PrivacyZoneGrid(zones) } }
  /// The zones by cells of latitude and longitude, so that a path or tile is tested only
  /// against those near it (``PrivacyZoneGrid``; made again whenever ``zones`` changes).
  private(set) var grid: PrivacyZoneGrid

  /// Zones to cut by; none cuts nothing.
  public init(_ zones: [PrivacyZone] = []) {
    self.zones = zones
    grid = PrivacyZoneGrid(zones)
  }

  /// Whether both hold the same zones in the same order.
  public static func == (left: PrivacyZones, right: PrivacyZones) -> Bool {
    left.zones == right.zones
  }

  /// Hashes the zones.
  public func hash(into hasher: inout Hasher) { hasher.combine(zones) }

  /// Whether there is no zone.
  public var isEmpty: Bool { zones.isEmpty }

  /// Whether the position lies inside any zone (``PrivacyZone/contains(latitude:longitude:)``).
  public func contains(latitude: Double, longitude: Double) -> Bool {
    zones.contains { $0.contains(latitude: latitude, longitude: longitude) }
  }

  /// A track's seed: its start instant in whole milliseconds (the workout's identity in the
  /// library, the same from every file name or folder it is read from), mixed. `nil` (a
  /// workout without a start) gives one fixed seed.
  public static func seed(startUTC: Date?) -> UInt64 {
    guard let startUTC, startUTC.timeIntervalSince1970.isFinite,
      abs(startUTC.timeIntervalSince1970) < 1e15
    else { return mix(0) }
    return mix(UInt64(bitPattern: Int64((startUTC.timeIntervalSince1970 * 1000).rounded())))
  }

  /// The circle a track of `seed` is cut by around `zone` (see the type).
  public static func cutCircle(around zone: PrivacyZone, seed: UInt64) -> CutCircle {
    var state = mix(seed ^ 0x5052_4956_4143_5921)  // "PRIVACY!"
    state = mix(state ^ zone.latitude.bitPattern)
    state = mix(state ^ zone.longitude.bitPattern)
    state = mix(state ^ zone.radiusMeters.bitPattern)
    let margin =
      zone.radiusMeters
      * (smallestMargin + (largestMargin - smallestMargin) * unit(mix(state ^ 1)))
    let shift = margin / 2 * unit(mix(state ^ 2))
    let bearing = 2 * Double.pi * unit(mix(state ^ 3))
    let metresPerDegree = Haversine.earthRadiusMeters * Double.pi / 180
    let north = shift * cos(bearing) / metresPerDegree
    let east = shift * sin(bearing) / (metresPerDegree * max(cos(zone.latitude * .pi / 180), 1e-9))
    let latitude = min(max(zone.latitude + north, -90), 90)
    let centre = Point(latitude: latitude, longitude: wrapped(zone.longitude + east))
    return CutCircle(centre: centre, radiusMeters: zone.radiusMeters + margin)
  }

  /// `path` with every part inside a cut circle of `seed` removed (one circle per zone,
  /// ``cutCircle(around:seed:)``, in the order given; zones far from the path, which cut
  /// nothing, are passed over by ``PrivacyZoneGrid``): the pieces left, in order, each of 2
  /// points or more, with new ends on the circles where the path was cut. No zone gives `[path]` (when it has 2 points or
  /// more); a path wholly inside gives `[]`.
  public func cut(_ path: [Point], seed: UInt64) -> [[Point]] {
    var pieces = path.count >= 2 ? [path] : []
    // A zone whose circle meets no step leaves every piece as it is: only those near are cut.
    for index in grid.zones(cutting: path) {
      let circle = Self.cutCircle(around: zones[index], seed: seed)
      pieces = pieces.flatMap { Self.clip($0, outside: circle) }
    }
    return pieces
  }

  /// SplitMix64's finaliser (Steele, Lea and Flood, 2014): a fixed, well-spread 64-bit mix.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The top 53 bits of `value` as a number in 0 ..< 1.
  static func unit(_ value: UInt64) -> Double { Double(value >> 11) / 9_007_199_254_740_992 }

  /// A longitude brought into −180 … 180.
  static func wrapped(_ longitude: Double) -> Double {
    var value = longitude.truncatingRemainder(dividingBy: 360)
    if value > 180 { value -= 360 } else if value < -180 { value += 360 }
    return value
  }
}
