import Foundation
import Testing
import WorkoutImport

@Suite("truncated files")
struct TruncatedFileTests {
  @Test("keeps the points of a file cut off mid-element and says where it ends")
  func truncated() {
    // Cut inside <time>: the document ends on line 5 after its 48 characters
    // (`<trkpt lat="52.5" lon="13.4"><time>2025-08-23T17`); libxml2 stops one past: column 49.
    let text = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="52.5" lon="13.4"><time>2025-08-23T17:02:13Z</time></trkpt>
      <trkpt lat="52.5" lon="13.4"><time>2025-08-23T17:02:14Z</time></trkpt>
      <trkpt lat="52.5" lon="13.4"><time>2025-08-23T17
      """
    let parsed = WorkoutFileReader.read(data: Data(text.utf8), source: "cut.gpx")
    #expect(parsed.error == nil)
    // The first two points are complete and kept; the third, cut inside <time>, is dropped.
    #expect(parsed.workouts.first?.summary.trackpointCount == 2)
    #expect(
      parsed.warnings.last?.message
        == "not well-formed XML at line 5, column 49 (the file ends inside an unclosed element: "
        + "truncated download or interrupted export?); kept the 2 trackpoints read before it")
  }

  @Test("a file cut before any complete point is malformed, with its line and column")
  func truncatedEmpty() {
    let text = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="52.5" lon="13.4"><time>2025-08-23T17
      """
    let parsed = WorkoutFileReader.read(data: Data(text.utf8), source: "cut.gpx")
    #expect(parsed.error?.category == .malformed)
    #expect(
      parsed.error?.message
        == "the file ends inside an unclosed element: truncated download or interrupted export?")
    #expect(parsed.error?.line == 3)
    #expect(parsed.workouts.isEmpty)
  }
}

extension TruncatedFileTests {
  @Test("a track whose only timestamp is unreadable says so in its no_timestamps error")
  func unreadableTimestamp() {
    let text = """
      <gpx version="1.1" creator="x"><trk><trkseg><trkpt lat="1" lon="1">\
      <time>2024-05-01T06:00:00+20:00</time></trkpt></trkseg></trk></gpx>
      """
    let parsed = WorkoutFileReader.read(data: Data(text.utf8), source: "bad.gpx")
    #expect(parsed.error?.category == .noTimestamps)
    #expect(
      parsed.error?.message
        == "1 track but no point has a timestamp (1 timestamp could not be read)")
  }
}
