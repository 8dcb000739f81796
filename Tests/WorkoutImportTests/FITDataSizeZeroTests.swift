import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// A FIT file whose header gives data size 0 (never finalised: its messages are read to the end
/// of the file) cut at a message boundary reads as cut short, not whole (break-it pass 6 F3: it
/// read as whole with fewer records, and the workout library replaced the stored workout by
/// it). The file is `treadmill-run.fit` of the CLI tests (246 bytes: a 14-byte header, file_id,
/// 11 records, session, activity, CRC) with its data size set to 0 and its header CRC
/// recomputed; message boundaries are found here by walking its definitions by hand.
@Suite("FIT: data size 0 cut at a message boundary")
struct FITDataSizeZeroTests {
  /// The fixture with data size 0, with its file CRC (recomputed over the new header) or
  /// without any.
  static func unsized(crc: Bool) throws -> [UInt8] {
    let url = Fixtures.packageRoot.appendingPathComponent(
      "Tests/TrophiesCLITests/Fixtures/treadmill-run.fit")
    var bytes = Array(try Data(contentsOf: url))
    #expect(bytes.count == 246 && bytes[0] == 14)
    bytes.replaceSubrange(4..<8, with: [0, 0, 0, 0])
    let headerCRC = FITFileBuilder.crc(Array(bytes[0..<12]))
    bytes.replaceSubrange(12..<14, with: FITFileBuilder.int(UInt64(headerCRC), size: 2, big: false))
    let body = Array(bytes[0..<244])
    guard crc else { return body }
    return body + FITFileBuilder.int(UInt64(FITFileBuilder.crc(body)), size: 2, big: false)
  }

  /// Each message's end offset and global number, walking normal headers (the fixture has no
  /// compressed timestamps or developer fields) from byte 14 to 244.
  static func messages(_ bytes: [UInt8]) -> [(end: Int, global: Int?)] {
    var sizes: [Int: (size: Int, global: Int)] = [:]
    var result: [(end: Int, global: Int?)] = []
    var offset = 14
    while offset < 244 {
      let header = Int(bytes[offset])
      if header & 0x40 != 0 {
        let global = Int(bytes[offset + 3]) | Int(bytes[offset + 4]) << 8
        let count = Int(bytes[offset + 5])
        let size = (0..<count).reduce(0) { $0 + Int(bytes[offset + 6 + 3 * $1 + 1]) }
        sizes[header & 0x0F] = (size, global)
        offset += 6 + 3 * count
        result.append((offset, nil))
      } else {
        let (size, global) = sizes[header & 0x0F] ?? (0, -1)
        offset += 1 + size
        result.append((offset, global))
      }
    }
    return result
  }

  /// Whether the reading failed or says it is cut short.
  static func flagged(_ file: ParsedFile) -> Bool {
    file.error != nil || file.warnings.contains { $0.code.isCutShort }
  }

  @Test(
    "the whole file, with its CRC or without, reads whole: 11 records, no cut warning",
    arguments: [true, false])
  func whole(crc: Bool) throws {
    let file = FITDecoderTests.read(try Self.unsized(crc: crc))
    #expect(!Self.flagged(file), "\(file.warnings.map(\.message))")
    #expect(file.warnings.contains { $0.code == .fitDataSizeUnset })
    #expect(file.workouts.first?.summary.trackpointCount == 11)
  }

  @Test(
    "every cut before the session message is cut short; after it the file reads whole",
    arguments: [true, false])
  func everyOffset(crc: Bool) throws {
    let bytes = try Self.unsized(crc: crc)
    let messages = Self.messages(bytes)
    #expect(messages.last?.end == 244 && messages.last?.global == 34)
    #expect(messages.filter { $0.global == 20 }.count == 11)
    let session = try #require(messages.first { $0.global == 18 }).end
    let boundaries = Set(messages.map(\.end))
    var wrong: [Int] = []
    for offset in 0..<bytes.count {
      let file = FITDecoderTests.read(Array(bytes[..<offset]))
      // Whole: cut at a message boundary once the session is read (losing the activity's
      // definition or message: the rule's limit), or the whole data without its CRC.
      let expectedWhole = boundaries.contains(offset) && offset >= session
      if Self.flagged(file) == expectedWhole { wrong.append(offset) }
      if boundaries.contains(offset), offset < session, offset > 14 {
        #expect(
          file.warnings.contains { $0.code == .fitTruncated }
            || file.error != nil, "offset \(offset)")
      }
    }
    #expect(wrong.isEmpty, "cuts read wrongly at offsets \(wrong)")
  }

  /// The corpus's one file of data size 0 (Zwift 2016, cut at 86,016 bytes: MANIFEST.md) ends
  /// inside a message (byte 86,008): `fit_stopped` says it is cut, and the session rule adds
  /// nothing. Every other corpus file gives its data size.
  @Test(
    "the corpus's data-size-0 file is cut short once (fit_stopped), its 2,319 records kept",
    .enabled(if: Fixtures.hasCorpus))
  func corpusFile() {
    let file = Fixtures.readCorpus("fit/broken/header-data-size-zero.fit")
    #expect(file.workouts.first?.summary.trackpointCount == 2319)
    #expect(file.warnings.filter(\.code.isCutShort).map(\.code) == [.fitStopped])
  }

  /// Break-it pass 8 L1: a summary-first file (session and activity before the records, as
  /// recent Garmin watches write) of data size 0 cut right after its summary held no record,
  /// so "a session after the last record" held trivially: it read whole, 0 trackpoints, and
  /// replaced the stored workout. With the records it is taken as cut too (the known limit).
  @Test("a data-size-0 summary-first file cut after its summary is cut short", arguments: [0, 3])
  func summaryFirstCut(records: Int) {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.session(start: 1_000_000_000, elapsedMs: 600_000)
    fit.activity(timestamp: 1_000_000_600, localTimestamp: 1_000_003_600)
    fit.defineRecord()
    for index in 0..<records { fit.record(time: 1_000_000_000 + Int64(index) * 60) }
    let file = FITDecoderTests.read(fit.file(declaredSize: 0))
    #expect(file.warnings.contains { $0.code == .fitDataSizeUnset })
    #expect(file.warnings.contains { $0.code == .fitTruncated }, "\(file.warnings.map(\.message))")
  }

  @Test("a sized file is not held to the session rule: a record-only file reads whole")
  func sizedRecordsOnly() {
    let fit = FITFileBuilder.recording([1_000_000_000, 1_000_000_001])
    let file = FITDecoderTests.read(fit.file())
    #expect(!Self.flagged(file), "\(file.warnings.map(\.message))")
  }
}
