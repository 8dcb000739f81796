import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutModel

/// The map of every route in the cabinet: its areas, the filters on the page, the privacy cut,
/// `--no-routes`, and the bytes a workout costs (workouts from ``RouteMapTests``).
@Suite struct RouteMapReportTests {
  typealias Maps = RouteMapTests

  /// 12 loops in Berlin, 3 in Tokyo (35.68° N, 139.69° E; JP) and 1 in New York: 16 routes, so
  /// an area needs max(2, ⌈16 / 50⌉) = 2: Berlin first, then Tokyo; New York's one is no area.
  @Test("areas: where most routes start, most first, named by country")
  func areas() throws {
    let tokyo = (0..<3).map {
      Maps.workout(
        20 + $0, Maps.loop((35.68, 139.69), radius: 2_000, phase: Double($0)), country: "JP",
        zone: "Asia/Tokyo")
    }
    let york = Maps.workout(
      30, Maps.loop((40.71, -74.0), radius: 2_000, phase: 0), country: "US",
      zone: "America/New_York")
    let map = try #require(RouteMap(workouts: Maps.berlin(12) + tokyo + [york], zones: .init()))
    #expect(map.views.map(\.title) == ["World", "Germany", "Japan"])
    #expect(map.views.map(\.routes) == [16, 12, 3])
    let berlin = map.views[1]
    #expect(berlin.width == 480 && berlin.height == 320)
    // The view holds Berlin's centre, and its 480 px span a few kilometres to tens of km.
    let x = berlin.pixelX(RouteMapView.worldX(longitude: 13.40))
    let y = berlin.pixelY(RouteMapView.worldY(latitude: 52.52))
    #expect((0...480).contains(x) && (0...320).contains(y))
    let metresWide = 480 * berlin.unitsPerPixel * 40_075_016.7 * cos(52.52 * Double.pi / 180)
    #expect(metresWide > 8_000 && metresWide < 40_000)
  }

  /// A route across the antimeridian (179.9° E to 179.9° W, Fiji's east) is split there, not
  /// drawn across the world.
  @Test("a route across the antimeridian is split, not drawn across the map")
  func antimeridian() throws {
    let sketch = RouteSketch(
      latitudes: [-16.8, -16.81, -16.82, -16.83], longitudes: [179.98, 179.99, -179.99, -179.98])
    let map = try #require(
      RouteMap(workouts: [Maps.workout(0, sketch, country: "FJ")], zones: .init()))
    #expect(map.routes[0].pieces.count == 2)
    #expect(
      map.routes[0].pieces.allSatisfy { piece in
        zip(piece, piece.dropFirst()).allSatisfy { abs($0.x - $1.x) < 0.5 }
      })
  }

  /// A damaged sketch (longitude 1,000°, latitude 95°, NaN) draws only its three real
  /// positions, all in Berlin (before: latitude 95° was drawn clamped to the map's top edge).
  @Test("points off the globe are left out")
  func offTheGlobe() throws {
    let sketch = RouteSketch(
      latitudes: [52.50, 52.51, 95, .nan, 52.52, 52.53],
      longitudes: [13.40, 1_000, 13.41, 13.42, 13.43, 13.44])
    let map = try #require(RouteMap(workouts: [Maps.workout(0, sketch)], zones: .init()))
    let points = map.routes.flatMap { $0.pieces.joined() }
    #expect(points.count == 3)
    // Berlin: X ≈ 0.5372 … 0.5373, Y ≈ 0.3280 … 0.3283 (RouteMapTests' hand values).
    #expect(points.allSatisfy { (0.537...0.538).contains($0.x) && (0.327...0.329).contains($0.y) })
  }

  /// The sample's shape in small: two years (2024, 2025 local) and two sports give one radio
  /// input and tab per year and per sport besides "All", one rule hiding the other groups per
  /// value, and groups classed by both.
  @Test("filters: one input, tab and rule per year and per sport")
  func filters() throws {
    // Runs from 2024-06-01T06:00Z, rides from 2025-07-01T07:00Z (1,751,353,200).
    let workouts = (0..<6).map { index in
      Maps.workout(
        index, Maps.loop((52.52, 13.40 + Double(index) * 0.01), radius: 2_000, phase: 0),
        activity: index < 3 ? .running : .cycling,
        start: index < 3 ? 1_717_221_600 : 1_751_353_200)
    }
    let html = HTMLReport.render(Maps.cabinet(workouts))
    for id in ["my-all", "my-2024", "my-2025", "ma-all", "ma-running", "ma-cycling"] {
      #expect(
        html.contains("<input type=\"radio\" class=\"rmi\" name=\"map-")
          && html.contains("id=\"\(id)\""))
      #expect(html.contains("<label for=\"\(id)\">"))
    }
    #expect(html.contains("#my-2024:checked~.rm-views .rg:not(.y2024)"))
    #expect(html.contains("#ma-cycling:checked~.rm-views .rg:not(.a-cycling)"))
    #expect(html.contains("<g class=\"rg y2024 a-running\">"))
    #expect(html.contains("<g class=\"rg y2025 a-cycling\">"))
    #expect(!html.contains("<script"))
    #expect(html.contains("Map of every route"))
    let markdown = MarkdownReport.render(Maps.cabinet(workouts))
    #expect(markdown.contains("## Map of every route"))
    #expect(markdown.contains("The map of every route (6 workouts) is in the HTML page"))
    if let path = ProcessInfo.processInfo.environment["ROUTE_MAP_HTML_OUT"] {
      try html.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  /// The sample cabinet (`Reports/`, kept equal to `make report` by SampleReportTests): its
  /// Markdown's "By activity" table lists every sport with a distance (those with tracks; "–"
  /// for the others) and its workouts are all of 2025. The page's map has a filter tab for "All"
  /// and each of those years and sports, a world view and at least one area.
  @Test("the sample cabinet's map has a tab per year and per sport with a track")
  func sampleFilters() throws {
    let reports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Reports")
    let html = try String(
      contentsOf: reports.appendingPathComponent("index.html"), encoding: .utf8)
    let markdown = try String(
      contentsOf: reports.appendingPathComponent("trophies.md"), encoding: .utf8)
    let table = markdown.components(separatedBy: "## By activity")[1]
      .components(separatedBy: "\n## ")[0]
    let sports = table.split(separator: "\n").dropFirst(2).compactMap { line -> String? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4, cells[2] != "–" else { return nil }
      return cells[0]
    }
    #expect(sports.count >= 5)
    #expect(markdown.contains("from 2025-01-01 to 2025-12-31"))
    for (id, label) in [("my-all", "All"), ("my-2025", "2025"), ("ma-all", "All")]
      + sports.map({ ("ma-" + $0.lowercased().replacingOccurrences(of: " ", with: "_"), $0) })
    {
      #expect(html.contains("name=\"map-") && html.contains("id=\"\(id)\""), "\(id)")
      #expect(html.contains("<label for=\"\(id)\">\(label)</label>"), "\(label)")
    }
    #expect(
      html.components(separatedBy: "<input type=\"radio\" class=\"rmi\"").count - 1
        == 3 + sports.count)
    #expect(html.contains("<strong>World</strong>"))
    #expect(html.contains("<figure class=\"rm-fig\">"))
  }

  /// `--no-routes` (``TrophyCabinet/showsRoutes`` false) leaves the map out of both renderings.
  @Test("--no-routes leaves the map out")
  func noRoutes() {
    var cabinet = Maps.cabinet(Maps.berlin(3))
    #expect(CabinetDocument(cabinet).routeMap != nil)
    cabinet.showsRoutes = false
    #expect(CabinetDocument(cabinet).routeMap == nil)
    #expect(!HTMLReport.render(cabinet).contains("rmap"))
    #expect(!MarkdownReport.render(cabinet).contains("Map of every route"))
  }

  /// A 600 m zone at Berlin's centre (52.52° N, 13.40° E), where loops of 1 to 3 km pass: with
  /// it, no vertex and no step of any drawn route in the Berlin view comes within the zone's
  /// radius (less 1.5 px for rounding and simplification, while the cut keeps 1.125 radii);
  /// without it, some do (so the check can fail).
  @Test("privacy zone: nothing drawn inside it")
  func privacy() throws {
    let zone = PrivacyZone(latitude: 52.52, longitude: 13.40, radiusMeters: 600)
    let workouts = Maps.berlin(40)
    func closest(_ zones: PrivacyZones) throws -> Double {
      let map = try #require(RouteMap(workouts: workouts, zones: zones))
      let view = try #require(map.views.first { !$0.isWorld })
      let svg = RouteMapSVG.render(map, view: view)
      let centre = PolylineSimplifier.Pixel(
        x: Int(view.pixelX(RouteMapView.worldX(longitude: 13.40)).rounded()),
        y: Int(view.pixelY(RouteMapView.worldY(latitude: 52.52)).rounded()))
      let radius = 600 / (view.unitsPerPixel * 40_075_016.7 * cos(52.52 * Double.pi / 180))
      var nearest = Double.infinity
      for piece in Self.pieces(svg) {
        let steps = piece.count == 1 ? [(piece[0], piece[0])] : Array(zip(piece, piece.dropFirst()))
        for (a, b) in steps {
          nearest = min(nearest, RouteMapTests.distance(centre, a, b))
        }
      }
      return nearest - radius
    }
    #expect(try closest(PrivacyZones([zone])) > -1.5)
    #expect(try closest(PrivacyZones()) < -10)
  }

  /// The absolute pixels of every route subpath in `svg`'s routes group (`M x y` then
  /// relative `l` pairs, or `h0` for a dot).
  static func pieces(_ svg: String) -> [[PolylineSimplifier.Pixel]] {
    guard let routes = svg.range(of: "<g class=\"rmr\"") else { return [] }
    var result: [[PolylineSimplifier.Pixel]] = []
    for match in svg[routes.lowerBound...].split(separator: "d=\"").dropFirst() {
      let data = match.prefix { $0 != "\"" }
      for sub in data.split(separator: "M") {
        let numbers = sub.replacingOccurrences(of: "h0", with: "")
          .replacingOccurrences(of: "l", with: " ").replacingOccurrences(of: "-", with: " -")
          .split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 2 else { continue }
        var point = PolylineSimplifier.Pixel(x: numbers[0], y: numbers[1])
        var piece = [point]
        var index = 2
        while index + 1 < numbers.count {
          point = PolylineSimplifier.Pixel(
            x: point.x + numbers[index], y: point.y + numbers[index + 1])
          piece.append(point)
          index += 2
        }
        result.append(piece)
      }
    }
    return result
  }

  /// 1,000 loops and 1,000 routes along two straight streets (16 points east, then 16 north,
  /// as a sketch samples a route evenly) in Berlin, 32 points each: over the world view and the
  /// Berlin view together, land included, at most 100 bytes each (measured: 87). Without
  /// Douglas–Peucker (whole pixels only) they cost 109, so the test fails; drawn with one
  /// decimal and no simplification at all, about 32 × 2 × 12 ≈ 770. Ten thousand stay a few
  /// megabytes.
  @Test("bytes per workout: simplified to the drawn scale")
  func bytesPerWorkout() throws {
    let streets = (1_000..<2_000).map { index in
      let start = (
        52.50 + Double(index % 37) * 0.001, 13.37 + Double(index % 41) * 0.0015
      )
      var latitudes: [Float] = []
      var longitudes: [Float] = []
      for step in 0..<RouteSketch.pointCount {
        let east = Double(min(step, 15)) * 0.002
        let north = Double(max(step - 15, 0)) * 0.0013
        latitudes.append(Float(start.0 + north))
        longitudes.append(Float(start.1 + east))
      }
      return Maps.workout(index, RouteSketch(latitudes: latitudes, longitudes: longitudes))
    }
    let workouts = Maps.berlin(1_000) + streets
    let map = try #require(RouteMap(workouts: workouts, zones: .init()))
    let bytes = map.views.reduce(0) { $0 + RouteMapSVG.render(map, view: $1).utf8.count }
    #expect(map.views.count == 2)
    #expect(bytes / workouts.count <= 100, "\(bytes / workouts.count) bytes per workout")
  }
}
