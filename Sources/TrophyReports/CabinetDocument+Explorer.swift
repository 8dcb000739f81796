import Achievements
import WorkoutModel

extension CabinetDocument {
  /// Most workouts the "Most new tiles" table lists.
  public static let listedExplorerWorkouts = 5
  /// Tiles shown around the max square on each side of the picture (at least 3, at most 8).
  static func pictureMargin(_ size: Int) -> Int { max(3, min(8, size / 2)) }
  /// Most tiles the picture spans each way: a square wider than this (or a damaged library's)
  /// is drawn from its north-west corner, cut at the picture's edge, so the page stays small.
  public static let pictureTileLimit = 80

  /// The explorer section of `evaluation`; `nil` when no workout has tiles.
  static func explorer(
    _ evaluation: AchievementEvaluation, zones: PrivacyZones = PrivacyZones()
  ) -> DocumentExplorer? {
    let explorer = evaluation.explorer
    guard explorer.hasTiles else { return nil }
    let areas = explorer.areas
    func reached(_ progression: AchievementProgression) -> DocumentTable.Cell {
      guard let visit = explorer.firstReached(progression) else { return .init("–") }
      return .init(
        ReportFormatting.readableDate(CivilDateTime(dayNumber: Int64(visit.date.dayNumber)))
          + " · " + ReportFormatting.basename(visit.reference.file))
    }
    let rows: [[DocumentTable.Cell]] = [
      [.init("Tiles visited")] + areas.map { .init(NumberText.grouped($0.tileCount), .number) },
      [.init("Max square")]
        + areas.map { area in
          .init(area.maxSquare.map { "\($0.size)×\($0.size)" } ?? "–", .number)
        },
      [.init("Square since")] + areas.map { reached($0.squareProgression) },
      [.init("Max cluster")]
        + areas.map { .init(NumberText.counted($0.clusterSize, "tile", grouped: true), .number) },
      [.init("Cluster since")] + areas.map { reached($0.clusterProgression) },
      [.init("To grow the square")]
        + areas.map { .init(NumberText.counted($0.squareFrontier.count, "tile"), .number) },
      [.init("Next to the cluster")]
        + areas.map { .init(NumberText.counted($0.clusterFrontier.count, "tile"), .number) },
    ]
    let best = explorer.bestVisits(limit: listedExplorerWorkouts).map { visit in
      [
        DocumentTable.Cell(visit.reference.file, .path),
        .init(ReportFormatting.readableDate(CivilDateTime(dayNumber: Int64(visit.date.dayNumber)))),
        .init(NumberText.grouped(visit.newTiles14), .number),
        .init(NumberText.grouped(visit.newTiles17), .number),
      ]
    }
    return DocumentExplorer(
      heading: DocumentHeading(
        "Explorer",
        blurb: "Map tiles your tracks passed through: zoom 14 (about 1.5 km wide, explorer "
          + "tiles) and zoom 17 (about 190 m, squadratinhos). The max square is the largest "
          + "block of visited tiles; the max cluster the largest group of tiles whose four "
          + "neighbours you all visited."),
      figures: DocumentTable(
        columns: [
          .init("Figure"), .init("Zoom 14", alignsRight: true),
          .init("Zoom 17", alignsRight: true),
        ], rows: rows),
      best: DocumentTable(
        columns: [
          .init("Workout"), .init("Date (local)"), .init("New tiles (z14)", alignsRight: true),
          .init("New tiles (z17)", alignsRight: true),
        ], rows: best),
      files: DocumentSentence([
        .text("The tiles to go and get next are outlined in "), .code("tiles-to-explore.gpx"),
        .text(" and "), .code("tiles-to-explore.geojson"), .text(" beside this page."),
      ]),
      picture: picture(explorer.zoom14, zones: zones))
  }

  /// The picture of the tiles around `area`'s max square, without the tiles near a privacy zone
  /// (``WorkoutModel/PrivacyZones/hides(_:zoom:)``); `nil` without a square.
  static func picture(_ area: ExplorerArea, zones: PrivacyZones = PrivacyZones())
    -> ExplorerPicture?
  {
    guard let square = area.maxSquare else { return nil }
    let margin = pictureMargin(square.size)
    let x = Int(square.topLeft.x)
    let y = Int(square.topLeft.y)
    let span = min(square.size + 2 * margin, pictureTileLimit) - 1
    let columns = (x - margin)...(x - margin + span)
    let rows = (y - margin)...(y - margin + span)
    let cluster = Set(area.clusterTiles)
    let inside = { (tile: ExplorerTiles.Tile) in
      columns.contains(Int(tile.x)) && rows.contains(Int(tile.y))
    }
    let visited = area.visitedTiles(columns: columns, rows: rows).filter {
      !zones.hides($0, zoom: area.zoom)
    }
    return ExplorerPicture(
      columns: columns, rows: rows, visited: visited.filter { !cluster.contains($0) },
      cluster: visited.filter { cluster.contains($0) },
      missing: area.squareFrontier.filter { inside($0) && !zones.hides($0, zoom: area.zoom) },
      squareSize: square.size,
      squareTopLeft: square.topLeft,
      caption: "Visited zoom-14 tiles around the max square of \(square.size)×\(square.size) "
        + "(outlined; tile \(x)/\(y) at its north-west corner), the max cluster's tiles in full "
        + "colour, and dashed the \(NumberText.counted(area.squareFrontier.count, "tile")) that "
        + "would grow it.")
  }
}
