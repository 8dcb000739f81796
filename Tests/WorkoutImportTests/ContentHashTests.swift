import Foundation
import Testing

@testable import WorkoutImport

@Suite("Content hashes (XXH3-128)")
struct ContentHashTests {
  // Expected digests from PyPI's `xxhash` 3.x: `xxhash.xxh3_128_hexdigest(...)`.
  @Test(
    "matches the reference digests",
    arguments: [
      ([UInt8](), "99aa06d3014798d86001c324468d497f"),
      (Array("<gpx/>".utf8), "1a5b52c95950245b40413cf22fbc05b3"),
    ])
  func digests(bytes: [UInt8], expected: String) {
    let hash = bytes.withUnsafeBytes { ContentHash(of: $0) }
    #expect(hash.description == expected)
    #expect(ContentHash(hex: expected) == hash)
  }

  @Test("hashes chunks as one stream")
  func chunked() {
    // bytes(range(256)) * 40 → 1cb22534d0d96975c03d2231ab9348f3 (PyPI xxhash).
    let bytes = [UInt8]((0..<40).flatMap { _ in (0...255).map { UInt8($0) } })
    let hasher = ContentHasher()
    var offset = 0
    while offset < bytes.count {
      let end = min(offset + 1000, bytes.count)
      bytes[offset..<end].withUnsafeBytes { hasher.update($0) }
      offset = end
    }
    #expect(hasher.hash?.description == "1cb22534d0d96975c03d2231ab9348f3")
  }

  @Test("a file read to its end carries its hash, also one whose document broke off")
  func parsedFiles() {
    let gpx = Data(
      """
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="1" lon="2"><time>2024-01-01T10:00:00Z</time></trkpt>
      <trkpt lat="1.001" lon="2"><time>2024-01-01T10:01:00Z</time></trkpt>
      </trkseg></trk></gpx>
      """.utf8)
    let read = WorkoutFileReader.read(data: gpx, source: "a.gpx")
    #expect(read.error == nil)
    #expect(read.contentHash == gpx.withUnsafeBytes { ContentHash(of: $0) })
    #expect(ContentHash(hex: "xyz") == nil)
    let brokenBytes = Data("<gpx><trk>&bad;".utf8)
    let broken = WorkoutFileReader.read(data: brokenBytes, source: "b.gpx")
    #expect(broken.error != nil)
    #expect(broken.contentHash == brokenBytes.withUnsafeBytes { ContentHash(of: $0) })
  }

  /// A GPX of one run whose XML breaks off at byte ~300, then `tail` bytes of `filler`: the
  /// reader stops parsing in its first 256 KiB chunk and must still hash the rest.
  static func brokenEarly(tail: Int, filler: UInt8) -> Data {
    var bytes = Data(
      """
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="1" lon="2"><time>2024-01-01T10:00:00Z</time></trkpt>
      <trkpt lat="1.001" lon="2"><time>2024-01-01T10:01:00Z</time></trkpt>
      </trkseg></trk><trk><trkseg></trk>
      """.utf8)
    bytes.append(contentsOf: [UInt8](repeating: filler, count: tail))
    return bytes
  }

  @Test(
    "a document that stops early is hashed to its last byte, on disk and in memory",
    arguments: [false, true])
  func stoppedEarlyHashesAll(onDisk: Bool) throws {
    // Break-it pass 6 F2: the hash covered the bytes before the stop (or none), so versions that
    // differ after it shared one content key and a changed file was "already stored".
    let one = Self.brokenEarly(tail: 600_000, filler: 0x20)
    let other = Self.brokenEarly(tail: 600_000, filler: 0x0A)
    func read(_ bytes: Data) throws -> ParsedFile {
      guard onDisk else { return WorkoutFileReader.read(data: bytes, source: "run.gpx") }
      let folder = try TemporaryFolder()
      try folder.write([UInt8](bytes), to: "run.gpx")
      return WorkoutFileReader.read(path: folder.path + "/run.gpx")
    }
    let first = try read(one)
    let second = try read(other)
    #expect(first.workouts.count == 1)
    #expect(first.warnings.contains { $0.code == .xmlBrokenOff })
    #expect(first.contentHash == one.withUnsafeBytes { ContentHash(of: $0) })
    #expect(second.contentHash == other.withUnsafeBytes { ContentHash(of: $0) })
    #expect(first.contentHash != second.contentHash)
  }

  @Test("NUL bytes after a document are hashed, never handed to the parser")
  func nulTailNotParsed() {
    // Break-it pass 8 H2: libxml2 ends a document at a NUL without an error, so the read of the
    // rest handed every later chunk to the parser, which buffered it (900 MB of NUL: 1.09 GB).
    var bytes = [UInt8](ReaderQuirksTests.runThen(""))
    bytes += [UInt8](repeating: 0, count: 3 * WorkoutFileReader.chunkBytes)
    let feed = DocumentFeed(source: "run.gpx", limits: .standard)
    var offset = 0
    let file = WorkoutFileReader.read(source: "run.gpx", limits: .standard, feed: feed) {
      buffer in
      let count = min(buffer.count, bytes.count - offset)
      bytes.withUnsafeBytes { all in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
      }
      offset += count
      return count
    }
    #expect(file.workouts.count == 1)
    #expect(file.contentHash == bytes.withUnsafeBytes { ContentHash(of: $0) })
    // The first chunk (the document and the NULs after it in that chunk) at most.
    #expect(feed.parsedBytes <= WorkoutFileReader.chunkBytes, "\(feed.parsedBytes)")
  }

  @Test("a file over the size limit gets no hash")
  func refusedHasNone() {
    var limits = WorkoutFileReader.Limits.standard
    limits.maximumFileBytes = 100
    let read = WorkoutFileReader.read(
      data: Self.brokenEarly(tail: 1_000, filler: 0x20), source: "big.gpx", limits: limits)
    #expect(read.error?.category == .security)
    #expect(read.contentHash == nil)
  }
}
