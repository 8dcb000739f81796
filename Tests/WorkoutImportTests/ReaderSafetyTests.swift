import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@Suite("Reader safety and errors")
struct ReaderSafetyTests {
  @Test("a DOCTYPE with an external entity is refused before expansion")
  func doctypeXXE() {
    let file = Fixtures.read("doctype-xxe.gpx")
    #expect(file.error?.category == .security)
    #expect(file.error?.message.contains("DOCTYPE") == true)
    #expect(file.workouts.isEmpty)
    #expect(file.creator == nil)
  }

  @Test("the billion-laughs entity bomb is refused")
  func billionLaughs() {
    let file = Fixtures.read("billion-laughs.gpx")
    #expect(file.error?.category == .security)
    #expect(file.workouts.isEmpty)
  }

  @Test("a DOCTYPE with only an external DTD is refused too")
  func externalDTD() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE gpx SYSTEM "http://example.invalid/gpx.dtd">
      <gpx xmlns="http://www.topografix.com/GPX/1/1"/>
      """
    #expect(Fixtures.read(text: text).error?.category == .security)
  }

  @Test("an undeclared entity without a DTD is malformed, not expanded")
  func undeclaredEntity() {
    let text =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>&foo;</name></trk></gpx>"
    let file = Fixtures.read(text: text)
    #expect(file.error?.category == .malformed)
  }

  /// Line and column as xmllint reports them for the same bytes: line 5 is `  </trk>`, the
  /// error column is just after its `>` (2 spaces + 6 characters → column 9). No point comes
  /// before the error, so nothing can be kept.
  @Test("malformed XML gives libxml2's message with line and column")
  func malformed() throws {
    let file = Fixtures.read("malformed-tag-mismatch.gpx")
    let error = try #require(file.error)
    #expect(error.category == .malformed)
    #expect(error.message == "Opening and ending tag mismatch: trkseg line 4 and trk")
    #expect(error.line == 5)
    #expect(error.column == 9)
    #expect(file.workouts.isEmpty)
  }

  /// Two blank lines precede `<?xml`: the error on the file's line 7 (`  </trk>`) must be
  /// reported there, not at the parser's line 5. The two points before it are kept.
  @Test("error lines count the leading whitespace that was skipped; points before it are kept")
  func malformedAfterLeadingNewlines() throws {
    let file = Fixtures.read("leading-newlines-malformed.gpx")
    #expect(file.error == nil)
    #expect(file.workouts.first?.summary.trackpointCount == 2)
    #expect(
      file.warnings.last?.message
        == "not well-formed XML at line 7, column 9 (Opening and ending tag mismatch: trkseg line "
        + "5 and trk); kept the 2 trackpoints read before it")
    #expect(file.warnings.last.map { [$0.line, $0.column] } == [7, 9])
  }

  @Test(
    "content that is not GPX or TCX is unsupported_format",
    arguments: [
      "", "   \n ", "hello world", "{\"json\": true}", "<html><body>x</body></html>",
      "<?xml version=\"1.0\"?><kml xmlns=\"http://www.opengis.net/kml/2.2\"/>",
      "<!DOCTYPE html><html></html>",
    ])
  func unsupported(text: String) {
    let file = Fixtures.read(text: text)
    #expect(file.error?.category == .unsupportedFormat)
    #expect(file.workouts.isEmpty)
  }

  @Test("gzip data inside gzip data is unsupported_format with a hint")
  func gzipInGzip() {
    let inner = GzipTestData.compress(Array("<gpx/>".utf8))
    let data = Data(GzipTestData.compress(inner))
    let file = WorkoutFileReader.read(data: data, source: "x.gpx.gz.gz")
    #expect(file.error?.category == .unsupportedFormat)
    #expect(file.error?.message == "gzip-compressed data; decompress it first")
  }

  @Test("a bare gzip header is a truncated gzip file")
  func gzipHeaderOnly() {
    let file = WorkoutFileReader.read(data: Data([0x1F, 0x8B, 0x08, 0x00]), source: "x.gpx.gz")
    #expect(file.error?.category == .malformed)
    #expect(file.error?.message.contains("gzip-compressed data ends early") == true)
  }

  @Test("nesting deeper than the limit is refused")
  func deepNesting() {
    let depth = WorkoutFileReader.Limits.standard.maximumDepth + 10
    let text =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">"
      + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</gpx>"
    let file = Fixtures.read(text: text)
    #expect(file.error?.category == .security)
  }

  @Test("more points than the limit is refused")
  func tooManyPoints() {
    var limits = WorkoutFileReader.Limits.standard
    limits.maximumPoints = 2
    let path = Fixtures.directory.appendingPathComponent("sentinel-hr.gpx").path
    let file = WorkoutFileReader.read(path: path, limits: limits)
    #expect(file.error?.category == .security)
    #expect(file.error?.message == "more than 2 trackpoints in one file")
  }

  @Test("a file over the size limit is refused without parsing")
  func tooLarge() {
    var limits = WorkoutFileReader.Limits.standard
    limits.maximumFileBytes = 100
    let path = Fixtures.directory.appendingPathComponent("gpx10-tracks.gpx").path
    #expect(WorkoutFileReader.read(path: path, limits: limits).error?.category == .security)
    let data = Data(repeating: 0x20, count: 101)
    #expect(
      WorkoutFileReader.read(data: data, source: "x", limits: limits).error?.category == .security)
  }

  @Test("a missing file or a directory is an io error")
  func ioErrors() {
    let missing = WorkoutFileReader.read(path: "/nonexistent/trophies/none.gpx")
    #expect(missing.error?.category == .io)
    #expect(missing.error?.message == "No such file or directory")
    #expect(WorkoutFileReader.read(path: Fixtures.directory.path).error?.category == .io)
  }
}
