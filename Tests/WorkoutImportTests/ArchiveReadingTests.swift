import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Zip and tar inputs, built by each test with libarchive's writer (``ArchiveBuilder``).
/// Expected values are in ``ArchiveTestData``'s comment.
@Suite("archives")
struct ArchiveReadingTests {
  typealias Member = ArchiveBuilder.Member

  @Test(
    "a zip with a GPX, a TCX.gz and a FIT member gives their 3 workouts, named ZIP!/member",
    arguments: [ArchiveBuilder.Format.zip, .zipStored])
  func threeFormats(format: ArchiveBuilder.Format) throws {
    let folder = try TemporaryFolder()
    let zip = try ArchiveTestData.write(
      format,
      [
        Member("activities/1.gpx", ArchiveTestData.gpx()),
        Member("activities/2.tcx.gz", GzipTestData.compress(try ArchiveTestData.tcx())),
        Member("activities/3.fit", FITDecoderTests.simpleRide()),
      ], to: "export.zip", in: folder)
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(
      files.map(\.source) == ["1.gpx", "2.tcx.gz", "3.fit"].map { zip + "!/activities/" + $0 })
    #expect(files.map(\.format) == [.gpx, .tcx, .fit])
    #expect(files.allSatisfy { $0.error == nil && $0.workouts.count == 1 })
    let starts = files.compactMap { $0.workouts.first?.summary.startUTC?.timeIntervalSince1970 }
    #expect(starts == [ArchiveTestData.gpxStart, 1_433_134_800, 1_631_065_600])
    #expect(files[0].workouts[0].summary.durationSeconds == 600)
    #expect(files.allSatisfy { $0.workouts[0].source == $0.source })
    // The same bytes read as loose files give the same summaries (the member path changes
    // nothing but the name).
    try folder.makeFolder("loose")
    try folder.write(ArchiveTestData.gpx(), to: "loose/1.gpx")
    let loose = ArchiveTestData.importer().importFiles([folder.path + "/loose/1.gpx"])
    #expect(loose.first?.workouts.first?.summary == files[0].workouts[0].summary)
    // The member's content hash is the loose file's: the same file is known in both places.
    #expect(files[0].contentHash != nil && files[0].contentHash == loose.first?.contentHash)
  }

  @Test("a zip inside a zip is read, its members named outer.zip!/inner.zip!/member")
  func nested() throws {
    let folder = try TemporaryFolder()
    let inner = ArchiveBuilder.build(.zip, [Member("c.gpx", ArchiveTestData.gpx())])
    let middle = ArchiveBuilder.build(.zipStored, [Member("parts/b.zip", inner)])
    let outer = try ArchiveTestData.write(
      .zip, [Member("a.gpx", ArchiveTestData.gpx(minute: 1)), Member("b.zip", middle)],
      to: "a.zip", in: folder)
    let files = ArchiveTestData.importer().importFiles([outer])
    #expect(files.map(\.source) == [outer + "!/a.gpx", outer + "!/b.zip!/parts/b.zip!/c.gpx"])
    #expect(files.allSatisfy { $0.error == nil && $0.workouts.count == 1 })
    #expect(
      files.last?.workouts.first?.summary.startUTC?.timeIntervalSince1970
        == ArchiveTestData.gpxStart)
  }

  @Test(
    "tar and tar.gz are read whatever their name; a plain .gpx.gz is not an archive",
    arguments: [
      ("export.tar", ArchiveBuilder.Format.tar), ("export.tgz", .tarGzip),
      ("export.tar.gz", .tarGzip), ("renamed.gpx", .tarGzip), ("data", .zip),
    ])
  func tarFormats(name: String, format: ArchiveBuilder.Format) throws {
    let folder = try TemporaryFolder()
    let path = try ArchiveTestData.write(
      format,
      [
        Member("./x/1.gpx", ArchiveTestData.gpx()),
        Member("x/2.gpx.gz", GzipTestData.compress(ArchiveTestData.gpx(minute: 2))),
      ],
      to: name, in: folder)
    let files = ArchiveTestData.importer().importFiles([path])
    #expect(files.map(\.source) == [path + "!/./x/1.gpx", path + "!/x/2.gpx.gz"])
    #expect(files.map { $0.workouts.count } == [1, 1])
    // Found in a folder too (by name, or sniffed when the name says nothing).
    #expect(FileDiscovery.files(for: [folder.path]) == [path])
    let gz = GzipTestData.compress(ArchiveTestData.gpx())
    #expect(!ArchiveSniffer.isArchive(gz))
    #expect(ArchiveSniffer.isArchive(ArchiveBuilder.build(format, [Member("a", [1])])))
  }

  @Test(
    "member names are display text: ../, absolute and non-UTF-8 names are shown, nothing is written"
  )
  func hostileNames() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("in")
    var raw = Array("pl".utf8)
    raw += [0xE4] + Array("in.gpx".utf8)  // Latin-1 ä: not UTF-8
    let zip = try ArchiveTestData.write(
      .zip,
      [
        Member("../evil.gpx", ArchiveTestData.gpx(minute: 1)),
        Member("/tmp/abs.gpx", ArchiveTestData.gpx(minute: 2)),
        Member(rawName: raw, ArchiveTestData.gpx(minute: 3)),
      ], to: "in/x.zip", in: folder)
    let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    let files = ArchiveTestData.importer().importFiles([zip])
    #expect(
      files.map(\.source) == [
        zip + "!/../evil.gpx", zip + "!//tmp/abs.gpx", zip + "!/pl\u{FFFD}in.gpx",
      ])
    #expect(files.map { $0.workouts.count } == [1, 1, 1])
    #expect(files[2].warningCodes == ["file_name_not_utf8×1"])
    #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/evil.gpx"))
  }

  @Test("results keep input order and archive order, run after run")
  func deterministicOrder() throws {
    let folder = try TemporaryFolder()
    // Member names in an order that is not sorted, so archive order is visible.
    let names = (0..<40).map { "m\(($0 * 17) % 40).gpx" }
    let zip = try ArchiveTestData.write(
      .zip, names.enumerated().map { Member($1, ArchiveTestData.gpx(minute: $0)) },
      to: "b.zip", in: folder)
    try folder.write(ArchiveTestData.gpx(minute: 100), to: "a.gpx")
    try folder.write(ArchiveTestData.gpx(minute: 101), to: "c.gpx")
    let inputs = [folder.path + "/c.gpx", zip, folder.path + "/a.gpx"]
    let expected = [inputs[0]] + names.map { zip + "!/" + $0 } + [inputs[2]]
    for _ in 0..<3 {
      let files = ArchiveTestData.importer().read(files: inputs)
      #expect(files.map(\.source) == expected)
      #expect(files.allSatisfy { $0.workouts.count == 1 })
    }
  }

  @Test("large members are streamed and give what a whole read gives", arguments: [false, true])
  func largeMembers(gzip: Bool) throws {
    let folder = try TemporaryFolder()
    let members = (0..<6).map { index in
      let bytes = ArchiveTestData.gpx(minute: index)
      return Member(
        "\(index).gpx" + (gzip ? ".gz" : ""), gzip ? GzipTestData.compress(bytes) : bytes)
    }
    let zip = try ArchiveTestData.write(.zip, members, to: "l.zip", in: folder)
    let whole = ArchiveTestData.importer().importFiles([zip])
    var streaming = ArchiveTestData.importer()
    streaming.largeMemberBytes = 16 * 2  // every member is "large" (.gz: over 2 bytes)
    let streamed = streaming.importFiles([zip])
    #expect(streamed == whole)
    #expect(streamed.count == 6 && streamed.allSatisfy { $0.workouts.count == 1 })
  }
}

extension ArchiveReadingTests {
  /// Collects progress calls from any thread.
  final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(Int, Int)] = []
    func add(_ done: Int, _ total: Int) {
      lock.lock()
      calls.append((done, total))
      lock.unlock()
    }
    var all: [(Int, Int)] {
      lock.lock()
      defer { lock.unlock() }
      return calls
    }
  }

  @Test("progress counts archive members: once per result, ending at the number of results")
  func progress() throws {
    let folder = try TemporaryFolder()
    let zip = try ArchiveTestData.write(
      .zip, (0..<5).map { Member("\($0).gpx", ArchiveTestData.gpx(minute: $0)) }, to: "p.zip",
      in: folder)
    try folder.write(ArchiveTestData.gpx(minute: 9), to: "z.gpx")
    let log = ProgressLog()
    var importer = ArchiveTestData.importer()
    importer.progress = { log.add($0, $1) }
    let files = importer.read(files: [zip, folder.path + "/z.gpx"])
    #expect(files.count == 6)
    let calls = log.all
    #expect(calls.map(\.0).sorted() == Array(1...6))
    #expect(calls.allSatisfy { $0.0 <= $0.1 && $0.1 <= 6 })
    #expect(calls.contains { $0 == (6, 6) })
  }

  @Test("the job queue takes a member larger than its byte budget when it is empty")
  func oversizedJob() {
    let queue = JobQueue(byteBudget: 10)
    let member = ArchiveMember(
      source: "a.zip!/x.gpx", warnings: [], bytes: [UInt8](repeating: 1, count: 100),
      failure: nil, archive: "a.zip")
    queue.push(.member(slot: 0, member))
    queue.close()
    guard case .member(let slot, let popped) = queue.pop() else {
      Issue.record("no member came out")
      return
    }
    #expect(slot == 0 && popped.bytes.count == 100)
    #expect(queue.pop() == nil)
  }
}
