import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A tar with junk after its last member, or with one member's header broken, keeps every member
/// libarchive can read and lists the damage once, as an `archive_damaged` warning on the archive
/// (break-it F1: each 512-byte block libarchive could not read as a header became a `malformed`
/// entry of its own — 2,048 for 1 MiB of junk). Offsets are those of POSIX ustar: 512-byte
/// blocks, a header's `magic` "ustar" at its offset 257.
@Suite("tars with damaged blocks")
struct TarDamageTests {
  typealias Member = ArchiveBuilder.Member

  /// A tar of three GPX members (minutes 1, 2, 3) without its end-of-archive blocks (the
  /// trailing zeros, rounded up to a whole block: GPX text never ends in a zero byte).
  func threeMembers() -> [UInt8] {
    let bytes = ArchiveBuilder.build(
      .tar, (1...3).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) })
    let used = (bytes.lastIndex { $0 != 0 } ?? 0) + 1
    return Array(bytes[0..<((used + 511) / 512 * 512)])
  }

  /// The offsets of the ustar headers of `tar`.
  func headers(_ tar: [UInt8]) -> [Int] {
    stride(from: 0, to: tar.count, by: 512).filter {
      Array(tar[($0 + 257)..<($0 + 262)]) == Array("ustar".utf8)
    }
  }

  @Test("junk after the last member: 3 members and one archive_damaged warning")
  func junkTail() throws {
    let tar = threeMembers()
    #expect(headers(tar).count == 3)
    let junk = [UInt8](repeating: 0x41, count: 128 * 512)
    let folder = try TemporaryFolder()
    try folder.write(tar + junk, to: "junk.tar")
    let path = folder.path + "/junk.tar"
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == ["1.gpx", "2.gpx", "3.gpx"].map { path + "!/" + $0 } + [path])
    #expect(files.prefix(3).allSatisfy { $0.workouts.count == 1 && $0.error == nil })
    #expect(files.last?.warnings.map(\.code) == [.archiveDamaged])
    let message = files.last?.warnings.first?.message ?? ""
    #expect(message.contains("128 blocks of 512 bytes in 1 place"))
    #expect(files.last?.error == nil)
  }

  @Test("a broken header: the members before and after it are read, the damage listed once")
  func brokenHeader() throws {
    var tar = threeMembers()
    let second = headers(tar)[1]
    tar[second] ^= 0x20  // the name's first byte: the header's checksum no longer adds up
    let folder = try TemporaryFolder()
    try folder.write(tar, to: "broken.tar")
    let path = folder.path + "/broken.tar"
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == [path + "!/1.gpx", path + "!/3.gpx", path])
    #expect(files.prefix(2).allSatisfy { $0.workouts.count == 1 && $0.error == nil })
    #expect(files.last?.warnings.map(\.code) == [.archiveDamaged])
  }
}
