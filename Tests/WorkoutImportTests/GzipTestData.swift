import Czlib

/// Builds gzip (RFC 1952) bytes in tests with zlib's `deflate`, as `gzip -n` would write them
/// (no name, no time stamp), so no compressed fixture has to be committed.
enum GzipTestData {
  /// `bytes` compressed as one gzip member at `level` (1…9; `gzip` uses 6).
  static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
    var stream = z_stream()
    guard czlib_deflate_init_gzip(&stream, level) == Z_OK else { return [] }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
    let written = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = UInt32(out.count)
        let status = deflate(&stream, Z_FINISH)
        return status == Z_STREAM_END ? out.count - Int(stream.avail_out) : 0
      }
    }
    return Array(output[0..<written])
  }
}
