import Foundation

/// Hands libarchive the bytes of an archive file from its descriptor, 64 KiB per read, and
/// counts the bytes read (``bytesRead``: the denominator of the expansion-ratio limit, see
/// ``ArchiveLimits/maximumExpansionRatio``). Skips and seeks go to `lseek`, so members that are
/// not read (photos, planned routes in another folder) are not read from disk either.
final class DescriptorSource {
  private let descriptor: Int32
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
  /// Bytes read from the file so far (skipped bytes not counted).
  private(set) var bytesRead = 0

  /// A source reading `descriptor` (left open: the caller closes it).
  init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { buffer.deallocate() }

  /// libarchive's read callback: points `out` at the next bytes; 0 at the end, -1 on an error.
  func next(_ out: UnsafeMutablePointer<UnsafeRawPointer?>) -> Int {
    while true {
      let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return -1 }
      bytesRead += count
      out.pointee = UnsafeRawPointer(buffer.baseAddress)
      return count
    }
  }

  /// libarchive's skip callback: moves `request` bytes on; 0 (skip nothing, libarchive reads
  /// instead) when the descriptor cannot seek (a pipe).
  func skip(_ request: Int64) -> Int64 {
    lseek(descriptor, off_t(request), SEEK_CUR) < 0 ? 0 : request
  }

  /// libarchive's seek callback: the new position, or -30 (`ARCHIVE_FATAL`) on failure.
  func seek(_ offset: Int64, whence: Int32) -> Int64 {
    let position = lseek(descriptor, off_t(offset), whence)
    return position < 0 ? -30 : Int64(position)
  }

  /// The last `count` bytes of the file (fewer when it is shorter; `[]` when it cannot be
  /// read), read with `pread` so libarchive's position is left alone.
  func tail(_ count: Int) -> [UInt8] {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return [] }
    let size = Int(info.st_size)
    let wanted = min(count, max(0, size))
    var bytes = [UInt8](repeating: 0, count: wanted)
    let got = bytes.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, wanted, off_t(size - wanted))
    }
    return got == wanted ? bytes : []
  }

  /// `count` bytes at `offset` of the file (`pread`), `nil` when they cannot all be read.
  func bytes(at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    let got = bytes.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, count, off_t(offset))
    }
    return got == count ? bytes : nil
  }

  /// The file's size in bytes (0 when `fstat` fails).
  var size: Int {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
  }
}
