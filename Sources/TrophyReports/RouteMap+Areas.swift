import WorkoutModel

extension RouteMap {
  /// Slippy-map zoom of the cells that areas are gathered in (zoom 7: about 310 km at the
  /// equator, 200 km at 50° N).
  static let areaCellZoom = 7
  /// Area views' size in pixels (3:2).
  static let areaWidth = 480
  /// See ``areaWidth``.
  static let areaHeight = 320
  /// Smallest span an area view shows, world units (about 3 km at the equator).
  static let smallestAreaSpan = 3_000 / 40_075_016.7

  /// The areas with most workouts, at most `limit`, most first: each time, the zoom-7 cell in
  /// which most remaining routes start (their ``Route/anchor``; ties: the northmost, then the
  /// westmost cell) and its eight neighbours take their routes out; an area needs at least 2
  /// routes and 2 % of all. Cells wrap at the 180° meridian (cell 127's neighbours include
  /// cell 0). Its window reaches from the 1st percentile of its routes' west
  /// edges to the 99th of their east edges, and so north to south (one long ride does not
  /// shrink the rest), 15 % more on each side, at least ``smallestAreaSpan``, widened to 3:2 about its centre.
  static func areas(of routes: [Route], limit: Int = areaLimit) -> [RouteMapView] {
    let cells = Double(1 << areaCellZoom)
    let side = 1 << areaCellZoom
    func cell(_ point: Point) -> (x: Int, y: Int) {
      let column = Int((point.x * cells).rounded(.down))
      return (((column % side) + side) % side, Int((point.y * cells).rounded(.down)))
    }
    var remaining = Array(routes.indices)
    let minimum = max(2, (routes.count + 49) / 50)
    var views: [RouteMapView] = []
    var titles: [String: Int] = [:]
    while views.count < limit, !remaining.isEmpty {
      var counts: [Int: Int] = [:]
      for index in remaining {
        let at = cell(routes[index].anchor)
        counts[at.y * side + at.x, default: 0] += 1
      }
      guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { break }
      let centre = (x: best.key % side, y: best.key / side)
      let members = remaining.filter {
        let at = cell(routes[$0].anchor)
        let across = abs(at.x - centre.x)
        return min(across, side - across) <= 1 && abs(at.y - centre.y) <= 1
      }
      guard members.count >= minimum else { break }
      let taken = Set(members)
      remaining.removeAll { taken.contains($0) }
      let title = areaTitle(members.map { routes[$0] }, taken: &titles)
      views.append(
        view(
          of: members.map { routes[$0] }, title: title,
          around: (Double(centre.x) + 0.5) / cells))
    }
    return views
  }

  /// The window of `routes` (see ``areas(of:limit:)``), each point taken in the copy of the
  /// world nearest `around` (world X of the area's centre cell), so an area across the 180°
  /// meridian gets a window across it (minX may be below 0 or the window reach past 1).
  static func view(of routes: [Route], title: String, around: Double) -> RouteMapView {
    var wests: [Double] = []
    var easts: [Double] = []
    var norths: [Double] = []
    var souths: [Double] = []
    for route in routes {
      let points = route.pieces.joined()
      let xs = points.map { $0.x - ($0.x - around).rounded() }
      guard let west = xs.min(), let east = xs.max(),
        let north = points.map(\.y).min(), let south = points.map(\.y).max()
      else { continue }
      wests.append(west)
      easts.append(east)
      norths.append(north)
      souths.append(south)
    }
    func percentile(_ values: [Double], _ share: Double) -> Double {
      let sorted = values.sorted()
      return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * share).rounded()))]
    }
    let west = percentile(wests, 0.01)
    let east = percentile(easts, 0.99)
    let north = percentile(norths, 0.01)
    let south = percentile(souths, 0.99)
    let aspect = Double(areaWidth) / Double(areaHeight)
    var spanX = max((east - west) * 1.3, smallestAreaSpan)
    var spanY = max((south - north) * 1.3, smallestAreaSpan / aspect)
    spanX = max(spanX, spanY * aspect)
    spanY = spanX / aspect
    let unitsPerPixel = spanX / Double(areaWidth)
    return RouteMapView(
      title: title, routes: routes.count, minX: (west + east) / 2 - spanX / 2,
      minY: (north + south) / 2 - spanY / 2, unitsPerPixel: unitsPerPixel, width: areaWidth,
      height: areaHeight, isWorld: false)
  }

  /// The name of the country most of `routes` start in ("Area" when none is known), with a
  /// number after the first area of that name ("Germany 2").
  static func areaTitle(_ routes: [Route], taken: inout [String: Int]) -> String {
    var counts: [String: Int] = [:]
    for route in routes { if let code = route.country { counts[code, default: 0] += 1 } }
    let code = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    let name = code.flatMap { Country.named($0)?.name } ?? "Area"
    let seen = taken[name, default: 0] + 1
    taken[name] = seen
    return seen == 1 && name != "Area" ? name : "\(name) \(seen)"
  }
}
