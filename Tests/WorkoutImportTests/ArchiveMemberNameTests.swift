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

  /// How a zip with refused names is read: whole (from its central directory), cut before its
  /// end record (from its local headers), or nested in another zip (a stream).
  enum Reading: String, CaseIterable {
    case whole, cut, nested
  }

  /// A zip of three GPX members whose names are flagged UTF-8 (bit 11 of the flags at +6 of
  /// each `PK\3\4` header and +8 of each `PK\1\2` one) while two hold E4 FC, not UTF-8.
  func refusedNames() -> [UInt8] {
    var bytes = ArchiveBuilder.build(
      .zip,
      [
        Member("a/first L\u{E4}ufe QQ.gpx", ArchiveTestData.gpx(minute: 1)),
        Member("b/ok.gpx", ArchiveTestData.gpx(minute: 2)),
        Member("c/QQ.gpx", ArchiveTestData.gpx(minute: 3)),
      ])
    Self.flagUTF8(&bytes)
    for at in 0..<(bytes.count - 1)
    where bytes[at] == UInt8(ascii: "Q") && bytes[at + 1] == UInt8(ascii: "Q") {
      bytes[at] = 0xE4
      bytes[at + 1] = 0xFC
    }
    return bytes
  }

  /// Sets bit 11 (names are UTF-8) of the flags of each `PK\3\4` and `PK\1\2` header in `zip`.
  static func flagUTF8(_ bytes: inout [UInt8]) {
    for at in 0..<(bytes.count - 4) where bytes[at] == 0x50 && bytes[at + 1] == 0x4B {
      if bytes[at + 2] == 3, bytes[at + 3] == 4 { bytes[at + 7] |= 0x08 }
      if bytes[at + 2] == 1, bytes[at + 3] == 2 { bytes[at + 9] |= 0x08 }
    }
  }

  /// The member files of `zip` written as `e.zip` in `folder` and imported as `reading` says,
  /// and the prefix of their sources.
  static func members(
    of zip: [UInt8], reading: Reading, in folder: TemporaryFolder
  ) throws -> (files: [ParsedFile], prefix: String) {
    var zip = zip
    var prefix = folder.path + "/e.zip!/"
    switch reading {
    case .whole: break
    case .cut:
      let directory = (0..<(zip.count - 4)).first {
        zip[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 1, 2])
      }
      zip = Array(zip.prefix((directory ?? 0) + 5))
    case .nested:
      zip = ArchiveBuilder.build(.zipStored, [Member("in.zip", zip)])
      prefix += "in.zip!/"
    }
    try folder.write(zip, to: "e.zip")
    let files = ArchiveTestData.importer().importFiles([folder.path + "/e.zip"])
    return (files.filter { $0.source.hasPrefix(prefix) }, prefix)
  }

  @Test(
    "a zip name flagged UTF-8 that is not keeps its other characters (E4 FC as two U+FFFD)",
    arguments: Reading.allCases)
  func refusedByLibarchive(reading: Reading) throws {
    let folder = try TemporaryFolder()
    let zip = refusedNames()
    let (members, prefix) = try Self.members(of: zip, reading: reading, in: folder)
    #expect(
      members.map(\.source)
        == [
          "a/first L\u{E4}ufe \u{FFFD}\u{FFFD}.gpx", "b/ok.gpx", "c/\u{FFFD}\u{FFFD}.gpx",
        ].map { prefix + $0 })
    #expect(members.map(\.workouts.count) == [1, 1, 1])
    // (Cut, the last member also says the archive breaks off after it.)
    #expect(
      members.map { $0.warnings.contains { $0.code == .fileNameNotUTF8 } } == [true, false, true])
  }

  /// Issue 17 break-it 2 (A1c): libarchive turns zip names into NFC, so an NFD name was shown
  /// (and stored in the library) as its NFC twin, `(entry 2)` when that came first. Compared as
  /// bytes: Swift `String` equality holds NFC and NFD equal. (U+212A KELVIN SIGN's NFC is `K`.)
  @Test(
    "zip member names keep their stored spelling (NFD, NFC, a Kelvin sign)",
    arguments: Reading.allCases)
  func storedSpelling(reading: Reading) throws {
    let folder = try TemporaryFolder()
    let names = ["e\u{301}.gpx", "\u{E9}.gpx", "\u{212A}.gpx", "K.gpx"]
    var zip = ArchiveBuilder.build(
      .zip, names.enumerated().map { Member($1, ArchiveTestData.gpx(minute: $0 + 1)) })
    Self.flagUTF8(&zip)  // as zip tools write non-ASCII names; libarchive then converts them
    let (members, prefix) = try Self.members(of: zip, reading: reading, in: folder)
    #expect(members.map { Array($0.source.utf8) } == names.map { Array((prefix + $0).utf8) })
    #expect(members.map(\.workouts.count) == [1, 1, 1, 1])
  }

  /// The sibling in tar: a name in a pax extended header came back from libarchive in NFC too;
  /// in a `.tar.gz` as well (issue 17: its pax header was not read, so the NFD and the NFC name
  /// came back as one, the second `(entry 2)`).
  @Test(
    "pax tar member names keep their stored spelling, gzip-compressed too",
    arguments: [false, true])
  func paxStoredSpelling(gzip: Bool) throws {
    let folder = try TemporaryFolder()
    let names = ["e\u{301}.gpx", "\u{E9}.gpx", "\u{212A}.gpx", "K.gpx"]
    var tar: [UInt8] = []
    for (index, name) in names.enumerated() {
      let gpx = ArchiveTestData.gpx(minute: index + 1)
      // "NN path=NAME\n": NN counts itself; every name here makes it 2 digits.
      let record = Array("path=\(name)\n".utf8)
      let pax = Array("\(record.count + 3) ".utf8) + record
      tar +=
        Self.tarBlock(name: "PaxHeader/\(index)", type: "x", size: pax.count) + Self.padded(pax)
      tar += Self.tarBlock(name: "\(index).gpx", type: "0", size: gpx.count) + Self.padded(gpx)
    }
    tar += [UInt8](repeating: 0, count: 1024)
    let name = gzip ? "e.tar.gz" : "e.tar"
    try folder.write(gzip ? GzipTestData.compress(tar) : tar, to: name)
    let path = folder.path + "/" + name
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map { Array($0.source.utf8) } == names.map { Array((path + "!/" + $0).utf8) })
    #expect(files.map(\.workouts.count) == [1, 1, 1, 1])
  }

  /// A ustar header block (POSIX.1-2008 ustar: name at 0, mode 100, size 124 and checksum 148
  /// in octal, type flag 156, `ustar\0` `00` at 257) for an ASCII `name`.
  static func tarBlock(name: String, type: Character, size: Int) -> [UInt8] {
    var block = [UInt8](repeating: 0, count: 512)
    func put(_ text: String, at offset: Int) {
      for (index, byte) in text.utf8.enumerated() { block[offset + index] = byte }
    }
    put(name, at: 0)
    put("0000644", at: 100)
    put(String(format: "%011o", size), at: 124)
    put("14524770400", at: 136)  // mtime 1,700,000,000 s in octal
    put(String(type), at: 156)
    put("ustar\u{0}00", at: 257)
    put("        ", at: 148)  // the checksum counts its own field as spaces
    put(String(format: "%06o\u{0} ", block.reduce(0) { $0 + Int($1) }), at: 148)
    return block
  }

  /// `bytes` padded with zeros to whole 512-byte blocks.
  static func padded(_ bytes: [UInt8]) -> [UInt8] {
    bytes + [UInt8](repeating: 0, count: (512 - bytes.count % 512) % 512)
  }
}
