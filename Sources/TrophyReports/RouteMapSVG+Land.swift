import WorkoutModel

extension RouteMapSVG {
  /// The land of `view`: every ``WorldLand`` ring whose bounds meet the view, simplified to its
  /// scale, one closed subpath each (absolute `M`, relative `l`, `z`); rings that shrink below
  /// 3 pixels are left out. An area view across the 180° meridian draws the rings of both
  /// sides, each ring whole in one copy of the world (shifted by one world's width).
  static func landPath(_ view: RouteMapView) -> String {
    let east = view.minX + Double(view.width) * view.unitsPerPixel
    let south = view.minY + Double(view.height) * view.unitsPerPixel
    var data = ""
    let shifts: [Double] = view.isWorld ? [0] : [0, -1, 1]
    for ring in WorldLand.rings {
      let ringNorth = RouteMapView.worldY(latitude: ring.north)
      let ringSouth = RouteMapView.worldY(latitude: ring.south)
      guard ringSouth >= view.minY, ringNorth <= south else { continue }
      for shift in shifts {
        let ringWest = RouteMapView.worldX(longitude: ring.west) + shift
        let ringEast = RouteMapView.worldX(longitude: ring.east) + shift
        guard ringEast >= view.minX, ringWest <= east else { continue }
        let points = zip(ring.longitudes, ring.latitudes).map { longitude, latitude in
          (
            view.pixelX(RouteMapView.worldX(longitude: longitude) + shift),
            view.pixelY(RouteMapView.worldY(latitude: latitude))
          )
        }
        let pixels = PolylineSimplifier.simplify(points + points.prefix(1), tolerance: tolerance)
        guard pixels.count >= 4 else { continue }
        data += polyline(pixels.dropLast()) + "z"
      }
    }
    return data
  }

  /// The explorer tiles over an area view (class `rmt`): visited tiles (`xv`), cluster tiles
  /// (`xc`), each one path of squares, and the max square outlined (`xs`).
  static func tilesGroup(_ tiles: RouteMapTiles, view: RouteMapView) -> String {
    let tileUnits = 1 / Double(1 << tiles.zoom)
    let side = tileUnits / view.unitsPerPixel
    func number(_ value: Double) -> String {
      NumberText.fixed(value, decimals: 1, grouping: false)
    }
    func squares(_ list: [ExplorerTiles.Tile], class name: String) -> String {
      guard !list.isEmpty else { return "" }
      let size = number(side)
      let data = list.map { tile in
        "M\(number(view.pixelX(view.nearestCopy(Double(tile.x) * tileUnits)))) "
          + "\(number(view.pixelY(Double(tile.y) * tileUnits)))h\(size)v\(size)h-\(size)z"
      }.joined()
      return "<path class=\"\(name)\" d=\"\(data)\"/>"
    }
    var svg = "<g class=\"rmt\">" + squares(tiles.visited, class: "xv")
    svg += squares(tiles.cluster, class: "xc")
    if let square = tiles.square {
      let size = number(side * Double(square.size))
      svg +=
        "<rect class=\"xs\" x=\"\(number(view.pixelX(view.nearestCopy(Double(square.topLeft.x) * tileUnits))))\""
        + " y=\"\(number(view.pixelY(Double(square.topLeft.y) * tileUnits)))\""
        + " width=\"\(size)\" height=\"\(size)\"/>"
    }
    return svg + "</g>"
  }
}
