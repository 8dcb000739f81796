import Foundation
import Testing
import TrophiesCLI
import TrophiesKit
import WorkoutModel

/// End to end: a cabinet written with a privacy zone (from the settings file found through
/// `XDG_CONFIG_HOME`) around the start of six laps of Volkspark Friedrichshain in `SampleData/`
/// draws no point of any route outline inside it. The outlines are drawn in a 100 × 100 box, so
/// the test maps each one back to degrees itself: it finds the scale and offset that lay the
/// workout's uncut sketch (read from the files) onto the outline's corners that are the
/// sketch's own points (a least-squares fit over those matches), and checks every drawn point
/// and 10 points on each drawn step against the zone by haversine distance.
@Suite("privacy zones in the cabinet")
struct PrivacyReportTests {
  static let files = [
    "activity_18144627784.gpx", "activity_18204958424.gpx", "activity_18260377145.gpx",
    "activity_18461339313.tcx", "activity_18582445455.tcx", "activity_18754864704.gpx",
  ].map { packageRoot.appendingPathComponent("SampleData/garmin/\($0)").path }
  /// Near the first fix of every one of the six files (52.5274–52.5275° N, 13.4265–13.4275° E).
  static let zone = PrivacyZone(latitude: 52.5275, longitude: 13.4272, radiusMeters: 300)

  typealias Vertex = (x: Double, y: Double)

  /// The subpaths of every route outline in `html` (`M x y L x y …` → lists of vertices), each
  /// distinct outline once.
  static func outlines(_ html: String) -> [[[Vertex]]] {
    // Each outline once: a workout holding several records is drawn several times alike.
    var seen: Set<Substring> = []
    return html.components(separatedBy: "<svg class=\"route\"").dropFirst().compactMap { chunk in
      guard let start = chunk.range(of: "<path d=\""),
        let end = chunk[start.upperBound...].firstIndex(of: "\""),
        seen.insert(chunk[start.upperBound..<end]).inserted
      else { return nil }
      var pieces: [[Vertex]] = []
      var text = Substring(chunk[start.upperBound..<end])
      while let letter = text.first {
        text = text.dropFirst()
        let numberEnd = text.firstIndex { $0 == "M" || $0 == "L" } ?? text.endIndex
        let numbers = text[..<numberEnd].split(separator: " ").compactMap { Double($0) }
        text = text[numberEnd...]
        guard numbers.count == 2 else { return nil }
        if letter == "M" { pieces.append([]) }
        pieces[pieces.count - 1].append((numbers[0], numbers[1]))
      }
      return pieces
    }
  }

  /// `outline` mapped back to degrees with the similarity (scale `s`, offset `t`) that lays
  /// `sketch`'s points, in the drawing's plane (x = longitude × cos of the mean latitude,
  /// y = −latitude), onto the most outline vertices; `nil` when fewer than 4 match.
  static func located(_ outline: [[Vertex]], sketch: RouteSketch) -> (
    matched: Int, pieces: [[PrivacyZones.Point]]
  )? {
    let latitudes = sketch.latitudes.map(Double.init)
    let k = cos(latitudes.reduce(0, +) / Double(latitudes.count) * .pi / 180)
    let plane = zip(latitudes, sketch.longitudes.map(Double.init)).map { ($1 * k, -$0) }
    let vertices = outline.flatMap { $0 }
    func matches(_ s: Double, _ tx: Double, _ ty: Double, tolerance: Double) -> [(Int, Int)] {
      var found: [(Int, Int)] = []
      for (m, vertex) in vertices.enumerated() {
        var nearest = (index: -1, distance: tolerance * tolerance)
        for (index, point) in plane.enumerated() {
          let dx = s * point.0 + tx - vertex.x
          let dy = s * point.1 + ty - vertex.y
          if dx * dx + dy * dy < nearest.distance { nearest = (index, dx * dx + dy * dy) }
        }
        if nearest.index >= 0 { found.append((m, nearest.index)) }
      }
      return found
    }
    var bestFit: (count: Int, s: Double, tx: Double, ty: Double)?
    for a in vertices.indices {
      guard
        let b = vertices.indices.max(by: {
          hypot(vertices[$0].x - vertices[a].x, vertices[$0].y - vertices[a].y)
            < hypot(vertices[$1].x - vertices[a].x, vertices[$1].y - vertices[a].y)
        })
      else { continue }
      let dv = (vertices[b].x - vertices[a].x, vertices[b].y - vertices[a].y)
      let lv = hypot(dv.0, dv.1)
      guard lv > 20 else { continue }
      for i in plane.indices {
        for j in plane.indices where i != j {
          let dp = (plane[j].0 - plane[i].0, plane[j].1 - plane[i].1)
          let lp = hypot(dp.0, dp.1)
          guard lp > 0, dp.0 * dv.0 + dp.1 * dv.1 > 0,
            abs(dp.0 * dv.1 - dp.1 * dv.0) / (lp * lv) < 0.01
          else { continue }
          let s = lv / lp
          let tx = vertices[a].x - s * plane[i].0
          let ty = vertices[a].y - s * plane[i].1
          let count = matches(s, tx, ty, tolerance: 1).count
          if count > bestFit?.count ?? 3 { bestFit = (count, s, tx, ty) }
        }
      }
      // Most vertices are the sketch's own: once over half match, the fit is found.
      if let bestFit, bestFit.count * 2 > vertices.count { break }
    }
    guard let rough = bestFit else { return nil }
    // Least squares over the matched pairs: s = Σ(p−p̄)·(v−v̄) / Σ|p−p̄|², t = v̄ − s·p̄.
    let pairs = matches(rough.s, rough.tx, rough.ty, tolerance: 1)
    let n = Double(pairs.count)
    let pMean = pairs.reduce((0.0, 0.0)) { ($0.0 + plane[$1.1].0 / n, $0.1 + plane[$1.1].1 / n) }
    let vMean = pairs.reduce((0.0, 0.0)) {
      ($0.0 + vertices[$1.0].x / n, $0.1 + vertices[$1.0].y / n)
    }
    var numerator = 0.0
    var denominator = 0.0
    for (m, p) in pairs {
      let dp = (plane[p].0 - pMean.0, plane[p].1 - pMean.1)
      numerator += dp.0 * (vertices[m].x - vMean.0) + dp.1 * (vertices[m].y - vMean.1)
      denominator += dp.0 * dp.0 + dp.1 * dp.1
    }
    let s = numerator / denominator
    let tx = vMean.0 - s * pMean.0
    let ty = vMean.1 - s * pMean.1
    let pieces = outline.map { piece in
      piece.map { PrivacyZones.Point(latitude: -($0.y - ty) / s, longitude: ($0.x - tx) / s / k) }
    }
    return (pairs.count, pieces)
  }

  /// The nearest distance to the zone's centre, in metres, of any point drawn in `html` (each
  /// outline's vertices and 10 points on each of its steps), and how many outlines were found.
  static func nearest(_ html: String, sketches: [RouteSketch]) throws -> (Double, Int) {
    var nearest = Double.infinity
    let outlines = Self.outlines(html)
    for outline in outlines {
      // The workout whose sketch lays onto the most vertices (the six laps look alike).
      let fits = sketches.compactMap { located(outline, sketch: $0) }
      let pieces = try #require(
        fits.max { $0.matched < $1.matched }?.pieces, "an outline that matches no sketch")
      for piece in pieces {
        for (a, b) in zip(piece, piece.dropFirst()) {
          for step in 0...10 {
            let t = Double(step) / 10
            nearest = min(
              nearest,
              zone.distanceMeters(
                latitude: a.latitude + (b.latitude - a.latitude) * t,
                longitude: a.longitude + (b.longitude - a.longitude) * t))
          }
        }
      }
    }
    return (nearest, outlines.count)
  }

  @Test("no point drawn lies inside the zone of the settings file; without it some would")
  func nothingDrawnInside() throws {
    let session = try TrophiesImport.read(
      Self.files, options: ImportOptions(homeTimeZone: "Europe/Berlin"))
    let sketches = session.workouts.compactMap(\.routeSketch)
    #expect(sketches.count == 6)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-privacy-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let config = root.appendingPathComponent("config/trophies")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data(
      """
      {"privacy_zones": [{"name": "home", "latitude": 52.5275, "longitude": 13.4272,
                          "radius_m": 300}]}
      """.utf8
    ).write(to: config.appendingPathComponent("settings.json"))
    let environment = [
      "TZ": "Europe/Berlin", "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
    ]
    var html: [String] = []
    for extra in [[], ["--settings", "/dev/null"]] {
      let out = root.appendingPathComponent("out\(html.count)").path
      var console = Console(capturing: true)
      let code = TrophiesCommand.run(
        ["report"] + Self.files + ["--out", out] + extra, environment: environment,
        console: &console)
      #expect(code == 0, "\(console.standardError)")
      html.append(try String(contentsOfFile: out + "/index.html", encoding: .utf8))
    }
    let (cut, cutCount) = try Self.nearest(html[0], sketches: sketches)
    let (whole, wholeCount) = try Self.nearest(html[1], sketches: sketches)
    #expect(cutCount >= 5 && wholeCount >= 5)
    // Drawn points keep 12.5 % of the radius beyond it (337.5 m); 2 m for the drawing's rounding.
    #expect(cut >= 300 * 1.125 - 2, "a point drawn \(cut) m from the zone's centre")
    #expect(whole < 300, "without the zone a point is drawn \(whole) m from its centre")
  }
}
