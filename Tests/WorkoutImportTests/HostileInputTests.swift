import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// One test (or table) per kind of fault in issue 10, each from small inputs written here; the
/// hostile files themselves (`../shared/cases/hostile/`) are checked in `HostileCasesTests`.
@Suite("hostile inputs, by kind")
struct HostileInputTests {
  static let head = "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>"
  static let tail = "</trkseg></trk></gpx>"

  /// `count` timed points with attributes (the attributes are what a read after a stop touched).
  static func points(_ count: Int) -> String {
    (0..<count).map { index in
      "<trkpt lat=\"52.5\" lon=\"13.4\"><time>2024-05-01T06:00:\(10 + index)Z</time></trkpt>"
    }.joined()
  }

  static func limits(points: Int = 4_000_000, depth: Int = 128) -> WorkoutFileReader.Limits {
    WorkoutFileReader.Limits(maximumFileBytes: 1 << 30, maximumDepth: depth, maximumPoints: points)
  }

  /// The point that goes over the limit stops the parser inside `startElementNs`; its `lat` and
  /// `lon` must not be read afterwards. The same for the TCX point, for the depth limit and for
  /// an unsupported root, whose stops also happen inside the callback.
  @Test(
    "a stop inside a callback refuses the file cleanly",
    arguments: [
      (head + points(4) + tail, 3, 128, "more than 3 trackpoints in one file"),
      (
        "<TrainingCenterDatabase><Activities><Activity Sport=\"Running\"><Lap><Track>"
          + String(
            repeating: "<Trackpoint><Time>2024-05-01T06:00:00Z</Time></Trackpoint>", count: 4)
          + "</Track></Lap></Activity></Activities></TrainingCenterDatabase>", 3, 128,
        "more than 3 trackpoints in one file"
      ),
      (
        head + "<trkpt lat=\"1\" lon=\"2\"><extensions><a x=\"1\"><b y=\"2\"/></a></extensions>"
          + "</trkpt>" + tail, 100, 5, "elements nested deeper than 5 levels"
      ),
      ("<kml a=\"1\" b=\"2\"><x/></kml>", 100, 128, "the root element is neither"),
    ] as [(String, Int, Int, String)])
  func stopInsideCallback(text: String, points: Int, depth: Int, message: String) throws {
    let file = Fixtures.read(text: text, limits: Self.limits(points: points, depth: depth))
    let error = try #require(file.error)
    #expect(error.message.hasPrefix(message))
    #expect(file.workouts.isEmpty)
  }

  /// At the limit exactly, the file imports (3 points, limit 3).
  @Test("a file at the point limit imports")
  func atTheLimit() {
    let file = Fixtures.read(
      text: Self.head + Self.points(3) + Self.tail, limits: Self.limits(points: 3))
    #expect(file.error == nil)
    #expect(file.workouts.first?.summary.trackpointCount == 3)
  }

  /// 300 elements each declaring its own namespace: refused past 256 distinct URIs. Garmin's
  /// TCX repeats one declaration on every trackpoint: 1 000 repeats count as one.
  @Test("many distinct namespace declarations are refused; one repeated is not")
  func namespaces() throws {
    let distinct = (0..<300).map { "<x:e xmlns:x=\"urn:n\($0)\"/>" }.joined()
    let inside = Fixtures.read(
      text: "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">" + distinct + "<trk><trkseg>"
        + Self.points(1) + Self.tail)
    let error = try #require(inside.error)
    #expect(error.category == .security)
    #expect(error.message.hasPrefix("more than 256 distinct namespace declarations"))

    // One point a second from 06:00:00 (1 000 distinct instants: a recording).
    let repeated = (0..<1000).map { second in
      "<Trackpoint><Time>2024-05-01T06:\(String(format: "%02d:%02d", second / 60, second % 60))Z"
        + "</Time><Extensions>"
        + "<TPX xmlns=\"http://www.garmin.com/xmlschemas/ActivityExtension/v2\"><Speed>2</Speed>"
        + "</TPX></Extensions></Trackpoint>"
    }.joined()
    let tcx = Fixtures.read(
      text: "<TrainingCenterDatabase><Activities><Activity Sport=\"Running\"><Lap><Track>"
        + repeated + "</Track></Lap></Activity></Activities></TrainingCenterDatabase>")
    #expect(tcx.error == nil)
    #expect(tcx.workouts.first?.summary.trackpointCount == 1000)
  }

  /// Names, types and creators keep at most 1 024 bytes, cut at a character boundary, marked
  /// "…" and counted. "a" + 600 × "é" (2 bytes each): byte 1 024 is the lead byte of the 512th
  /// "é", so 1 + 511 × 2 = 1 023 bytes are kept (counted by hand).
  @Test("long texts are cut while reading, at a character boundary")
  func textCap() throws {
    let name = "a" + String(repeating: "é", count: 600)
    let creator = String(repeating: "c", count: 10 << 20)  // 10 MB
    let text =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"x\"><trk><name>" + name
      + "</name><type>" + creator + "</type><trkseg>" + Self.points(2) + Self.tail
    let file = Fixtures.read(text: text)
    let workout = try #require(file.workouts.first)
    #expect(workout.name == "a" + String(repeating: "é", count: 511) + "…")
    #expect(workout.activityRaw == String(repeating: "c", count: 1024) + "…")
    #expect(
      file.warnings.contains {
        $0.code == .textCut && $0.count == 2
          && $0.message == "2 texts were longer than 1024 bytes and cut (names, types, creators)"
      })
  }

  /// A number of 2 000 digits is not a number a device writes: unreadable, counted.
  @Test("an overlong number is unreadable")
  func longNumber() throws {
    let text =
      Self.head + "<trkpt lat=\"1\" lon=\"2\"><ele>" + String(repeating: "1", count: 2000)
      + "</ele><time>2024-05-01T06:00:00Z</time></trkpt>" + Self.tail
    let file = Fixtures.read(text: text)
    #expect(file.workouts.first?.summary.elevationGainMeters == nil)
    #expect(file.warnings.contains { $0.code == .numberUnreadable && $0.count == 1 })
  }

  /// Each value is finite but impossible: it becomes unknown, never data, and is counted. The
  /// averages are then `nil` (no other value was given); lap distance falls back to positions.
  @Test(
    "impossible cadence, power, speed and lap values become unknown",
    arguments: [
      "<Cadence>1.7976931348623157e308</Cadence>",
      "<Cadence>-5</Cadence>",
      "<Extensions><TPX xmlns=\"http://www.garmin.com/xmlschemas/ActivityExtension/v2\">"
        + "<Watts>1e300</Watts></TPX></Extensions>",
      "<Extensions><TPX xmlns=\"http://www.garmin.com/xmlschemas/ActivityExtension/v2\">"
        + "<Speed>5e10</Speed></TPX></Extensions>",
      "<DistanceMeters>1e308</DistanceMeters>",
    ])
  func impossibleValues(element: String) throws {
    let text =
      "<TrainingCenterDatabase><Activities><Activity Sport=\"Biking\"><Lap StartTime="
      + "\"2013-10-12T18:17:26Z\"><Calories>1e308</Calories><Track><Trackpoint><Time>"
      + "2013-10-12T18:17:26Z</Time>" + element
      // A second, plain point: one instant alone is not a recording (issue 8).
      + "</Trackpoint><Trackpoint><Time>2013-10-12T18:17:36Z</Time></Trackpoint>"
      + "</Track></Lap></Activity></Activities></TrainingCenterDatabase>"
    let file = Fixtures.read(text: text)
    let summary = try #require(file.workouts.first?.summary)
    #expect(summary.averageCadence == nil)
    #expect(summary.averagePower == nil)
    #expect(summary.calories == nil)
    #expect(summary.distanceMeters == nil)
    #expect(
      file.warnings.contains { $0.code == .valueImplausible && $0.count == 2 })
  }

  /// 1980-01-01T00:00:00Z is 315 532 800 s after 1970 (Python `datetime(1980,1,1,tzinfo=utc)
  /// .timestamp()`); the upper bound is a day after now. Outside, the time is dropped.
  @Test(
    "times outside 1980 … tomorrow are dropped",
    arguments: [
      ("9999-12-31T23:59:60Z", false), ("1979-12-31T23:59:59Z", false),
      ("1980-01-01T00:00:00Z", true), ("2200-01-01T00:00:00Z", false),
    ])
  func plausibleTimes(time: String, kept: Bool) throws {
    // The time under test, then a plain point a minute after 1980-01-01 (one instant alone is
    // not a recording, issue 8).
    let text =
      Self.head + "<trkpt lat=\"52.5\" lon=\"13.4\"><time>\(time)</time></trkpt>"
      + (kept ? "<trkpt lat=\"52.5\" lon=\"13.4\"><time>1980-01-01T00:01:00Z</time></trkpt>" : "")
      + Self.tail
    let file = Fixtures.read(text: text)
    if kept {
      #expect(file.workouts.first?.summary.startUTC == Date(timeIntervalSince1970: 315_532_800))
    } else {
      let error = try #require(file.error)
      #expect(error.category == .noTimestamps)
      #expect(
        error.message
          == "1 track but no point has a timestamp (1 timestamp before 1980 or after tomorrow)")
    }
  }

  /// Two good times 1 s apart and one year-9999 time: imported from the good ones (ending at the
  /// second, not in 9999), with a warning.
  @Test("an implausible time among good ones is dropped with a warning")
  func implausibleAmongGood() throws {
    let text =
      Self.head + Self.points(2)
      + "<trkpt lat=\"52.5\" lon=\"13.4\"><time>9999-12-31T23:59:59Z</time></trkpt>" + Self.tail
    let file = Fixtures.read(text: text)
    let summary = try #require(file.workouts.first?.summary)
    #expect(summary.endUTC == summary.startUTC?.addingTimeInterval(1))
    #expect(
      file.warnings.contains { $0.code == .timestampImplausible && $0.count == 1 })
  }

  /// A file 25 folders of 200 bytes deep (over 5 000 bytes, beyond Linux's PATH_MAX of 4 096)
  /// is made with `mkdirat`/`openat` relative to each folder. Discovery lists the first path it
  /// cannot look at, and reading it says why, instead of the file silently vanishing.
  @Test("a path beyond PATH_MAX is listed and reported, not lost")
  func pathBeyondLimit() throws {
    let folder = try TemporaryFolder()
    var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
    try #require(descriptor >= 0)
    let segment = String(repeating: "d", count: 200)
    var opened = [descriptor]
    for _ in 0..<25 {
      try #require(mkdirat(descriptor, segment, 0o755) == 0)
      descriptor = openat(descriptor, segment, O_RDONLY | O_DIRECTORY)
      try #require(descriptor >= 0)
      opened.append(descriptor)
    }
    let file = openat(descriptor, "deep.gpx", O_WRONLY | O_CREAT, 0o644)
    try #require(file >= 0)
    close(file)
    defer {
      // Remove from the deepest folder up, relative to each parent (paths are too long).
      _ = unlinkat(opened[opened.count - 1], "deep.gpx", 0)
      for index in stride(from: opened.count - 2, through: 0, by: -1) {
        _ = unlinkat(opened[index], segment, AT_REMOVEDIR)
      }
      for descriptor in opened { close(descriptor) }
    }
    let found = FileDiscovery.files(for: [folder.path])
    #expect(found.count == 1)
    let path = try #require(found.first)
    #expect(path.utf8.count > Int(PATH_MAX))
    let error = try #require(WorkoutFileReader.read(path: path).error)
    #expect(error.category == .io)
    #expect(error.message.contains("longer than the system allows (PATH_MAX 4096 bytes"))
  }
}
