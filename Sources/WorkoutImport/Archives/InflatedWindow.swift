import Foundation

/// Reads a gzip-compressed file's inflated bytes at increasing offsets, inflating forward from
/// where the last read stopped (from the start again only when asked for an earlier offset), for
/// the pax headers of a `.tar.gz` that libarchive reads through its own gzip filter
/// (``ArchiveHandle/storedName(shown:)``: libarchive gives pax names in NFC, the header keeps
/// their bytes). Created only when a name that is not ASCII is shown, so a `.tar.gz` of ASCII
/// names is inflated once, by libarchive; with such names, at most twice.
///
/// Memory: the bytes inflated from one small piece of input (``inputBytes``, so at most about
/// 1,000 times that: zlib's largest ratio) beyond the offset asked for, and zlib's window.
final class InflatedWindow {
  /// Compressed bytes read and inflated per step (4 KiB: at most ~4 MiB inflated).
  static let inputBytes = 4096

  /// Reads `count` compressed bytes at an offset (`nil` when they cannot all be read).
  private let read: (_ offset: Int, _ count: Int) -> [UInt8]?
  /// The compressed file's size in bytes.
  private let size: Int
  private var inflater: GzipInflater?
  /// Compressed bytes inflated so far.
  private var consumed = 0
  /// Inflated bytes kept, starting at inflated offset ``keptStart``.
  private var kept: [UInt8] = []
  private var keptStart = 0
  /// The compressed input ended (or could not be inflated).
  private var ended = false

  /// A window over the file of `size` bytes whose compressed bytes `read` gives.
  init(size: Int, read: @escaping (_ offset: Int, _ count: Int) -> [UInt8]?) {
    self.size = size
    self.read = read
  }

  /// The inflated bytes `offset ..< offset + count`, fewer at the end; `nil` when the file
  /// cannot be inflated that far.
  func bytes(at offset: Int, count: Int) -> [UInt8]? {
    if offset < keptStart || inflater == nil {
      // Start over (first use, or an earlier offset). No limits of its own beyond overflow-safe
      // ones: libarchive read these bytes first, under the archive limits.
      guard let fresh = try? GzipInflater(maximumBytes: 1 << 40, maximumRatio: 1 << 20)
      else { return nil }
      inflater = fresh
      consumed = 0
      kept = []
      keptStart = 0
      ended = false
    }
    while keptStart + kept.count < offset + count, !ended {
      step()
      // Drop what lies before `offset`: it is never asked for again (offsets increase).
      let drop = min(kept.count, max(0, offset - keptStart))
      if drop > 0 {
        kept.removeFirst(drop)
        keptStart += drop
      }
    }
    guard keptStart <= offset, keptStart + kept.count > offset else { return nil }
    let from = offset - keptStart
    return Array(kept[from..<min(kept.count, from + count)])
  }

  /// Inflates the next ``inputBytes`` of input into ``kept``.
  private func step() {
    let count = min(Self.inputBytes, size - consumed)
    guard let inflater, count > 0, let input = read(consumed, count) else {
      ended = true
      return
    }
    consumed += input.count
    let pushed = input.withUnsafeBytes { buffer in
      try? inflater.push(buffer) { chunk in
        kept.append(contentsOf: chunk)
        return true
      }
    }
    if pushed == nil { ended = true }
  }
}
