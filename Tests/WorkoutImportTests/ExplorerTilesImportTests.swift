import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Explorer tiles ticked by the importer (``Importer``'s finishing step), for every format.
///
/// Corpus counts come from `Fixtures/explorer-tiles-reference.py` (the slippy-map formula on
/// every position and on 2,001 evenly spaced points of every step; run once with python3 3.11,
/// fitdecode 0.11 for FIT), for files where no step is faster than the sport's cap or judged
/// over more than its sample gap, so the rules tick exactly the sampled tiles:
/// - gpx/garmin-gpsmap-64s-two-segments.gpx (hiking, 2 segments, 3,540 points; fastest step
///   2.39 m/s, longest moving step 43 s): 73 tiles at zoom 17, 6 at zoom 14 (72 holding a point:
///   the walk adds one a step cuts across);
/// - tcx/garmin-edge-1000-ride-hr-cad.tcx (cycling, 2,547 points; 17.46 m/s, 119 s): 191 and 16;
/// - fit/garmin-fr965-run-2026.fit (running, 4,488 records; 11.71 m/s, 1 s): 30 and 4.
@Suite("Explorer tiles on import")
struct ExplorerTilesImportTests {
  static func imported(_ path: String) -> [Workout] {
    let importer = Importer(resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"))
    return importer.read(files: [path]).flatMap(\.workouts)
  }

  @Test(
    "a corpus file ticks the tiles an independent dense sampling finds",
    .enabled(if: Fixtures.hasCorpus),
    arguments: [
      ("gpx/garmin-gpsmap-64s-two-segments.gpx", 6, 73),
      ("tcx/garmin-edge-1000-ride-hr-cad.tcx", 16, 191),
      ("fit/garmin-fr965-run-2026.fit", 4, 30),
    ])
  func corpus(relative: String, zoom14: Int, zoom17: Int) throws {
    let workouts = Self.imported(Fixtures.corpus.appendingPathComponent(relative).path)
    let tiles = try #require(workouts.first?.explorerTiles)
    #expect(workouts.count == 1)
    #expect(tiles.zoom14.count == zoom14)
    #expect(tiles.zoom17.count == zoom17)
  }

  /// The route steps due north along 2.35° E from 48.85° N to 48.899102892° N (196 points,
  /// 2.8 m/s). By the formula: x = 182.35 / 360 · 2^17 = 66391.61 → 66391 (zoom 14: 8298.95 →
  /// 8298); at 48.85°, tan φ = 1.144304147, sec φ = 1.519681540, ln(2.663985687) = 0.979823380,
  /// (1 − 0.979823380 / π) / 2 · 2^17 = 45096.14 → row 45096 (zoom 14: 5637.02 → 5637); at
  /// 48.899102892°, tan φ = 1.146285290, sec φ = 1.521173878, ln = 0.981126397 → 45068.96 →
  /// 45068 (zoom 14: 5633.62 → 5633). A meridian step crosses only rows: rows 45068…45096 (29
  /// tiles) and 5633…5637 (5).
  @Test(
    "an Apple Health workout takes the tiles of its joined route file",
    arguments: [true, false])
  func appleHealth(keepsTrackpoints: Bool) throws {
    let folder = AppleHealthJoinTests.folder
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: nil), keepsTrackpoints: keepsTrackpoints)
    let export = try #require(importer.importFiles([folder]).first { $0.format == .appleHealth })
    importer.activityCorrections = AppleHealthExport.routeActivities(in: export)
    let files = AppleHealthExport.join(files: importer.importFiles([folder]))
    let run = try #require(files[0].workouts.first)
    let tiles = try #require(run.explorerTiles)
    typealias Tile = ExplorerTiles.Tile
    #expect(tiles.zoom17 == (45068...45096).map { Tile(x: 66391, y: UInt32($0)) })
    #expect(tiles.zoom14 == (5633...5637).map { Tile(x: 8298, y: UInt32($0)) })
  }

  @Test("an account export's virtual type drops the tiles; a new outdoor type ticks them again")
  func serviceType() {
    let points = (0..<20).map {
      Trackpoint(
        time: Date(timeIntervalSince1970: 1_700_000_000 + Double($0)), latitude: 52.5,
        longitude: 13.4 + Double($0) * 0.0001)
    }
    var ride = Workout(
      source: "a.gpx", format: .gpx, activity: .running, segments: [TrackSegment(points: points)])
    ride.tickExplorerTiles()
    // 0.0001° of longitude a second at 52.5° N is 6.8 m/s: walked as a run or a ride alike.
    let ticked = ride.explorerTiles
    #expect(ticked?.isEmpty == false)
    ride.applyServiceMetadata(name: nil, typeRaw: "Ride")
    #expect(ride.explorerTiles == ticked)
    ride.dropTrackpoints()
    ride.applyServiceMetadata(name: nil, typeRaw: "VirtualRide")
    #expect(ride.explorerTiles == nil)
  }
}
