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

  @Test("a file read to its end carries its hash; a refused one does not")
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
    let broken = WorkoutFileReader.read(data: Data("<gpx><trk>&bad;".utf8), source: "b.gpx")
    #expect(broken.error != nil)
    #expect(broken.contentHash == nil)
  }
}
