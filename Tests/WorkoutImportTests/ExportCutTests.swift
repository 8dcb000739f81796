import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Account-export indexes cut at every byte (break-it pass 6 F1: an `activities.csv` cut inside
/// its header read as a whole empty table, one cut inside a row's last field as a whole shorter
/// row, and the library replaced the stored workouts by them). A cut reading must fail or carry
/// a cut-short warning (``ImportWarning/Code/isCutShort``), the one exception a cut exactly at a
/// record's end, which reads as the records before it (README "Known limits").
@Suite("Export index cuts")
struct ExportCutTests {
  /// The Strava fixture's bytes, with LF line ends or CRLF.
  static func stravaBytes(crlf: Bool) throws -> [UInt8] {
    let url = Fixtures.directory.appendingPathComponent("Strava/activities.csv")
    let bytes = Array(try Data(contentsOf: url))
    guard crlf else { return bytes }
    return bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
  }

  /// Offsets just after each record's line end (an LF outside quotes, or the CR of a CRLF: a
  /// cut between the two loses no field), with the 1-based line the next record starts on:
  /// counted here by hand-rule, not by ``CSVReader``.
  static func recordEnds(_ bytes: [UInt8]) -> [Int: Int] {
    var ends: [Int: Int] = [:]
    var quoted = false
    var line = 1
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      guard byte == 0x0A else { continue }
      line += 1
      guard !quoted else { continue }
      ends[index + 1] = line
      if index > 0, bytes[index - 1] == 0x0D { ends[index] = line }
    }
    return ends
  }

  @Test(
    "a Strava CSV cut at any byte fails, says it is cut, or is whole rows",
    arguments: [false, true])
  func stravaEveryOffset(crlf: Bool) throws {
    let bytes = try Self.stravaBytes(crlf: crlf)
    #expect(bytes.last == 0x0A)
    let whole = StravaCSV(ExportSideFile(source: "x/activities.csv", bytes: bytes))
    #expect(whole.error == nil && !whole.warnings.contains { $0.code.isCutShort })
    #expect(whole.activities.count == 6)
    let ends = Self.recordEnds(bytes)
    var silent: [Int] = []
    var prefixes = 0
    for offset in 0..<bytes.count {
      let cut = StravaCSV(
        ExportSideFile(source: "x/activities.csv", bytes: Array(bytes[..<offset])))
      let flagged = cut.error != nil || cut.warnings.contains { $0.code.isCutShort }
      if let line = ends[offset] {
        // Cut at a record's end: the rows before it, read as whole (the known limit).
        #expect(!flagged, "offset \(offset)")
        #expect(cut.activities == whole.activities.filter { $0.line < line }, "offset \(offset)")
        prefixes += 1
      } else if !flagged {
        silent.append(offset)
      }
    }
    #expect(silent.isEmpty, "cuts read as whole at offsets \(silent)")
    // After the header and each data record but the last (9 records, 1001 spans two lines),
    // and in a CRLF file between each record's CR and LF too (the last one's included).
    #expect(prefixes == (crlf ? 17 : 8))
  }

  @Test("a header cut after its Activity ID and Filename columns lists nothing, cut short")
  func headerCutAfterColumns() {
    let text = "Activity ID,Filename,Activity Na"
    let table = StravaCSV(ExportSideFile(source: "x/activities.csv", bytes: Array(text.utf8)))
    #expect(table.error == nil)
    #expect(table.activities.isEmpty)
    let warning = table.warnings.first { $0.code == .csvBrokenOff }
    #expect(warning?.line == 1)
    #expect(
      warning?.message.hasPrefix("the header has no line break: the file is cut short") == true)
  }

  @Test("a header cut before its Filename column is a malformed file, said to be cut")
  func headerCutBeforeColumns() {
    let text = "Activity ID,Activity Date,Activity Na"
    let table = StravaCSV(ExportSideFile(source: "x/activities.csv", bytes: Array(text.utf8)))
    #expect(table.error?.category == .malformed)
    #expect(table.error?.message.contains("cut short") == true)
  }

  @Test("a last row cut inside its last field is kept, the file said to be cut on its line")
  func lastFieldCut() {
    let text = "Activity ID,Activity Name,Filename\n1,One,a/1.gpx\n2,Two,a/2.gp"
    let table = StravaCSV(ExportSideFile(source: "x/activities.csv", bytes: Array(text.utf8)))
    #expect(table.error == nil)
    #expect(table.activities.map(\.filename) == ["a/1.gpx", "a/2.gp"])
    let warning = table.warnings.first { $0.code == .csvBrokenOff }
    #expect(warning?.line == 3)
    #expect(
      warning?.message.hasPrefix("the last record has no line break: the file is cut short")
        == true)
  }

  @Test("a CRLF file cut between CR and LF lost no field: read whole")
  func crlfCutBeforeLF() {
    let text = "Activity ID,Activity Name,Filename\r\n1,One,a/1.gpx\r"
    let table = StravaCSV(ExportSideFile(source: "x/activities.csv", bytes: Array(text.utf8)))
    #expect(table.error == nil && table.warnings.isEmpty)
    #expect(table.activities.map(\.filename) == ["a/1.gpx"])
  }

  @Test("a Garmin summarizedActivities.json cut at any byte fails or lost only white space")
  func garminEveryOffset() throws {
    let url = Fixtures.directory.appendingPathComponent("Garmin/u_0_summarizedActivities.json")
    let bytes = Array(try Data(contentsOf: url))
    let whole = try GarminActivitySummary.read(bytes, source: "x/u.json")
    #expect(whole.activities.count == 2)
    // The last byte that is not white space: cutting after it drops nothing.
    let lastText = try #require(bytes.lastIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) })
    var silent: [Int] = []
    for offset in 0..<bytes.count {
      do {
        let cut = try GarminActivitySummary.read(Array(bytes[..<offset]), source: "x/u.json")
        if offset <= lastText, !cut.warnings.contains(where: \.code.isCutShort) {
          silent.append(offset)
        }
      } catch {
        continue
      }
    }
    #expect(silent.isEmpty, "cuts read as whole at offsets \(silent)")
  }
}
