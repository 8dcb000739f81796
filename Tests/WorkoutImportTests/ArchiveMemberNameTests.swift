import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Every archive member gets a source of its own (issue 17: two members of one name, or names
/// equal once decoded, were stored as one file of the workout library, one workout lost and
/// every later import of the archive failing). Expected sources are written out by hand from
/// the rule in ``ArchiveWalk/claim(_:entry:)``: the first member of a name keeps it, a later
/// one is `NAME (entry N)`, N its 1-based place in the archive.
@Suite("archive member names are unique")
struct ArchiveMemberNameTests {
  typealias Member = ArchiveBuilder.Member

  /// The starts (seconds since 1970) of `files`' first workouts.
  func starts(_ files: [ParsedFile]) -> [Double] {
    files.compactMap { $0.workouts.first?.summary.startUTC?.timeIntervalSince1970 }
  }

  @Test(
    "two members of one name are two sources, the second `(entry 2)`",
    arguments: [ArchiveBuilder.Format.zip, .zipStored, .tar, .tarGzip])
  func sameName(format: ArchiveBuilder.Format) throws {
    let folder = try TemporaryFolder()
    let path = try ArchiveTestData.write(
      format,
      [
        Member("x.gpx", ArchiveTestData.gpx(minute: 1)),
        Member("x.gpx", ArchiveTestData.gpx(minute: 2)),
        Member("y.gpx", ArchiveTestData.gpx(minute: 3)),
      ], to: "e.archive", in: folder)
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(
      files.map(\.source) == [path + "!/x.gpx", path + "!/x.gpx (entry 2)", path + "!/y.gpx"])
    // 2024-03-01T00:01:00Z = 1709251260 s (`date -u -d 2024-03-01T00:01:00Z +%s`), then +60 s.
    #expect(starts(files) == [1_709_251_260, 1_709_251_320, 1_709_251_380])
  }

  @Test("names equal once invalid UTF-8 is shown as U+FFFD are two sources")
  func equalAfterDecoding() throws {
    let folder = try TemporaryFolder()
    let path = try ArchiveTestData.write(
      .zip,
      [
        Member(
          rawName: Array("r".utf8) + [0xFF] + Array("n.gpx".utf8), ArchiveTestData.gpx(minute: 1)),
        Member(
          rawName: Array("r".utf8) + [0xFE] + Array("n.gpx".utf8), ArchiveTestData.gpx(minute: 2)),
      ], to: "e.zip", in: folder)
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(
      files.map(\.source) == [path + "!/r\u{FFFD}n.gpx", path + "!/r\u{FFFD}n.gpx (entry 2)"])
    #expect(files.map(\.workouts.count) == [1, 1])
  }

  @Test("names cut at a NUL byte are two sources")
  func cutAtNul() throws {
    let folder = try TemporaryFolder()
    var bytes = ArchiveBuilder.build(
      .zip,
      [
        Member("x.gpxQa", ArchiveTestData.gpx(minute: 1)),
        Member("x.gpxQb", ArchiveTestData.gpx(minute: 2)),
      ])
    // Each name is in its local header and in the central directory: every `Q` becomes NUL.
    bytes = bytes.map { $0 == UInt8(ascii: "Q") ? 0 : $0 }
    try folder.write(bytes, to: "e.zip")
    let path = folder.path + "/e.zip"
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == [path + "!/x.gpx", path + "!/x.gpx (entry 2)"])
    #expect(files.map(\.workouts.count) == [1, 1])
  }

  @Test("a name that an earlier `(entry N)` took, or that an input path holds, is not reused")
  func takenNames() throws {
    let folder = try TemporaryFolder()
    let path = try ArchiveTestData.write(
      .zip,
      [
        Member("x.gpx", ArchiveTestData.gpx(minute: 1)),
        Member("x.gpx", ArchiveTestData.gpx(minute: 2)),
        Member("x.gpx (entry 2)", ArchiveTestData.gpx(minute: 3)),
      ], to: "e.zip", in: folder)
    // A folder named `e.zip!` beside the zip holds a file named like the zip's first member.
    try folder.makeFolder("e.zip!")
    try folder.write(ArchiveTestData.gpx(minute: 4), to: "e.zip!/x.gpx")
    let files = ArchiveTestData.importer().importFiles([folder.path])
    #expect(
      files.map(\.source) == [
        path + "!/x.gpx (entry 1)", path + "!/x.gpx (entry 2)",
        path + "!/x.gpx (entry 2) (entry 3)", path + "!/x.gpx",
      ])
    #expect(Set(files.map(\.source)).count == 4)
    #expect(starts(files) == [1_709_251_260, 1_709_251_320, 1_709_251_380, 1_709_251_440])
  }

  @Test("a walk for some members names them as the full walk did")
  func wantedKeepsNames() throws {
    let folder = try TemporaryFolder()
    let path = try ArchiveTestData.write(
      .zip,
      [
        Member("x.gpx", ArchiveTestData.gpx(minute: 1)),
        Member("x.gpx", ArchiveTestData.gpx(minute: 2)),
      ], to: "e.zip", in: folder)
    var names: [String] = []
    ArchiveWalk.walk(path: path, limits: .standard, wanted: [path + "!/x.gpx (entry 2)"]) {
      if case .member(let member) = $0 { names.append(member.source) }
    }
    #expect(names == [path + "!/x.gpx (entry 2)"])
  }
}
