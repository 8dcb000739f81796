import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

@Suite("importer")
struct ImporterTests {
  static let gpx = """
    <?xml version="1.0"?>
    <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
    <trkpt lat="35.68" lon="139.76"><time>2025-10-05T21:00:00Z</time></trkpt>
    <trkpt lat="35.69" lon="139.76"><time>2025-10-05T21:10:00Z</time></trkpt>
    </trkseg></trk></gpx>
    """

  @Test(
    "chooses the zone from the points, then drops them when asked (summaries stay)",
    arguments: [true, false])
  func dropsTrackpoints(keep: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-imp-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.gpx.utf8).write(to: folder.appendingPathComponent("tokyo.gpx"))
    let importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin") { _, _ in "Asia/Tokyo" },
      keepsTrackpoints: keep)
    let workout = try #require(importer.importFiles([folder.path]).first?.workouts.first)
    #expect(workout.timeZoneIdentifier == "Asia/Tokyo")
    #expect(workout.summary.trackpointCount == 2)
    #expect(workout.summary.durationSeconds == 600)
    #expect(workout.segments.isEmpty == !keep)
  }
}

extension ImporterTests {
  @Test("warns about a workout that lasts longer than 48 hours")
  func longWorkout() {
    let start = Date(timeIntervalSince1970: 1_733_011_200)  // 2024-12-01T00:00:00Z
    let points = [Trackpoint(time: start), Trackpoint(time: start + 30 * 86_400)]
    let workout = Workout(source: "x.gpx", format: .gpx, segments: [TrackSegment(points: points)])
    #expect(
      Importer.durationWarning(workout)?.code == .workoutTooLong)
    #expect(
      Importer.durationWarning(workout)?.message
        == "the workout starting 2024-12-01T00:00:00Z lasts 30.0 days; check the file (a recording "
        + "left running?) — only its first 48 hours count for hour and date badges")
    let short = Workout(
      source: "y.gpx", format: .gpx,
      segments: [TrackSegment(points: [Trackpoint(time: start), Trackpoint(time: start + 3600)])])
    #expect(Importer.durationWarning(short) == nil)
  }

  /// Sparse files (`ftruncate`, no disk used): 64 MiB = 67 108 864 bytes is large, one byte less
  /// is not; a `.gz` counts 16-fold, so 4 MiB compressed is large. Several large files in one
  /// batch are read one after another and still come back in input order.
  @Test("large files are recognised and read one at a time, in order")
  func largeFiles() throws {
    let folder = try TemporaryFolder()
    let sizes: [(String, Int, Bool)] = [
      ("a.gpx", 64 << 20, true), ("b.gpx", (64 << 20) - 1, false), ("c.gpx.gz", 4 << 20, true),
      ("d.tcx", 65 << 20, true),
    ]
    for (name, size, _) in sizes {
      let descriptor = open(folder.path + "/" + name, O_WRONLY | O_CREAT, 0o644)
      try #require(descriptor >= 0)
      #expect(ftruncate(descriptor, off_t(size)) == 0)
      close(descriptor)
    }
    for (name, _, large) in sizes {
      #expect(Importer.isLarge(folder.path + "/" + name) == large, "\(name)")
    }
    let paths = sizes.map { folder.path + "/" + $0.0 }
    let importer = Importer(resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"))
    let files = importer.read(files: paths)
    #expect(files.map(\.source) == paths)
    // Zeros are neither XML nor gzip: each is refused on its first byte.
    #expect(files.allSatisfy { $0.error?.category == .unsupportedFormat })
  }
}
