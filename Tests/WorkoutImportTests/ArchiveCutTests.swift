import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A zip cut after its last member — inside the central directory or its end record — keeps
/// its members and says it is damaged (issue 17: libarchive then reads the local headers, stops
/// at the central directory and reported nothing). Cut points are found from the signatures
/// (PKWARE APPNOTE 4.3.12 `PK\1\2`, 4.3.16 `PK\5\6`, a 22-byte end record without comment).
@Suite("zips cut in their central directory")
struct ArchiveCutTests {
  typealias Member = ArchiveBuilder.Member

  /// Where to cut, from the central directory's start `directory` and the end record's `end`.
  enum Cut: String, CaseIterable {
    case directoryStart, insideDirectory, middleOfDirectory, beforeEndRecord, insideEndRecord
    case lastByte

    func offset(directory: Int, end: Int, count: Int) -> Int {
      switch self {
      case .directoryStart: directory
      case .insideDirectory: directory + 10
      case .middleOfDirectory: (directory + end) / 2
      case .beforeEndRecord: end
      case .insideEndRecord: end + 12
      case .lastByte: count - 1
      }
    }
  }

  /// A zip of three GPX members (minutes 1, 2, 3), the offsets of its central directory's
  /// first header and of its end record.
  func threeMembers() -> (bytes: [UInt8], directory: Int, end: Int) {
    let bytes = ArchiveBuilder.build(
      .zip, (1...3).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) })
    let offsets = 0...(bytes.count - 4)
    let directory = offsets.first { Array(bytes[$0..<$0 + 4]) == [0x50, 0x4B, 1, 2] }
    let end = offsets.last { Array(bytes[$0..<$0 + 4]) == [0x50, 0x4B, 5, 6] }
    return (bytes, directory ?? -1, end ?? -1)
  }

  @Test("a cut zip keeps its 3 members and gets archive_damaged", arguments: Cut.allCases)
  func cut(at cut: Cut) throws {
    let zip = threeMembers()
    #expect(zip.directory > 0 && zip.end == zip.bytes.count - 22)
    let length = cut.offset(directory: zip.directory, end: zip.end, count: zip.bytes.count)
    let folder = try TemporaryFolder()
    try folder.write(Array(zip.bytes[0..<length]), to: "cut.zip")
    let path = folder.path + "/cut.zip"
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == ["1.gpx", "2.gpx", "3.gpx"].map { path + "!/" + $0 } + [path])
    #expect(files.prefix(3).allSatisfy { $0.workouts.count == 1 && $0.error == nil })
    #expect(files.last?.warnings.map(\.code) == [.archiveDamaged])
    #expect(files.last?.error == nil)
  }

  @Test("a whole zip, on its own or nested, gets no warning; a cut nested one does")
  func nested() throws {
    let zip = threeMembers()
    let cut = Array(zip.bytes[0..<zip.end + 4])
    let folder = try TemporaryFolder()
    let outer = try ArchiveTestData.write(
      .zipStored, [Member("cut.zip", cut), Member("whole.zip", zip.bytes)], to: "outer.zip",
      in: folder)
    let files = ArchiveTestData.importer().importFiles([outer])
    #expect(
      files.map(\.source)
        == ["1.gpx", "2.gpx", "3.gpx"].map { outer + "!/cut.zip!/" + $0 } + [outer + "!/cut.zip"]
        + ["1.gpx", "2.gpx", "3.gpx"].map { outer + "!/whole.zip!/" + $0 })
    #expect(files[3].warnings.map(\.code) == [.archiveDamaged])
    #expect(files.filter { !$0.warnings.isEmpty }.count == 1)
  }

  /// Break-it M3: `Fixtures/Archives/cd-offset-bad.zip`, 5 GPX members (m0 … m4, `unzip -l`)
  /// with whole local headers and an end record whose central directory offset is
  /// 0xFFFFFFF0: libarchive said "Truncated ZIP file header" and read none (the release
  /// binary of 104f3bd: "1 file, 0 workouts, 1 skipped"). Read from its local headers.
  @Test("a zip whose end record misplaces its central directory is read from local headers")
  func misplacedDirectory() {
    let path = Fixtures.directory.appendingPathComponent("Archives/cd-offset-bad.zip").path
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == (0..<5).map { path + "!/m\($0).gpx" } + [path])
    #expect(files.prefix(5).allSatisfy { $0.workouts.count == 1 && $0.error == nil })
    #expect(files.last?.warnings.map(\.code) == [.archiveDamaged])
  }

  /// A 22-byte `PK\5\6` that is no end record: disk number 0xFFFF (libarchive skips it) and a
  /// comment of 65,535 bytes that would run past any file ending right after it.
  static let fakeEndRecord: [UInt8] =
    [0x50, 0x4B, 5, 6, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xFF]

  /// `zip` (ending in its 22-byte end record, no comment) with ``fakeEndRecord`` as its
  /// comment: the last `PK\5\6` is then the fake one.
  static func commentedWithFake(_ zip: [UInt8]) -> [UInt8] {
    var bytes = zip
    bytes[bytes.count - 2] = 22  // the comment's length, little-endian
    bytes[bytes.count - 1] = 0
    return bytes + fakeEndRecord
  }

  @Test("a PK\\5\\6 whose comment overruns the file is not the end record: the search goes on")
  func overrunningCandidate() {
    let real = ArchiveCutTests().threeMembers()
    let commented = Self.commentedWithFake(real.bytes)
    // The record found is the real one, 22 bytes before the end, whose comment is the fake.
    #expect(ArchiveHandle.endRecord(in: commented) == ZipEndRecord(commented, at: real.end))
    #expect(ArchiveHandle.endRecord(in: commented)?.commentLength == 22)
    #expect(ArchiveHandle.endRecord(in: Self.fakeEndRecord) == nil)
    #expect(ArchiveHandle.endRecord(in: Array(Self.fakeEndRecord.dropLast(1))) == nil)
  }

  /// The M3 fixture (5 members, central directory offset 0xFFFFFFF0) with the fake record as
  /// its comment: the misplaced-directory check stopped at the fake one (and said "placed"),
  /// so libarchive looked for the directory at 0xFFFFFFF0 and read none of the 5 members,
  /// while the whole-zip check went on to the real record. One search now answers both.
  @Test("a misplaced central directory behind an overrunning PK\\5\\6 is read from local headers")
  func misplacedBehindFake() throws {
    let fixture = Fixtures.directory.appendingPathComponent("Archives/cd-offset-bad.zip")
    let folder = try TemporaryFolder()
    try folder.write(
      Self.commentedWithFake(Array(try Data(contentsOf: fixture))), to: "commented.zip")
    let path = folder.path + "/commented.zip"
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == (0..<5).map { path + "!/m\($0).gpx" } + [path])
    #expect(files.prefix(5).allSatisfy { $0.workouts.count == 1 && $0.error == nil })
    #expect(files.last?.warnings.map(\.code) == [.archiveDamaged])
  }

  @Test("a whole zip whose comment holds an overrunning PK\\5\\6 is read whole, no warning")
  func wholeWithFakeInComment() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.commentedWithFake(threeMembers().bytes), to: "whole.zip")
    let path = folder.path + "/whole.zip"
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == ["1.gpx", "2.gpx", "3.gpx"].map { path + "!/" + $0 })
    #expect(files.allSatisfy { $0.workouts.count == 1 && $0.warnings.isEmpty })
  }
}
