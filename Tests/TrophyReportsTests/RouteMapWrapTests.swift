import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutModel

/// Route map areas across the 180° meridian (break-it: one cluster in Fiji became two areas,
/// "Fiji" and "Fiji 2"). Workouts from ``RouteMapTests``.
@Suite struct RouteMapWrapTests {
  typealias Maps = RouteMapTests

  /// Two 2 km loops at 17° S, one about 179.9° E and one about 179.9° W: 0.2° of longitude,
  /// 111.195 km × 0.2 × cos 17° ≈ 21.3 km apart, in zoom-7 cells 127 and 0 (neighbours across
  /// the seam). 2 routes: an area needs 2.
  @Test("starts at 179.9° E and 179.9° W, 21 km apart, make one area drawn around the seam")
  func oneArea() throws {
    let east = Maps.workout(
      0, Maps.loop((-17.0, 179.9), radius: 2_000, phase: 0), country: "FJ", zone: "Pacific/Fiji")
    let west = Maps.workout(
      1, Maps.loop((-17.0, -179.9), radius: 2_000, phase: 1), country: "FJ",
      zone: "Pacific/Fiji")
    let map = try #require(RouteMap(workouts: [east, west], zones: .init()))
    #expect(map.views.map(\.title) == ["World", "Fiji"])
    #expect(map.views.map(\.routes) == [2, 2])
    let area = try #require(map.views.last)
    // The window is tens of km wide (both loops and a margin), not the whole world.
    let metresWide = 480 * area.unitsPerPixel * 40_075_016.7 * cos(17 * Double.pi / 180)
    #expect(metresWide > 20_000 && metresWide < 60_000)
    // Both starts are inside it, each at its copy of the world nearest the window.
    for longitude in [179.9, -179.9] {
      let x = area.pixelX(area.nearestCopy(RouteMapView.worldX(longitude: longitude)))
      #expect((0...480).contains(x))
    }
    // Both routes are drawn in the area's picture.
    let svg = RouteMapSVG.render(map, view: area)
    let routes = try #require(svg.components(separatedBy: "class=\"rmr\"").last)
    #expect(routes.components(separatedBy: "<path d=\"M").count - 1 == 2)
  }
}
