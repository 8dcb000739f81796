import ArchiveTestSupport
import Foundation
import WorkoutImport

/// Members and importers for the archive tests. Expected values: the GPX below starts at
/// 2025-10-05T21:00:00Z = Unix 1 759 698 000 and lasts 600 s (its two times; python3
/// `datetime(2025,10,5,21,tzinfo=timezone.utc).timestamp()`); `tcx-two-laps.tcx` starts at
/// 2015-06-01T05:00:00Z = 1 433 134 800 (its Lap StartTime); the FIT ride of
/// ``FITDecoderTests/simpleRide(crcDelta:headerSize:)`` starts at Unix 1 631 065 600.
enum ArchiveTestData {
  /// A GPX track of two points `minutes` apart starting at `start` (ISO 8601, UTC).
  static func gpx(start: String = "2025-10-05T21:00:00Z", end: String = "2025-10-05T21:10:00Z")
    -> [UInt8]
  {
    Array(
      """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="35.68" lon="139.76"><time>\(start)</time></trkpt>
      <trkpt lat="35.69" lon="139.76"><time>\(end)</time></trkpt>
      </trkseg></trk></gpx>
      """.utf8)
  }

  /// Unix start of ``gpx(start:end:)`` with its defaults.
  static let gpxStart = 1_759_698_000.0

  /// `tcx-two-laps.tcx` from the fixtures.
  static func tcx() throws -> [UInt8] {
    Array(try Data(contentsOf: Fixtures.directory.appendingPathComponent("tcx-two-laps.tcx")))
  }

  /// The GPX of minute `index` of one day (for many distinct members).
  static func gpx(minute index: Int) -> [UInt8] {
    let start = String(format: "2024-03-01T%02d:%02d:00Z", index / 60, index % 60)
    let end = String(format: "2024-03-01T%02d:%02d:30Z", index / 60, index % 60)
    return gpx(start: start, end: end)
  }

  /// An importer on UTC that drops points, with `limits`.
  static func importer(
    limits: ArchiveLimits = .standard, keepsTrackpoints: Bool = false
  ) -> Importer {
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"),
      keepsTrackpoints: keepsTrackpoints)
    importer.archiveLimits = limits
    return importer
  }

  /// Writes `format` holding `members` to `name` in `folder`; returns its path.
  static func write(
    _ format: ArchiveBuilder.Format, _ members: [ArchiveBuilder.Member], to name: String,
    in folder: TemporaryFolder
  ) throws -> String {
    let bytes = ArchiveBuilder.build(format, members)
    guard !bytes.isEmpty else { throw CocoaError(.fileWriteUnknown) }
    try folder.write(bytes, to: name)
    return folder.path + "/" + name
  }
}
