/// Fictional worlds of virtual-training apps that are drawn at fixed real-world coordinates in
/// open sea, so that a recording "in" them can be recognised by its position alone.
///
/// Only worlds whose box is confirmed by real files are listed: Zwift's Watopia is placed in the
/// Coral Sea near the Solomon Islands (a Strava TCX export of a Watopia ride in the project's
/// corpus starts at about −11.64°, 166.95°). Zwift worlds that reuse real cities (Richmond,
/// London, Innsbruck, New York, Paris) cannot be told from a real ride by position.
public struct VirtualWorld: Sendable, Hashable {
  /// App and world, e.g. "Zwift Watopia".
  public var name: String
  /// Southern and northern edges of the box, degrees.
  public var latitudes: ClosedRange<Double>
  /// Western and eastern edges of the box, degrees.
  public var longitudes: ClosedRange<Double>

  /// The known worlds.
  public static let known: [VirtualWorld] = [
    VirtualWorld(name: "Zwift Watopia", latitudes: -11.80...(-11.55), longitudes: 166.80...167.10)
  ]

  /// The world whose box holds the WGS 84 position (degrees), if any.
  public static func containing(latitude: Double, longitude: Double) -> VirtualWorld? {
    known.first { $0.latitudes.contains(latitude) && $0.longitudes.contains(longitude) }
  }
}
