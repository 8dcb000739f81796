import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@Suite("Real-file quirks")
struct ReaderQuirksTests {
  @Test("blank lines and tabs before <?xml are skipped")
  func leadingWhitespace() throws {
    let file = Fixtures.read("leading-whitespace.gpx")
    #expect(file.error == nil)
    #expect(file.creator == "Polar")
    let point = try #require(file.workouts.first?.segments.first?.points.first)
    #expect(point.latitude == 10)
    // 2021-05-05T05:05:05Z = 1620191105 (python3)
    #expect(Fixtures.epoch(point.time) == 1_620_191_105)
  }

  @Test("a UTF-8 BOM, CRLF line ends and a non-ASCII name")
  func bomCRLF() throws {
    let file = Fixtures.read("bom-crlf.gpx")
    #expect(file.error == nil)
    #expect(file.warnings.isEmpty)
    #expect(file.workouts.first?.name == "Krška")
  }

  @Test("a <gpx> without namespace reads core and extension elements")
  func noNamespace() throws {
    let file = Fixtures.read("no-namespace.gpx")
    #expect(file.error == nil)
    #expect(file.creator == nil)
    let workout = try #require(file.workouts.first)
    #expect(workout.name == "Ride")
    #expect(workout.activityRaw == "cycling")
    let point = try #require(workout.segments.first?.points.first)
    #expect(point.elevation == 295)
    #expect(point.heartRate == 101)
    #expect(point.cadence == 70)
  }

  /// `gpxdata:` is never declared (as in Strava/mapstogpx exports): libxml2 reports 3
  /// non-fatal namespace errors, one per prefixed element (1 in the first point, 2 in the second); values still count as gpxdata,
  /// which outranks the unprefixed <heartrate>.
  @Test("an undeclared gpxdata prefix is read, not fatal, and warned once")
  func undeclaredPrefix() throws {
    let file = Fixtures.read("undeclared-prefix.gpx")
    #expect(file.error == nil)
    #expect(
      file.warningCodes == ["namespace_prefix_undeclared×3", "impossible_step×1"])
    let workout = try #require(file.workouts.first)
    #expect(workout.activityRaw == "9")
    let points = workout.segments.flatMap(\.points)
    #expect(points.map(\.heartRate) == [133, 134])
    #expect(points.map(\.cadence) == [77, 78])
  }

  @Test("a whole file on one line without an XML declaration")
  func oneLineNoDeclaration() throws {
    let text =
      "<gpx version=\"1.1\" creator=\"eTrex 20x\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
      + "<trk><trkseg><trkpt lat=\"45.2\" lon=\"13.9\"><ele>12</ele>"
      + "<time>2020-12-18T07:24:29Z</time></trkpt><trkpt lat=\"45.2\" lon=\"13.9\">"
      + "<time>2020-12-18T07:25:29Z</time></trkpt></trkseg></trk></gpx>"
    let file = Fixtures.read(text: text)
    #expect(file.error == nil)
    #expect(file.workouts.first?.segments.first?.points.first?.elevation == 12)
  }

  /// Well over libxml2's ~10 MB single-chunk limit: must stream in chunks. 60,000 points of
  /// ~200 bytes each; one point per second from 2020-01-01T00:00:00Z (= 1577836800, python3).
  @Test("a file over 10 MB streams through")
  func largeFile() throws {
    let point =
      "<trkpt lat=\"47.123456789\" lon=\"8.123456789\"><ele>400.5</ele>"
      + "<time>2020-01-01T%@Z</time><extensions><ns3:TrackPointExtension>"
      + "<ns3:hr>140</ns3:hr></ns3:TrackPointExtension></extensions></trkpt>\n"
    var text =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" "
      + "xmlns:ns3=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\"><trk><trkseg>\n"
    let count = 60_000
    text.reserveCapacity(count * 210)
    for second in 0..<count {
      let clock = String(
        format: "%02d:%02d:%02d", second / 3600, (second / 60) % 60, second % 60)
      text += point.replacingOccurrences(of: "%@", with: clock)
    }
    text += "</trkseg></trk></gpx>\n"
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trophies-large-\(UUID().uuidString).gpx")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(text.utf8.count > 10_000_000)

    let file = WorkoutFileReader.read(path: url.path)
    #expect(file.error == nil)
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.count == count)
    #expect(Fixtures.epoch(points.last?.time) == 1_577_836_800 + Double(count - 1))
    #expect(points.allSatisfy { $0.heartRate == 140 })
  }

  /// One run (2020-01-10 06:00–06:30 UTC), then `after` pasted behind its `</gpx>`.
  static func runThen(_ after: String) -> Data {
    Data(
      ("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"T\"><trk><trkseg>"
        + "<trkpt lat=\"52.5\" lon=\"13.4\"><time>2020-01-10T06:00:00Z</time></trkpt>"
        + "<trkpt lat=\"52.5135\" lon=\"13.4\"><time>2020-01-10T06:30:00Z</time></trkpt>"
        + "</trkseg></trk></gpx>" + after).utf8)
  }

  @Test(
    "content after the root element is xml_after_root, not a cut",
    arguments: ["\n<gpx>junk", "trailing words", "<trk>"])
  func afterRoot(after: String) throws {
    // Break-it pass 6 F2: a closed document followed by junk was `xml_broken_off`, a cut, so an
    // edit of such a file could never replace its stored workouts.
    let file = WorkoutFileReader.read(data: Self.runThen(after), source: "run.gpx")
    #expect(file.error == nil)
    #expect(file.workouts.count == 1)
    #expect(file.workouts.first?.summary.trackpointCount == 2)
    let warning = try #require(file.warnings.first { $0.code == .xmlAfterRoot })
    #expect(warning.line == (after.hasPrefix("\n") ? 2 : 1))
    #expect(!file.warnings.contains { $0.code.isCutShort })
  }

  @Test("a route-only document with content after its root is no_activity, not malformed")
  func afterRootNoActivity() {
    let route = Data(
      ("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><rte><rtept lat=\"1\" lon=\"2\"/>"
        + "</rte></gpx>junk").utf8)
    let file = WorkoutFileReader.read(data: route, source: "route.gpx")
    #expect(file.error?.category == .noActivity)
  }
}
