import Foundation
import Testing
import WorkoutImport

@Suite("truncated files")
struct TruncatedFileTests {
  @Test("says a file cut off mid-element is incomplete, with its last line and column")
  func truncated() {
    // Cut inside <time>: the document ends on line 4, after the 19 characters `<time>2025-08-23T17`
    // (column 20 is where libxml2 stopped, one past the last byte).
    let text = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="52.5" lon="13.4"><time>2025-08-23T17:02:13Z</time></trkpt>
      <trkpt lat="52.5" lon="13.4"><time>2025-08-23T17
      """
    let parsed = WorkoutFileReader.read(data: Data(text.utf8), source: "cut.gpx")
    #expect(parsed.error?.category == .malformed)
    #expect(
      parsed.error?.message.hasPrefix("the file ends before the document is complete") == true)
    #expect(parsed.error?.line == 4)
    #expect(parsed.workouts.isEmpty)
  }
}
