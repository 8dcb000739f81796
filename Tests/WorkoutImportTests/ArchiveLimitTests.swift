import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Per-archive limits and damaged archives, with small limits passed in so the archives stay
/// small. Expected ratios: 2,000,000 blanks deflate to 1,967 bytes (python3
/// `zlib.compressobj(6, zlib.DEFLATED, -15)`), about 1,017-fold.
@Suite("archive limits and damage")
struct ArchiveLimitTests {
  typealias Member = ArchiveBuilder.Member

  static func blanks(_ count: Int) -> [UInt8] {
    Array("<gpx>".utf8) + [UInt8](repeating: 0x20, count: count) + Array("</gpx>".utf8)
  }

  @Test(
    "a decompression bomb stops the archive with a security error naming it; members before are kept"
  )
  func ratioBomb() throws {
    let folder = try TemporaryFolder()
    let zip = try ArchiveTestData.write(
      .zip,
      [
        Member("ok.gpx", ArchiveTestData.gpx()), Member("bomb.gpx", Self.blanks(2_000_000)),
        Member("after.gpx", ArchiveTestData.gpx(minute: 1)),
      ],
      to: "bomb.zip", in: folder)
    let files = ArchiveTestData.importer(limits: ArchiveLimits(maximumExpansionRatio: 100))
      .importFiles([zip])
    #expect(files.map(\.source) == [zip + "!/ok.gpx", zip])
    #expect(files[0].workouts.count == 1)
    let error = try #require(files[1].error)
    #expect(error.category == .security)
    #expect(error.file == zip)
    #expect(error.message.hasPrefix("a decompression bomb: the archive expands more than 100-fold"))
    #expect(error.message.hasSuffix("reading stopped at \(zip)!/bomb.gpx"))
    // The standard 200-fold limit catches the same member.
    let standard = ArchiveTestData.importer().importFiles([zip])
    #expect(standard.last?.error?.category == .security)
  }

  @Test("more bytes than the total limit stop the archive")
  func totalBytes() throws {
    let folder = try TemporaryFolder()
    let members = (0..<4).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) }
    let tar = try ArchiveTestData.write(.tar, members, to: "t.tar", in: folder)
    // Each GPX member is 278 bytes (python3 len() of the text): 2 fit in 700 bytes, 3 do not.
    #expect(ArchiveTestData.gpx(minute: 0).count == 278)
    let files = ArchiveTestData.importer(limits: ArchiveLimits(maximumTotalBytes: 700))
      .importFiles([tar])
    #expect(files.map(\.source) == [tar + "!/0.gpx", tar + "!/1.gpx", tar])
    #expect(files[2].error?.category == .security)
    #expect(files[2].error?.message.contains("more than 700 bytes uncompressed") == true)
  }

  @Test("too many members stop the archive after the limit; those read are kept")
  func tooManyMembers() throws {
    let folder = try TemporaryFolder()
    let members = (0..<5).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) }
    let zip = try ArchiveTestData.write(.zip, members, to: "many.zip", in: folder)
    let files = ArchiveTestData.importer(limits: ArchiveLimits(maximumMembers: 3))
      .importFiles([zip])
    #expect(files.map(\.source) == ["0", "1", "2"].map { zip + "!/\($0).gpx" } + [zip])
    #expect(files.last?.error?.category == .security)
    #expect(files.last?.error?.message.hasPrefix("more than 3 entries in the archive") == true)
  }

  @Test("archives nested deeper than the limit are listed, not opened")
  func depth() throws {
    let folder = try TemporaryFolder()
    let level3 = ArchiveBuilder.build(.zip, [Member("deep.gpx", ArchiveTestData.gpx())])
    let level2 = ArchiveBuilder.build(
      .zip, [Member("c.zip", level3), Member("b.gpx", ArchiveTestData.gpx(minute: 1))])
    let zip = try ArchiveTestData.write(.zip, [Member("b.zip", level2)], to: "a.zip", in: folder)
    let files = ArchiveTestData.importer(limits: ArchiveLimits(maximumDepth: 2)).importFiles([zip])
    #expect(files.map(\.source) == [zip + "!/b.zip!/c.zip", zip + "!/b.zip!/b.gpx"])
    #expect(files[0].error?.category == .security)
    #expect(files[1].workouts.count == 1)
    let deeper = ArchiveTestData.importer(limits: ArchiveLimits(maximumDepth: 3)).importFiles([zip])
    #expect(deeper.map(\.source) == [zip + "!/b.zip!/c.zip!/deep.gpx", zip + "!/b.zip!/b.gpx"])
  }

  /// Writes `cut.zip` into `folder`: a zip of three GPX members cut `extra` bytes after the
  /// start of the third member's local file header (`PK\3\4`, APPNOTE 4.3.7); returns its path.
  static func writeCutZip(
    _ format: ArchiveBuilder.Format, cutAfterThirdHeader extra: Int, in folder: TemporaryFolder
  ) throws -> String {
    let members = (0..<3).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) }
    let whole = ArchiveBuilder.build(format, members)
    let headers = (0..<(whole.count - 3)).filter {
      whole[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 3, 4])
    }
    try #require(headers.count == 3)
    try folder.write(Array(whole[0..<headers[2] + extra]), to: "cut.zip")
    return folder.path + "/cut.zip"
  }

  @Test("a zip cut between members keeps the members before, with an archive_damaged warning")
  func truncatedBetween() throws {
    let folder = try TemporaryFolder()
    let zip = try Self.writeCutZip(.zip, cutAfterThirdHeader: 10, in: folder)  // in the header
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(files.map(\.source) == [zip + "!/0.gpx", zip + "!/1.gpx", zip])
    #expect(files[0..<2].allSatisfy { $0.workouts.count == 1 })
    #expect(files[2].error == nil && files[2].workouts.isEmpty)
    #expect(files[2].warningCodes == ["archive_damaged×1"])
    #expect(files[2].warnings.first?.message.contains("after 2 members") == true)
  }

  @Test(
    "a zip cut inside a member: that member is an error naming the archive, the ones before stay")
  func truncatedInside() throws {
    let folder = try TemporaryFolder()
    // 30-byte header + "2.gpx" + 24 bytes of extra fields (libarchive 3.6.2, read back with
    // python3 struct) leave the cut 160 bytes into the 278 data bytes.
    let zip = try Self.writeCutZip(.zipStored, cutAfterThirdHeader: 30 + 5 + 64 + 120, in: folder)
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(files.map(\.source) == [zip + "!/0.gpx", zip + "!/1.gpx", zip + "!/2.gpx", zip])
    #expect(files[0..<2].allSatisfy { $0.workouts.count == 1 })
    #expect(files[2].error?.category == .malformed)
    #expect(
      files[2].error?.message.hasPrefix(
        "the archive \(zip) is damaged or cut short inside this member") == true)
    #expect(files[3].warningCodes == ["archive_damaged×1"])
  }

  @Test("a member failing its CRC keeps its workouts with a warning; the members after it are read")
  func crcMismatch() throws {
    let folder = try TemporaryFolder()
    let members = (0..<3).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) }
    var bytes = ArchiveBuilder.build(.zipStored, members)
    // Member 1 ends at 00:01:30; make it 00:01:31 without fixing the stored CRC-32.
    let end = Array("T00:01:30Z".utf8)
    let at = try #require(
      (0..<(bytes.count - end.count)).first { bytes[$0..<$0 + end.count].elementsEqual(end) })
    bytes[at + 8] = UInt8(ascii: "1")
    try folder.write(bytes, to: "crc.zip")
    let zip = folder.path + "/crc.zip"
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(files.map(\.source) == (0..<3).map { zip + "!/\($0).gpx" })
    #expect(files.map { $0.workouts.first?.summary.durationSeconds } == [30, 31, 30])
    #expect(files.map(\.warningCodes) == [[], ["archive_damaged×1"], []])
    #expect(files[1].warnings.first?.message.contains("cannot be read to its end") == true)
  }

  @Test(
    "an archive without workout files is listed as no_activity, not passed over",
    arguments: [(2, "2 entries"), (1, "1 entry")])
  func noWorkouts(count: Int, entries: String) throws {
    let folder = try TemporaryFolder()
    let members = [Member("p.jpg", [0xFF, 0xD8, 0xFF]), Member("notes.txt", text: "hello")]
    let zip = try ArchiveTestData.write(
      .zip, Array(members.prefix(count)), to: "photos.zip", in: folder)
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(files.map(\.source) == [zip])
    #expect(files.first?.error?.category == .noActivity)
    #expect(
      files.first?.error?.message == "the archive holds no GPX, TCX or FIT file (\(entries))")
  }

  @Test("a file that only starts like a zip is a malformed archive, not a crash")
  func notReallyZip() throws {
    let folder = try TemporaryFolder()
    try folder.write(Array("PK\u{3}\u{4}garbage that is no zip at all".utf8), to: "x.zip")
    let files = ArchiveTestData.importer().importFiles([folder.path + "/x.zip"])
    #expect(files.count == 1)
    #expect(files.first?.error?.category == .malformed)
    #expect(files.first?.source == folder.path + "/x.zip")
  }
}

@Suite("archive ratio on stored members")
struct StoredArchiveTests {
  /// A GPX of `points` one-second points walking north (about 75 bytes each).
  static func longGPX(points: Int) -> [UInt8] {
    var text =
      "<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>"
    for index in 0..<points {
      let second = index % 60
      let minute = index / 60 % 60
      let hour = 10 + index / 3600
      text += "<trkpt lat=\"\(52 + Double(index) * 0.00002)\" lon=\"13\"><time>2024-05-01T"
      text += String(format: "%02d:%02d:%02dZ", hour, minute, second) + "</time></trkpt>\n"
    }
    return Array((text + "</trkseg></trk></gpx>").utf8)
  }

  // A stored (uncompressed) member expands 1-fold: however large, it is no bomb. libarchive counts
  // the bytes it consumed a block late, which once made a stored 367 KB member fail the 200-fold
  // limit on its first 64 KiB.
  @Test("a large stored member is read, not refused as a bomb")
  func storedMember() throws {
    let folder = try TemporaryFolder()
    let gpx = Self.longGPX(points: 6_000)
    #expect(gpx.count > 400_000)
    let zip = try ArchiveTestData.write(
      .zipStored, [ArchiveBuilder.Member("activities/long.gpx", gpx)], to: "stored.zip", in: folder)
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(files.map(\.source) == [zip + "!/activities/long.gpx"])
    #expect(files.first?.error == nil)
    #expect(files.first?.workouts.first?.summary.trackpointCount == 6_000)
  }
}
