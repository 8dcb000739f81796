import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutImport
import WorkoutModel

@testable import TrophiesCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tiles-to-explore.gpx` and `.geojson`: corners from the inverse slippy formula, a GPX that
/// libxml2 and the project's own reader take, and the cabinet writer committing them with the
/// pages (its recovery marker may name them, and nothing else new).
@Suite struct TilesToExploreTests {
  typealias Tile = ExplorerTiles.Tile

  /// A 3×3 block with its north-east tile missing, at zoom 14 and 17: square 2, cluster 1.
  static let explorer: ExplorerHistory = {
    var tiles: [Tile] = []
    for row in UInt32(5_373)...5_375 {
      for column in UInt32(8_802)...8_804 where !(column == 8_804 && row == 5_373) {
        tiles.append(Tile(x: column, y: row))
      }
    }
    let start = Date(timeIntervalSince1970: 1_714_716_000)
    var workout = Workout(
      source: "ride.gpx", format: .gpx, name: "Ride", activity: .cycling,
      timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(3_600)))
    workout.explorerTiles = ExplorerTiles(zoom14: tiles, zoom17: tiles)
    return ExplorerHistory(AchievementHistory([workout]))
  }()

  @Test("corners: the projection's edge, the Equator and the antimeridian (OSM wiki)")
  func corners() {
    // 85.0511287798° = atan(sinh(π)), the edge of Web Mercator; row 2^13 at zoom 14 is the
    // Equator; column 0 is 180° W and column 2^13 the prime meridian.
    #expect(abs(TilesToExplore.latitude(y: 0, zoom: 14) - 85.051_128_779_8) < 1e-9)
    #expect(abs(TilesToExplore.latitude(y: 8_192, zoom: 14)) < 1e-9)
    #expect(TilesToExplore.longitude(x: 0, zoom: 14) == -180)
    #expect(TilesToExplore.longitude(x: 8_192, zoom: 14) == 0)
    // Berlin's Alexanderplatz (52.5219° N, 13.4132° E) is in zoom-14 tile 8802/5373
    // (x = ⌊(13.4132 + 180) / 360 · 16384⌋ = 8802; y from the wiki's formula = 5373, by hand).
    #expect(TilesToExplore.longitude(x: 8_802, zoom: 14) <= 13.4132)
    #expect(TilesToExplore.longitude(x: 8_803, zoom: 14) > 13.4132)
    #expect(TilesToExplore.latitude(y: 5_373, zoom: 14) >= 52.5219)
    #expect(TilesToExplore.latitude(y: 5_374, zoom: 14) < 52.5219)
  }

  @Test("the GPX is well-formed for libxml2 and read back by the GPX reader, one track a tile")
  func gpx() throws {
    let tiles = TilesToExplore(Self.explorer)
    // Per zoom: the one tile missing from the 3×3 block (square 2 → 3), then the cluster (the
    // centre 8803/5374 alone) and the missing neighbours of the four tiles touching it, by
    // hand: 8803/5372 (north of the north one), 8804/5373 (its east, and north of the east
    // one), 8801/5374, 8805/5374, 8803/5376; row-major.
    let cluster = [
      Tile(x: 8_803, y: 5_372), Tile(x: 8_804, y: 5_373), Tile(x: 8_801, y: 5_374),
      Tile(x: 8_805, y: 5_374), Tile(x: 8_803, y: 5_376),
    ]
    let perZoom = [Tile(x: 8_804, y: 5_373)] + cluster
    #expect(tiles.targets.map(\.tile) == perZoom + perZoom)
    #expect(
      tiles.targets.map(\.goal) == Array(["square"] + Array(repeating: "cluster", count: 5)) + [
        "square"
      ] + Array(repeating: "cluster", count: 5))
    #expect(
      tiles.targets.map(\.zoom) == Array(repeating: 14, count: 6) + Array(repeating: 17, count: 6))
    let data = Data(tiles.gpx.utf8)
    let parser = XMLParser(data: data)
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    let parsed = WorkoutFileReader.read(data: data, source: TilesToExplore.gpxName)
    #expect(parsed.format == .gpx)
    #expect(parsed.error?.category != .malformed && parsed.error?.category != .security)
    #expect(tiles.gpx.components(separatedBy: "<trk>").count - 1 == 12)
    // Closed outline: five points, the first repeated last; the north-west corner of 8804/5373
    // at zoom 14 is 52.522906° N (python3: degrees(atan(sinh(π(1 − 2·5373/16384))))).
    let west = NumberText.fixed(
      TilesToExplore.longitude(x: 8_804, zoom: 14), decimals: 6, grouping: false)
    #expect(west == "13.447266")  // 8804 / 16384 · 360 − 180 = 13.4472656…
    #expect(tiles.gpx.contains("<trkpt lat=\"52.522906\" lon=\"13.447266\"/>"))
  }

  @Test("the GeoJSON is one FeatureCollection of closed counter-clockwise polygons")
  func geoJSON() throws {
    let text = TilesToExplore(Self.explorer).geoJSON
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let features = try #require(object?["features"] as? [[String: Any]])
    #expect(features.count == 12)
    let geometry = try #require(features.first?["geometry"] as? [String: Any])
    let ring = try #require((geometry["coordinates"] as? [[[Double]]])?.first)
    #expect(ring.count == 5)
    #expect(ring.first == ring.last)
    // Shoelace: positive area in (lon, lat) means counter-clockwise (RFC 7946 §3.1.6).
    let area = zip(ring, ring.dropFirst()).reduce(0.0) {
      $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1]
    }
    #expect(area > 0)
    let properties = features.first?["properties"] as? [String: Any]
    #expect(properties?["goal"] as? String == "square")
    #expect(properties?["zoom"] as? Int == 14)
  }

  @Test("a marker may name the tile files, and nothing outside the cabinet's names")
  func marker() {
    let names = ["trophies.md", "index.html", "tiles-to-explore.gpx", "tiles-to-explore.geojson"]
    let good = CabinetWriterTests.marker(".trophies-staging-7", names)
    #expect(
      CabinetWriter.parseMarker(Array(good))
        == CabinetWriter.Marker(staging: ".trophies-staging-7", names: names))
    for bad in ["tiles-to-explore.kml", "../tiles-to-explore.gpx", "x/tiles-to-explore.gpx"] {
      let marker = CabinetWriterTests.marker(".trophies-staging-7", ["index.html", bad])
      #expect(CabinetWriter.parseMarker(Array(marker)) == nil, "\(bad)")
    }
  }

  @Test("the writer commits the tile files with the pages, and finishes an interrupted commit")
  func writer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tiles-writer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files =
      CabinetWriterTests.newCabinet + [
        (TilesToExplore.gpxName, Array("gpx".utf8)), (TilesToExplore.geoJSONName, Array("{}".utf8)),
      ]
    _ = try CabinetWriterTests.write(folder.path, files)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      left == ["index.html", "tiles-to-explore.geojson", "tiles-to-explore.gpx", "trophies.md"])
    // A run killed after its marker: the staged GPX is moved in by the next run's recovery.
    let staging = folder.appendingPathComponent(CabinetWriter.stagingPrefix + "99")
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    try Data("new gpx".utf8).write(to: staging.appendingPathComponent(TilesToExplore.gpxName))
    try CabinetWriterTests.marker(staging.lastPathComponent, [TilesToExplore.gpxName]).write(
      to: folder.appendingPathComponent(CabinetWriter.commitName))
    var console = Console(capturing: true)
    try CabinetWriter(folder: folder.path).recover(console: &console)
    #expect(CabinetWriterTests.text(folder, TilesToExplore.gpxName) == "new gpx")
    #expect(!FileManager.default.fileExists(atPath: staging.path))
  }

  /// A treadmill run has no position, so no tiles, before and after the import ticks them.
  @Test("without tiles: no tile files, and stale ones from an earlier run are emptied")
  func staleFiles() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let fit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/treadmill-run.fit")
    let clean = root.appendingPathComponent("clean")
    var (code, _, _) = runTrophies(["report", fit.path, "--out", clean.path])
    #expect(code == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: clean.path).sorted() == [
        "index.html", "trophies.md",
      ])
    let stale = root.appendingPathComponent("stale")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    try Data("<gpx>old tiles</gpx>".utf8).write(
      to: stale.appendingPathComponent(TilesToExplore.gpxName))
    (code, _, _) = runTrophies(["report", fit.path, "--out", stale.path])
    #expect(code == 0)
    let gpx = CabinetWriterTests.text(stale, TilesToExplore.gpxName) ?? ""
    #expect(!gpx.contains("old tiles"))
    #expect(!gpx.contains("<trk>"))
    #expect(gpx.contains("<metadata><name>Tiles to explore</name></metadata>"))
    // The GeoJSON did not exist: not created.
    #expect(CabinetWriterTests.text(stale, TilesToExplore.geoJSONName) == nil)
  }
}
