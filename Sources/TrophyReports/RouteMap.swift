import Foundation
import WorkoutModel

/// The map of every route (issue 15): every counted workout's route sketch
/// (``WorkoutModel/RouteSketch``, 32 points, its ends trimmed) after the privacy cut
/// (``RouteOutline``, the same cut as the route outlines), in Web-Mercator world units
/// (``RouteMapView``), with the year and activity the page's filters select by, and the views
/// drawn: the world, then the areas with most workouts (``areas(of:limit:)``).
///
/// Nothing here is simplified: ``RouteMapSVG`` simplifies each view to its own scale.
public struct RouteMap: Sendable {
  /// One point in world units.
  public struct Point: Sendable, Hashable {
    /// West to east, 0 … 1.
    public var x: Double
    /// North to south, 0 … 1.
    public var y: Double
  }

  /// One workout's drawn route.
  public struct Route: Sendable {
    /// Local year of the start (the workout's own zone).
    public var year: Int
    /// Activity type.
    public var activity: ActivityType
    /// ISO 3166-1 code of the start's country, when known.
    public var country: String?
    /// The pieces left after the privacy cut, split where a step crosses the antimeridian
    /// (half the world or more), each of 2 points or more.
    public var pieces: [[Point]]
    /// The first point drawn: what the areas cluster.
    public var anchor: Point { pieces[0][0] }
  }

  /// Most area views besides the world.
  public static let areaLimit = 4

  /// Routes in start order (UTC start, then file).
  public var routes: [Route]
  /// The world view, then the areas.
  public var views: [RouteMapView]
  /// Years with a route, ascending.
  public var years: [Int]
  /// Activities with a route, most routes first (ties by name).
  public var activities: [ActivityType]

  /// The map of `workouts` (the counted ones) cut by `zones`; `nil` when no route is left to
  /// draw.
  public init?(workouts: [Workout], zones: PrivacyZones) {
    let ordered = workouts.indices.compactMap { index -> (Date, String, Int)? in
      guard let start = workouts[index].summary.startUTC, workouts[index].routeSketch != nil
      else { return nil }
      return (start, workouts[index].source, index)
    }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    var routes: [Route] = []
    for (start, _, index) in ordered {
      let workout = workouts[index]
      guard let sketch = workout.routeSketch,
        let outline = RouteOutline(
          sketch: sketch, zones: zones, seed: PrivacyZones.seed(startUTC: start))
      else { continue }
      let pieces = outline.pieces.flatMap(Self.projected)
      guard !pieces.isEmpty else { continue }
      routes.append(
        Route(
          year: CivilDateTime(instant: start, timeZoneIdentifier: workout.timeZoneIdentifier).year,
          activity: workout.activity, country: workout.countries?.start, pieces: pieces))
    }
    guard !routes.isEmpty else { return nil }
    self.routes = routes
    years = Set(routes.map(\.year)).sorted()
    var counts: [ActivityType: Int] = [:]
    for route in routes { counts[route.activity, default: 0] += 1 }
    activities = counts.keys.sorted {
      (counts[$0] ?? 0, $1.rawValue) > (counts[$1] ?? 0, $0.rawValue)
    }
    views = [RouteMapView.world(routes: routes.count)] + Self.areas(of: routes)
  }

  /// A piece in world units, split where a step crosses the antimeridian; points off the globe
  /// (a damaged sketch) are left out.
  static func projected(_ piece: [PrivacyZones.Point]) -> [[Point]] {
    var pieces: [[Point]] = []
    var current: [Point] = []
    for point in piece {
      guard (-90...90).contains(point.latitude), (-180...180).contains(point.longitude) else {
        continue  // not a position (NaN fails too): never drawn, never clustered
      }
      let next = Point(
        x: RouteMapView.worldX(longitude: point.longitude),
        y: RouteMapView.worldY(latitude: point.latitude))
      if let last = current.last, abs(next.x - last.x) >= 0.5 {
        if current.count >= 2 { pieces.append(current) }
        current = []
      }
      current.append(next)
    }
    if current.count >= 2 { pieces.append(current) }
    return pieces
  }
}
