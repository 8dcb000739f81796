internal import Czlib

/// Streams gzip-compressed bytes (RFC 1952, as written by `gzip` and in Strava bulk exports'
/// `activities/*.gpx.gz`) through zlib's `inflate` in bounded output chunks.
///
/// Memory is one output buffer of ``chunkBytes`` plus zlib's 32 KiB window, whatever the sizes.
/// Concatenated gzip members (RFC 1952 §2.2) are read one after another; bytes after the last
/// member that do not start another member are ignored, as `gzip -d` does.
///
/// Bounds: the inflated total may not pass `maximumBytes`, and the inflated total may not pass
/// `maximumRatio` times the compressed bytes consumed so far (checked before each output chunk is
/// handed on, so a bomb is stopped after one chunk).
final class GzipInflater {
  /// Why inflating stopped early.
  enum Failure: Error, Equatable {
    /// More than the byte limit would come out.
    case tooLarge
    /// The output outgrew the ratio limit.
    case bomb
    /// zlib reported corrupt data (bad header, bad code, check-sum mismatch); zlib's message.
    case corrupt(String)
    /// The input ended inside a member.
    case truncated
    /// zlib could not allocate its state.
    case noMemory
  }

  /// Output bytes per chunk handed on (the XML reader's chunk size).
  static let chunkBytes = WorkoutFileReader.chunkBytes

  private var stream = z_stream()
  private let output: UnsafeMutableRawBufferPointer
  private let maximumBytes: Int
  private let maximumRatio: Int
  private var initialized = false
  /// Whether the last member ended cleanly (no member is open).
  private var memberEnded = false
  /// Whether trailing non-gzip bytes were met: everything after is ignored.
  private var ignoringRest = false
  /// Compressed bytes consumed so far.
  private(set) var totalIn = 0
  /// Inflated bytes produced so far.
  private(set) var totalOut = 0

  /// A fresh inflater; `maximumBytes` bounds the output, `maximumRatio` the output per input byte.
  init(maximumBytes: Int, maximumRatio: Int) throws(Failure) {
    self.maximumBytes = maximumBytes
    self.maximumRatio = maximumRatio
    output = .allocate(byteCount: Self.chunkBytes, alignment: 16)
    guard czlib_inflate_init_gzip(&stream) == Z_OK else { throw .noMemory }
    initialized = true
  }

  deinit {
    if initialized { inflateEnd(&stream) }
    output.deallocate()
  }

  /// `true` when `bytes` start with the gzip magic number 1F 8B (RFC 1952 §2.3.1).
  static func isGzip(_ first: UInt8, _ second: UInt8) -> Bool { first == 0x1F && second == 0x8B }

  /// Inflates `input`, handing each output chunk to `sink`, which returns `false` to stop early.
  /// Returns `false` when the sink asked to stop.
  func push(
    _ input: UnsafeRawBufferPointer, to sink: (UnsafeRawBufferPointer) -> Bool
  ) throws(Failure) -> Bool {
    guard !ignoringRest, let base = input.baseAddress, !input.isEmpty else { return true }
    var next = base.assumingMemoryBound(to: UInt8.self)
    var available = input.count
    while available > 0 {
      if memberEnded {
        // Another member follows only if it starts with the magic number.
        guard next[0] == 0x1F, available < 2 || next[1] == 0x8B else {
          ignoringRest = true
          return true
        }
        guard inflateReset(&stream) == Z_OK else { throw .corrupt("zlib could not reset") }
        memberEnded = false
      }
      stream.next_in = next
      stream.avail_in = UInt32(truncatingIfNeeded: min(available, Int(UInt32.max)))
      let given = Int(stream.avail_in)
      let (status, produced) = inflateIntoOutput()
      let consumed = given - Int(stream.avail_in)
      next += consumed
      available -= consumed
      totalIn += consumed
      try check(status)
      if produced > 0 {
        guard try handOn(produced, to: sink) else { return false }
      } else if consumed == 0, status == Z_BUF_ERROR {
        break  // needs more input than is left (cannot happen with bytes available, but safe)
      }
    }
    // Drain what zlib still holds for this input (its output buffer may have been full).
    while !memberEnded {
      stream.next_in = nil
      stream.avail_in = 0
      let (status, produced) = inflateIntoOutput()
      try check(status)
      guard produced > 0 else { break }
      guard try handOn(produced, to: sink) else { return false }
    }
    return true
  }

  /// Runs `inflate` once into the output buffer: zlib's status and the bytes produced (already
  /// counted in ``totalOut``).
  private func inflateIntoOutput() -> (status: Int32, produced: Int) {
    stream.next_out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
    stream.avail_out = UInt32(Self.chunkBytes)
    let status = inflate(&stream, Z_NO_FLUSH)
    let produced = Self.chunkBytes - Int(stream.avail_out)
    totalOut += produced
    return (status, produced)
  }

  /// Notes the end of a member; throws for zlib's failures.
  private func check(_ status: Int32) throws(Failure) {
    switch status {
    case Z_OK, Z_BUF_ERROR: break
    case Z_STREAM_END: memberEnded = true
    case Z_MEM_ERROR: throw .noMemory
    default: throw .corrupt(message(status))
    }
  }

  /// Checks the bounds, then hands the first `produced` output bytes to `sink`; `false` when the
  /// sink asked to stop.
  private func handOn(
    _ produced: Int, to sink: (UnsafeRawBufferPointer) -> Bool
  ) throws(Failure) -> Bool {
    if totalOut > maximumBytes { throw .tooLarge }
    if totalOut > maximumRatio * max(totalIn, 1) { throw .bomb }
    return sink(UnsafeRawBufferPointer(rebasing: output[0..<produced]))
  }

  /// Checks that the input ended at the end of a member.
  func finish() throws(Failure) {
    guard memberEnded || ignoringRest else { throw .truncated }
  }

  private func message(_ status: Int32) -> String {
    if let text = stream.msg { return String(cString: text) }
    return "zlib status \(status)"
  }
}
