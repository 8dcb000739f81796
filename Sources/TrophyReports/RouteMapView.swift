import WorkoutModel

/// One drawing of the map of every route (``RouteMap``): a window of the Web-Mercator world,
/// its size in pixels, and what it shows.
///
/// World units: the Web-Mercator square at zoom 0 of the slippy-map formula (``WorkoutModel/SlippyTile``):
/// `X = (λ + 180) / 360` and `Y = (1 − ln(tan φ + sec φ) / π) / 2`, both 0 … 1, north-west at
/// 0, 0 (latitudes clamped to ±85.0511°). A view maps its window linearly to pixels, so its
/// scale is the same both ways (Mercator keeps shapes).
public struct RouteMapView: Sendable, Hashable {
  /// "World", or the area's country ("Germany"), numbered when two areas share one.
  public var title: String
  /// Routes that start in the view's area (all routes for the world).
  public var routes: Int
  /// West edge, world units.
  public var minX: Double
  /// North edge, world units.
  public var minY: Double
  /// World units per pixel.
  public var unitsPerPixel: Double
  /// Width in pixels (the SVG's viewBox width).
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Whether this is the world view (areas draw explorer tiles; the world's are too small).
  public var isWorld: Bool

  /// Creates a view.
  public init(
    title: String, routes: Int, minX: Double, minY: Double, unitsPerPixel: Double, width: Int,
    height: Int, isWorld: Bool
  ) {
    self.title = title
    self.routes = routes
    self.minX = minX
    self.minY = minY
    self.unitsPerPixel = unitsPerPixel
    self.width = width
    self.height = height
    self.isWorld = isWorld
  }

  /// World X of a longitude in degrees (see the type).
  public static func worldX(longitude: Double) -> Double {
    SlippyTile.x(longitude: longitude, zoom: 0)
  }

  /// World Y of a latitude in degrees (see the type), clamped to the projection's edge.
  public static func worldY(latitude: Double) -> Double {
    SlippyTile.y(latitude: latitude, zoom: 0)
  }

  /// The copy of world X (x + k for a whole k) nearest the middle of an area view, so that an
  /// area across the 180° meridian draws what lies on both sides of it; `x` itself on the
  /// world view and whenever it is within half a world of the middle.
  public func nearestCopy(_ x: Double) -> Double {
    guard !isWorld else { return x }
    return x - (x - (minX + Double(width) * unitsPerPixel / 2)).rounded()
  }

  /// Pixel column of world X.
  public func pixelX(_ x: Double) -> Double { (x - minX) / unitsPerPixel }
  /// Pixel row of world Y.
  public func pixelY(_ y: Double) -> Double { (y - minY) / unitsPerPixel }

  /// The world view: longitudes −180 … 180 over `width` pixels, latitudes 84° N … 58° S (no
  /// Antarctica, whose workouts still show at the lower edge).
  public static func world(routes: Int, width: Int = 960) -> RouteMapView {
    let north = worldY(latitude: 84)
    let south = worldY(latitude: -58)
    let unitsPerPixel = 1 / Double(width)
    return RouteMapView(
      title: "World", routes: routes, minX: 0, minY: north, unitsPerPixel: unitsPerPixel,
      width: width, height: Int(((south - north) / unitsPerPixel).rounded()), isWorld: true)
  }
}
