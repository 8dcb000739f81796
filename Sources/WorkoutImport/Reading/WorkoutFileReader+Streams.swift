import Foundation
import WorkoutModel

/// Reading documents that are not files on disk: archive members, held in memory or streamed.
extension WorkoutFileReader {
  /// Reads a document held in memory (plain or gzip-compressed); `source` names it.
  static func read(bytes: UnsafeRawBufferPointer, source: String, limits: Limits) -> ParsedFile {
    if bytes.count > limits.maximumFileBytes {
      let head = Array(UnsafeRawBufferPointer(rebasing: bytes[0..<min(4096, bytes.count)]))
      let limit = limits.maximumBytes(forDocumentStartingWith: head)
      if bytes.count > limit { return tooLarge(source, limit) }
    }
    var offset = 0
    return read(source: source, limits: limits, expectedBytes: bytes.count) { buffer in
      let count = min(buffer.count, bytes.count - offset)
      if count > 0 {
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
      }
      offset += count
      return count
    }
  }

  /// Reads a document whose bytes `next` hands out (it fills the buffer it is given and returns
  /// the count, 0 at the end or on a failure), in ``chunkBytes`` chunks; memory is bounded by
  /// the points kept. `expectedBytes` (0: unknown) sizes a FIT buffer once. `feed` (tests)
  /// is the feed to use, so that what it parsed can be looked at afterwards.
  static func read(
    source: String, limits: Limits, expectedBytes: Int = 0, feed given: DocumentFeed? = nil,
    next: (UnsafeMutableRawBufferPointer) -> Int
  ) -> ParsedFile {
    let feed =
      given ?? DocumentFeed(source: source, limits: limits, expectedBytes: expectedBytes)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkBytes, alignment: 16)
    defer { buffer.deallocate() }
    var total = 0
    var headLimit = limits.maximumFileBytes
    var refused: Int?
    // One chunk from `next` into the feed; `false` at the end of the source, or when it is
    // larger than allowed (``refused``).
    func step() -> Bool {
      var filled = 0
      while filled < chunkBytes {
        let got = next(UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
        if got == 0 { break }
        filled += got
      }
      if filled == 0 { return false }
      if total == 0, filled > limits.maximumFileBytes {
        // An Apple Health export.xml may be larger: its head names HealthData (the parser
        // checks that the root agrees, ``DocumentFeed/maximumBytes``).
        headLimit = limits.maximumBytes(
          forDocumentStartingWith: Array(
            UnsafeRawBufferPointer(rebasing: buffer[0..<min(filled, 4096)])))
      }
      total += filled
      let limit = max(headLimit, feed.maximumBytes)
      if total > limit {
        refused = limit
        return false
      }
      feed.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<filled]))
      return true
    }
    // Pushed until the content is known (FIT, or XML and started); then libxml2 pulls.
    while !feed.isDone, !feed.wantsParse, step() {}
    if refused == nil, feed.wantsParse {
      feed.parse { !feed.isDone && step() }
    }
    if let refused { return tooLarge(source, refused) }
    // The rest of a document that stopped early (broken off, bytes after its root, a NUL, a
    // failure) is read and hashed, not parsed: its content key covers every byte (break-it
    // pass 6 F2), in constant memory (pass 8 H2).
    feed.stopParsing()
    while step() {}
    return feed.finish(fedWhole: refused == nil)
  }
}
