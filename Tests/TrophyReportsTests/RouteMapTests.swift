import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutModel

/// The map of every route (``RouteMap``, ``RouteMapSVG``, the HTML section): projection values
/// worked out by hand from the slippy-map formula, views, the privacy cut, the page's filters,
/// `--no-routes`, and the bytes a workout costs. Set `ROUTE_MAP_HTML_OUT=/tmp/map.html` to look
/// at a rendered page.
@Suite struct RouteMapTests {
  /// A loop of 32 points (a route sketch's count) of `radius` metres about `centre`, starting
  /// at angle `phase`, wobbling by a tenth of the radius 5 times round.
  static func loop(_ centre: (Double, Double), radius: Double, phase: Double) -> RouteSketch {
    let metresPerDegree = 111_195.0
    var latitudes: [Float] = []
    var longitudes: [Float] = []
    for step in 0..<RouteSketch.pointCount {
      let angle = phase + 2 * Double.pi * Double(step) / Double(RouteSketch.pointCount - 1)
      let r = radius * (1 + 0.1 * sin(5 * angle))
      latitudes.append(Float(centre.0 + r * cos(angle) / metresPerDegree))
      longitudes.append(
        Float(
          centre.1 + r * sin(angle) / (metresPerDegree * cos(centre.0 * Double.pi / 180))))
    }
    return RouteSketch(latitudes: latitudes, longitudes: longitudes)
  }

  /// Workout `index`: a start `index` hours after 2024-06-01T06:00:00Z (1,717,221,600), its
  /// `sketch`, `activity` and start country.
  static func workout(
    _ index: Int, _ sketch: RouteSketch, activity: ActivityType = .running,
    country: String? = "DE", zone: String = "Europe/Berlin", start: Double = 1_717_221_600
  ) -> Workout {
    let begin = Date(timeIntervalSince1970: start + Double(index) * 3_600)
    var workout = Workout(
      source: "/w/\(index).gpx", format: .gpx, name: "W\(index)", activity: activity,
      timeZoneIdentifier: zone, timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: begin, endUTC: begin.addingTimeInterval(1_800), durationSeconds: 1_800,
        distanceMeters: 5_000))
    workout.routeSketch = sketch
    workout.countries = CountryVisits(
      start: country, visits: country.map { [.init(code: $0, meters: 5_000)] } ?? [])
    return workout
  }

  /// `count` loops within 4 km of Berlin's centre (52.52° N, 13.40° E), radii 1 to 3 km.
  static func berlin(_ count: Int, from first: Int = 0) -> [Workout] {
    (first..<(first + count)).map { index in
      let east = Double((index * 7_919) % 8_000 - 4_000) / 111_195 / cos(52.52 * Double.pi / 180)
      let north = Double((index * 104_729) % 8_000 - 4_000) / 111_195
      return workout(
        index,
        loop(
          (52.52 + north, 13.40 + east), radius: 1_000 + Double(index % 21) * 100,
          phase: Double(index)))
    }
  }

  static func cabinet(_ workouts: [Workout], zones: [PrivacyZone] = []) -> TrophyCabinet {
    var cabinet = TrophyCabinet(
      generatedAt: Date(timeIntervalSince1970: 1_767_225_600),
      evaluation: AchievementEngine(catalog: AchievementCatalog.standard).evaluation(
        AchievementHistory(workouts)),
      workouts: workouts, filesRead: workouts.count, skipped: [], warningCount: 0)
    cabinet.privacyZones = PrivacyZones(zones)
    return cabinet
  }

  /// X = (λ + 180) / 360 and Y = (1 − ln(tan φ + sec φ) / π) / 2 (OpenStreetMap wiki, slippy
  /// map tilenames), worked out with python3's math module: Berlin 13.40° E → 0.537222…,
  /// 52.52° N → 0.327955…; Sydney 33.87° S → 0.600096…; the equator 0.5; the world view's
  /// edges 84° N → 0.030700 and 58° S → 0.698810, so at 960 px it is 641 px tall and Berlin
  /// sits at pixel 515.73, 285.37. Zoom-14 tile of Berlin: ⌊X·2¹⁴⌋ = 8801, ⌊Y·2¹⁴⌋ = 5373.
  @Test("Web Mercator: world units and the world view's pixels, by hand")
  func mercator() {
    #expect(abs(RouteMapView.worldX(longitude: 13.40) - 0.537_222_222) < 1e-9)
    #expect(abs(RouteMapView.worldY(latitude: 52.52) - 0.327_955_161) < 1e-9)
    #expect(abs(RouteMapView.worldY(latitude: -33.87) - 0.600_096_266) < 1e-9)
    #expect(abs(RouteMapView.worldY(latitude: 0) - 0.5) < 1e-12)
    #expect(RouteMapView.worldY(latitude: 89) < 1e-12)
    let world = RouteMapView.world(routes: 1)
    #expect(world.width == 960 && world.height == 641)
    #expect(abs(world.minY - 0.030_699_781) < 1e-9)
    #expect(abs(world.pixelX(RouteMapView.worldX(longitude: 13.40)) - 515.733_333) < 1e-5)
    #expect(abs(world.pixelY(RouteMapView.worldY(latitude: 52.52)) - 285.365_164) < 1e-5)
    #expect(Int(RouteMapView.worldX(longitude: 13.40) * 16_384) == 8_801)
    #expect(Int(RouteMapView.worldY(latitude: 52.52) * 16_384) == 5_373)
  }

  /// Douglas–Peucker on whole pixels: 100 points on a line keep their two ends; a bump of
  /// 0.5 px goes, one of 2 px stays; and on a wobbly walk every dropped point lies within the
  /// tolerance of the line kept (checked point by point against the kept segments).
  @Test("simplification: within the tolerance, no more points than needed")
  func simplification() {
    let line = (0..<100).map { (x: Double($0), y: Double($0) * 0.5) }
    #expect(PolylineSimplifier.simplify(line, tolerance: 0.75).count == 2)
    let small = [(x: 0.0, y: 0.0), (x: 5, y: 0.4), (x: 10, y: 0)]
    #expect(PolylineSimplifier.simplify(small, tolerance: 0.75).count == 2)
    let bump = [(x: 0.0, y: 0.0), (x: 5, y: 2), (x: 10, y: 0)]
    #expect(PolylineSimplifier.simplify(bump, tolerance: 0.75).count == 3)
    #expect(
      PolylineSimplifier.simplify([(x: 3.2, y: 4.4), (x: 2.9, y: 3.6)], tolerance: 1).count == 1)
    let walk = (0..<400).map { step -> (x: Double, y: Double) in
      let t = Double(step) / 10
      return (x: t * 3 + sin(t * 1.7) * 4, y: cos(t * 0.9) * 9 + sin(t * 3.1) * 1.5)
    }
    let kept = PolylineSimplifier.simplify(walk, tolerance: 0.75)
    #expect(kept.count < 200)
    for point in walk {
      let pixel = PolylineSimplifier.Pixel(x: Int(point.x.rounded()), y: Int(point.y.rounded()))
      let nearest =
        zip(kept, kept.dropFirst()).map { a, b in
          Self.distance(pixel, a, b)
        }.min() ?? .infinity
      #expect(nearest <= 0.75 + 1e-9)
    }
  }

  /// Distance in pixels from `p` to the segment `a`–`b` (written here, not the simplifier's).
  static func distance(
    _ p: PolylineSimplifier.Pixel, _ a: PolylineSimplifier.Pixel, _ b: PolylineSimplifier.Pixel
  ) -> Double {
    let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
    let (px, py) = (Double(p.x), Double(p.y))
    let length = (bx - ax) * (bx - ax) + (by - ay) * (by - ay)
    let t =
      length == 0 ? 0 : max(0, min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length))
    let (x, y) = (ax + t * (bx - ax), ay + t * (by - ay))
    return ((px - x) * (px - x) + (py - y) * (py - y)).squareRoot()
  }
}
