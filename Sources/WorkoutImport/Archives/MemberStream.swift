import Foundation
import WorkoutModel

/// The bytes of the archive member being read: first its head (already read to decide what the
/// member is), then the rest from libarchive. Every byte taken from libarchive is counted against
/// the archive's limits by ``ArchiveWalk/count(_:)``; when a limit is passed or the archive is
/// damaged, reading returns 0 and ``failure`` says why.
final class MemberStream {
  /// Bytes asked of libarchive per read.
  static let chunkBytes = 64 * 1024

  /// Why a member's bytes stopped before their end.
  enum Failure: Equatable {
    /// The archive is damaged here (libarchive's message); `fatal` when nothing after it can be
    /// read either.
    case damaged(String, fatal: Bool)
    /// An archive limit was passed (a `security` error naming the archive).
    case limit(ImportError)
  }

  private let handle: ArchiveHandle
  private unowned let walk: ArchiveWalk
  /// The archive holding the member (its source), for messages.
  let archive: String
  /// Bytes read before the stream is handed on, given out first.
  var head: [UInt8] = []
  private var headOffset = 0
  /// Whether libarchive said the member's data ended.
  private(set) var ended = false
  /// Why the bytes stopped early, if they did.
  private(set) var failure: Failure?

  /// A stream over the current entry of `handle`, in the archive named `archive`.
  init(handle: ArchiveHandle, walk: ArchiveWalk, archive: String) {
    self.handle = handle
    self.walk = walk
    self.archive = archive
  }

  /// Reads up to `buffer.count` bytes; 0 at the end or on a failure.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    if headOffset < head.count {
      let count = min(buffer.count, head.count - headOffset)
      head.withUnsafeBytes { bytes in
        buffer.copyMemory(
          from: UnsafeRawBufferPointer(rebasing: bytes[headOffset..<headOffset + count]))
      }
      headOffset += count
      if headOffset == head.count {
        head = []
        headOffset = 0
      }
      return count
    }
    guard !ended, failure == nil else { return 0 }
    if let stop = walk.stop {
      failure = .limit(stop)
      return 0
    }
    switch handle.read(into: buffer) {
    case .bytes(let count):
      if let stop = walk.count(count) {
        failure = .limit(stop)
        return 0
      }
      return count
    case .end:
      ended = true
    case .unreadable(let message):
      failure = .damaged(message, fatal: false)
    case .damaged(let message):
      failure = .damaged(message, fatal: true)
    }
    return 0
  }

  /// Reads the member's first bytes into ``head`` (up to `count`, fewer when it is shorter).
  func readHead(_ count: Int = ArchiveSniffer.headBytes) {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    bytes.withUnsafeMutableBytes { buffer in
      while filled < count {
        let got = read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
        if got == 0 { break }
        filled += got
      }
    }
    head = Array(bytes[0..<filled])
    headOffset = 0
  }

  /// Appends the rest of the member to `bytes`, stopping once it holds more than `limit` bytes
  /// (`true` when the member ended or failed before that).
  func readAll(into bytes: inout [UInt8], upTo limit: Int) -> Bool {
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: Self.chunkBytes, alignment: 16)
    defer { buffer.deallocate() }
    while bytes.count <= limit {
      let got = read(into: buffer)
      if got == 0 { return true }
      bytes.append(contentsOf: buffer[0..<got])
    }
    return false
  }
}

extension MemberStream.Failure {
  /// Whether an archive limit stopped the bytes (the walk then reports it once, for the
  /// archive; the member is not listed).
  var isLimit: Bool {
    if case .limit = self { return true }
    return false
  }

  /// Applies damage to what was read of a member of `archive`: the workouts read before it are
  /// kept with an `archive_damaged` warning, else the member becomes a `malformed` error. A
  /// limit changes nothing here (see ``isLimit``).
  func apply(to parsed: inout ParsedFile, archive: String) {
    switch self {
    case .limit:
      return
    case .damaged(let message, let fatal):
      // Fatal: the archive breaks off here. Otherwise this member alone cannot be read to its
      // end: a CRC mismatch, encryption, a compression method libarchive lacks.
      let text =
        fatal
        ? "the archive \(archive) is damaged or cut short inside this member (libarchive: \(message))"
        : "this member of the archive \(archive) cannot be read to its end (libarchive: \(message))"
      if parsed.error == nil, !parsed.workouts.isEmpty {
        parsed.warnings.insert(
          ImportWarning(.archiveDamaged, text + "; the workouts read before it are kept"), at: 0)
      } else {
        parsed = ParsedFile(
          source: parsed.source, error: ImportError(.malformed, text, file: parsed.source))
      }
    }
  }
}
