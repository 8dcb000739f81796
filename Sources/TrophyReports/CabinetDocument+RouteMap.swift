import Achievements
import WorkoutModel

extension CabinetDocument {
  /// The map of every route of `cabinet`: its counted workouts' route sketches cut by its
  /// privacy zones; `nil` when routes are turned off (`--no-routes`) or none is left to draw.
  static func routeMap(_ cabinet: TrophyCabinet) -> DocumentRouteMap? {
    guard cabinet.showsRoutes,
      let map = RouteMap(workouts: cabinet.workouts, zones: cabinet.privacyZones)
    else { return nil }
    let explorer = cabinet.evaluation.explorer
    let tiles = map.views.map { view in
      view.isWorld ? nil : routeMapTiles(explorer.zoom14, view: view, zones: cabinet.privacyZones)
    }
    let areas = map.views.filter { !$0.isWorld }.map {
      "\($0.title) (\(NumberText.counted($0.routes, "workout", grouped: true)))"
    }
    let drawn = NumberText.counted(map.routes.count, "workout", grouped: true)
    var summary = "The map of every route (\(drawn)) is in the HTML page"
    summary += areas.isEmpty ? "." : ", with the areas of most workouts: "
    summary += areas.joined(separator: ", ") + (areas.isEmpty ? "" : ".")
    return DocumentRouteMap(
      heading: DocumentHeading(
        "Map of every route",
        blurb: "Every route with a track, drawn on one map: brighter where routes overlap. "
          + "The world, then the areas where most workouts start. Route ends are trimmed and "
          + "privacy zones cut out, as in the route outlines."),
      map: map, tiles: tiles, summary: DocumentSentence(summary))
  }

  /// `columns` of a view as columns of the world, `side` wide: split in two where the view
  /// crosses the 180° meridian (below column 0 or from column `side`).
  static func wrapped(_ columns: ClosedRange<Int>, side: Int) -> [ClosedRange<Int>] {
    if columns.lowerBound < 0 {
      return [max(columns.lowerBound + side, 0)...(side - 1), 0...max(columns.upperBound, 0)]
    }
    if columns.upperBound >= side {
      return [columns.lowerBound...(side - 1), 0...min(columns.upperBound - side, side - 1)]
    }
    return [columns]
  }

  /// The zoom-14 tiles of `area` inside `view` without those near a privacy zone, the
  /// max cluster's apart (as the tile picture draws them); `nil` when a
  /// tile would be smaller than 2 pixels or the view holds none.
  static func routeMapTiles(_ area: ExplorerArea, view: RouteMapView, zones: PrivacyZones)
    -> RouteMapTiles?
  {
    let scale = Double(1 << area.zoom)
    guard area.tileCount > 0, 1 / scale / view.unitsPerPixel >= 2 else { return nil }
    let east = view.minX + Double(view.width) * view.unitsPerPixel
    let south = view.minY + Double(view.height) * view.unitsPerPixel
    let columns = Int((view.minX * scale).rounded(.down))...Int((east * scale).rounded(.down))
    let rows = Int((view.minY * scale).rounded(.down))...Int((south * scale).rounded(.down))
    let visited = wrapped(columns, side: 1 << area.zoom).flatMap {
      area.visitedTiles(columns: $0, rows: rows)
    }.filter { !zones.hides($0, zoom: area.zoom) }
    let square = area.maxSquare.flatMap { square -> (ExplorerTiles.Tile, Int)? in
      let x = Int(square.topLeft.x)
      let y = Int(square.topLeft.y)
      guard x + square.size > columns.lowerBound, x <= columns.upperBound,
        y + square.size > rows.lowerBound, y <= rows.upperBound
      else { return nil }
      return (square.topLeft, square.size)
    }
    let cluster = Set(area.clusterTiles)
    let tiles = RouteMapTiles(
      zoom: area.zoom, visited: visited.filter { !cluster.contains($0) },
      cluster: visited.filter { cluster.contains($0) }, square: square)
    return tiles.isEmpty ? nil : tiles
  }
}
