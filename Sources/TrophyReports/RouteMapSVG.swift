import WorkoutModel

/// Draws one view of the map of every route (``RouteMap``, ``RouteMapView``) as an inline SVG
/// 1.1 drawing, no tile server, no script:
/// - the sea (`rms`), then the land (`rml`): Natural Earth's country outlines
///   (``WorldLand``), each country its own subpath, so the page's stroke of the land draws the
///   borders;
/// - the routes (`rmr`), one `<g class="rg y<year> a-<activity>">` per year and activity (the
///   page's filters hide groups), one `<path>` per route, drawn with a low `stroke-opacity` so
///   overlapping routes add up to a brighter line; routes that simplify to the same path in one
///   group are drawn once, with the opacity of that many;
/// - on area views, the explorer tiles (`rmt`, hidden until the page's switch shows them).
///
/// Every line is simplified to the view's scale (``PolylineSimplifier``, whole pixels, within
/// ``tolerance`` pixels): a route too small to see is one dot, and the page's size grows with
/// what can be seen, not with the points stored.
public enum RouteMapSVG {
  /// Douglas–Peucker tolerance in pixels of the view.
  public static let tolerance = 0.75
  /// Most repeats a repeated path's opacity counts.
  static let repeatLimit = 40

  /// The `<svg>` of `view` with the routes of `map`, and `tiles` over it (area views).
  public static func render(_ map: RouteMap, view: RouteMapView, tiles: RouteMapTiles? = nil)
    -> String
  {
    let width = view.width
    let height = view.height
    var svg =
      "<svg class=\"rm\" viewBox=\"0 0 \(width) \(height)\" role=\"img\""
      + " aria-label=\"\(HTMLEscaping.attribute(label(view)))\""
      + " xmlns=\"http://www.w3.org/2000/svg\">"
    svg += "<rect class=\"rms\" width=\"\(width)\" height=\"\(height)\"/>"
    let land = landPath(view)
    if !land.isEmpty { svg += "<path class=\"rml\" d=\"\(land)\"/>" }
    if let tiles, !tiles.isEmpty, !view.isWorld { svg += tilesGroup(tiles, view: view) }
    svg += "<g class=\"rmr\" stroke-opacity=\"\(opacityText(baseOpacity(view)))\">"
    svg += routeGroups(map, view: view)
    return svg + "</g></svg>"
  }

  /// The base stroke opacity of a view's routes: 2.5 / √routes, between 0.08 and 0.85, so a
  /// few routes read clearly and thousands still brighten where they overlap (8,000 routes
  /// around one home saturated into a blob at 0.15); at least 0.5 on the world view, where
  /// most routes are dots.
  static func baseOpacity(_ view: RouteMapView) -> Double {
    let opacity = min(0.85, max(0.08, 2.5 / Double(max(view.routes, 1)).squareRoot()))
    return view.isWorld ? max(opacity, 0.5) : opacity
  }

  /// What the view shows, for `aria-label`.
  static func label(_ view: RouteMapView) -> String {
    view.isWorld
      ? "Map of the world with every route drawn"
      : "Map of the area \(view.title) with the routes of "
        + NumberText.counted(view.routes, "workout", grouped: true) + " that start there"
  }

  /// The routes by year and activity, groups in year then activity order.
  static func routeGroups(_ map: RouteMap, view: RouteMapView) -> String {
    struct Group {
      var paths: [String] = []
      var repeats: [String: Int] = [:]
    }
    var groups: [String: Group] = [:]
    var order: [String] = []
    for route in map.routes {
      let data = pathData(route.pieces, view: view)
      guard !data.isEmpty else { continue }
      let key = "y\(route.year) a-\(route.activity.rawValue)"
      if groups[key] == nil { order.append(key) }
      if let seen = groups[key]?.repeats[data] {
        groups[key]?.repeats[data] = seen + 1
      } else {
        groups[key, default: Group()].paths.append(data)
        groups[key, default: Group()].repeats[data] = 1
      }
    }
    let base = baseOpacity(view)
    var svg = ""
    for key in order.sorted() {
      guard let group = groups[key] else { continue }
      svg += "<g class=\"rg \(key)\">"
      for data in group.paths {
        let count = min(group.repeats[data] ?? 1, repeatLimit)
        if count > 1 {
          let opacity = 1 - power(1 - base, count)
          svg += "<path d=\"\(data)\" stroke-opacity=\"\(opacityText(opacity))\"/>"
        } else {
          svg += "<path d=\"\(data)\"/>"
        }
      }
      svg += "</g>"
    }
    return svg
  }

  /// `value` to the power `count` (small whole powers, no Foundation).
  static func power(_ value: Double, _ count: Int) -> Double {
    var result = 1.0
    for _ in 0..<count { result *= value }
    return result
  }

  /// An opacity with two decimals: 0.3 → "0.3", 0.155 → "0.16".
  static func opacityText(_ value: Double) -> String {
    let hundredths = Int((min(max(value, 0), 1) * 100).rounded())
    if hundredths == 100 { return "1" }
    let text = hundredths < 10 ? "0.0\(hundredths)" : "0.\(hundredths)"
    return text.hasSuffix("0") ? String(text.dropLast()) : text
  }

  /// The path data of `pieces` in `view`: each piece simplified, `M` to its first pixel, then
  /// relative `l` steps; a piece that shrinks to one pixel is a dot (`h0`, drawn by the round
  /// line cap). Pieces wholly outside the view (beyond a 4-pixel margin) are left out. Each
  /// piece is drawn in the copy of the world nearest the view (``RouteMapView/nearestCopy(_:)``).
  static func pathData(_ pieces: [[RouteMap.Point]], view: RouteMapView) -> String {
    var data = ""
    for piece in pieces {
      // A piece has no step across the 180° meridian: one copy of the world for all of it.
      let shift = piece.first.map { view.nearestCopy($0.x) - $0.x } ?? 0
      let pixels = PolylineSimplifier.simplify(
        piece.map { (view.pixelX($0.x + shift), view.pixelY($0.y)) }, tolerance: tolerance)
      guard let first = pixels.first, isVisible(pixels, view: view) else { continue }
      data += pixels.count == 1 ? "M\(first.x) \(first.y)h0" : polyline(pixels[...])
    }
    return data
  }

  /// `M` to the first of `pixels` (2 or more), then relative `l` steps to the others, a space
  /// only before a number without its own minus sign: (10, 5), (13, 3), (12, 3) →
  /// "M10 5l3-2-1 0".
  static func polyline(_ pixels: ArraySlice<PolylineSimplifier.Pixel>) -> String {
    guard var previous = pixels.first else { return "" }
    var data = "M\(previous.x) \(previous.y)l"
    for (index, pixel) in pixels.dropFirst().enumerated() {
      let dx = pixel.x - previous.x
      let dy = pixel.y - previous.y
      if index > 0 && dx >= 0 { data += " " }
      data += "\(dx)" + (dy >= 0 ? " " : "") + "\(dy)"
      previous = pixel
    }
    return data
  }

  /// Whether the bounds of `pixels` meet the view (with a 4-pixel margin).
  static func isVisible(_ pixels: [PolylineSimplifier.Pixel], view: RouteMapView) -> Bool {
    guard let minX = pixels.map(\.x).min(), let maxX = pixels.map(\.x).max(),
      let minY = pixels.map(\.y).min(), let maxY = pixels.map(\.y).max()
    else { return false }
    return maxX >= -4 && minX <= view.width + 4 && maxY >= -4 && minY <= view.height + 4
  }
}
