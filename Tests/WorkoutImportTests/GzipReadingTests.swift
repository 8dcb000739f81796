import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@Suite("Reading gzip-compressed files")
struct GzipReadingTests {
  /// A two-point GPX track; 2024-05-04T06:00:00Z = 1714802400 (python3 `datetime.timestamp`).
  static let gpx = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="Strava" xmlns="http://www.topografix.com/GPX/1/1">
     <trk><name>Morning Run</name><type>running</type><trkseg>
      <trkpt lat="48.1" lon="11.5"><ele>520</ele><time>2024-05-04T06:00:00Z</time></trkpt>
      <trkpt lat="48.2" lon="11.6"><ele>521</ele><time>2024-05-04T06:00:10Z</time></trkpt>
     </trkseg></trk>
    </gpx>
    """

  @Test("a .gpx.gz file reads like the .gpx it holds; its source stays the .gz path")
  func readsGzip() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/123.gpx.gz"
    try folder.write(GzipTestData.compress(Array(Self.gpx.utf8)), to: "123.gpx.gz")
    let file = WorkoutFileReader.read(path: path)
    #expect(file.error == nil)
    #expect(file.source == path)
    #expect(file.format == .gpx)
    #expect(file.creator == "Strava")
    let workout = try #require(file.workouts.first)
    #expect(workout.source == path)
    #expect(workout.name == "Morning Run")
    let points = workout.segments.flatMap(\.points)
    #expect(points.map(\.elevation) == [520, 521])
    #expect(Fixtures.epoch(points.first?.time) == 1_714_802_400)
  }

  @Test("gzip is recognised by its magic bytes whatever the name, also in memory")
  func magicNotName() throws {
    let folder = try TemporaryFolder()
    try folder.write(GzipTestData.compress(Array(Self.gpx.utf8)), to: "export.bin")
    #expect(WorkoutFileReader.read(path: folder.path + "/export.bin").workouts.count == 1)
    let data = Data(GzipTestData.compress(Array(Self.gpx.utf8)))
    #expect(WorkoutFileReader.read(data: data, source: "memory").workouts.count == 1)
  }

  /// A larger document spans several 256 KiB input and output chunks: 20 000 points.
  @Test("a multi-chunk gzip file keeps every point")
  func multiChunk() throws {
    var text = "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n"
    for second in 0..<20_000 {
      let minute = second / 60 % 60
      let hour = second / 3600
      text += "<trkpt lat=\"1.\(second)\" lon=\"2.5\"><time>2024-01-01T0\(hour):"
      text += String(format: "%02d:%02dZ", minute, second % 60) + "</time></trkpt>\n"
    }
    text += "</trkseg></trk></gpx>"
    #expect(text.utf8.count > 1_000_000)
    let data = Data(GzipTestData.compress(Array(text.utf8), level: 1))
    let file = WorkoutFileReader.read(data: data, source: "big.gpx.gz")
    #expect(file.error == nil)
    #expect(file.workouts.first?.segments.first?.points.count == 20_000)
  }

  @Test("two concatenated gzip members read as one document, like `gzip -d`")
  func concatenatedMembers() throws {
    let bytes = Array(Self.gpx.utf8)
    let data = Data(
      GzipTestData.compress(Array(bytes[0..<100])) + GzipTestData.compress(Array(bytes[100...])))
    let file = WorkoutFileReader.read(data: data, source: "two-members.gpx.gz")
    #expect(file.error == nil)
    #expect(file.workouts.first?.segments.first?.points.count == 2)
  }

  @Test("a truncated .gz gives a clear malformed error")
  func truncated() throws {
    let whole = GzipTestData.compress(Array(Self.gpx.utf8))
    let data = Data(whole[0..<(whole.count / 2)])
    let error = try #require(WorkoutFileReader.read(data: data, source: "cut.gpx.gz").error)
    #expect(error.category == .malformed)
    #expect(error.message.hasPrefix("the gzip-compressed data ends early (truncated download?)"))
    #expect(error.file == "cut.gpx.gz")
  }

  @Test("corrupt gzip data gives a malformed error with zlib's reason")
  func corrupt() throws {
    var bytes = GzipTestData.compress(Array(Self.gpx.utf8))
    bytes[bytes.count - 5] ^= 0xFF  // inside the CRC-32 / length trailer (RFC 1952 §2.2)
    let error = try #require(WorkoutFileReader.read(data: Data(bytes), source: "bad.gz").error)
    #expect(error.category == .malformed)
    #expect(error.message.contains("corrupt"))
  }

  /// 20 MB of zeros compress ~1 027-fold with `gzip -6` (python3 zlib: 19 465 bytes).
  @Test("a decompression bomb of zeros is refused as a security problem")
  func zeroBomb() throws {
    let bomb = GzipTestData.compress([UInt8](repeating: 0, count: 20_000_000))
    #expect(bomb.count < 25_000)
    let error = try #require(WorkoutFileReader.read(data: Data(bomb), source: "bomb.gz").error)
    #expect(error.category == .security)
    #expect(error.message.contains("decompression bomb"))
  }

  /// Blanks inside a valid document would be parsed; they are refused the same way.
  @Test("a bomb of blanks inside a GPX root is refused as a security problem")
  func blankBomb() throws {
    let text = "<gpx>" + String(repeating: " ", count: 20_000_000) + "</gpx>"
    let bomb = GzipTestData.compress(Array(text.utf8), level: 9)
    let error = try #require(WorkoutFileReader.read(data: Data(bomb), source: "bomb.gz").error)
    #expect(error.category == .security)
  }

  @Test("the inflated size is bounded by the file-size limit")
  func inflatedLimit() throws {
    let limits = WorkoutFileReader.Limits(
      maximumFileBytes: 1000, maximumDepth: 128, maximumPoints: 1000)
    let text = Self.gpx + String(repeating: "<!-- padding to pass 1000 bytes -->\n", count: 40)
    let data = Data(GzipTestData.compress(Array(text.utf8)))
    #expect(data.count < 1000)
    let error = try #require(
      WorkoutFileReader.read(data: data, source: "x.gz", limits: limits).error)
    #expect(error.category == .security)
    #expect(error.message.contains("1000-byte limit"))
  }
}

extension GzipReadingTests {
  /// 2,000 points one second apart, compressed, then cut to 60 % of the compressed bytes: the
  /// points inflated before the cut are kept; exactly how many depends on zlib, so the test
  /// bounds them (at least one, fewer than all) and checks both warnings.
  @Test("a truncated .gpx.gz keeps the points inflated before the cut, with warnings")
  func truncatedKeepsPoints() throws {
    var text = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"t\" "
    text += "xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n"
    for second in 0..<2000 {
      let minute = second / 60
      let time =
        "2024-05-04T06:\(minute < 10 ? "0" : "")\(minute):\(second % 60 < 10 ? "0" : "")\(second % 60)Z"
      text += "<trkpt lat=\"48.1\" lon=\"11.5\"><time>\(time)</time></trkpt>\n"
    }
    text += "</trkseg></trk></gpx>\n"
    let whole = GzipTestData.compress(Array(text.utf8))
    let file = WorkoutFileReader.read(
      data: Data(whole[0..<(whole.count * 6 / 10)]), source: "cut.gpx.gz")
    #expect(file.error == nil)
    let kept = try #require(file.workouts.first).summary.trackpointCount
    #expect(kept > 0 && kept < 2000)
    #expect(file.warnings.first?.code == .gzipDamaged)
    #expect(file.warnings.contains { $0.code == .xmlBrokenOff })
  }
}
