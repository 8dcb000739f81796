internal import Carchive
import Foundation

/// One libarchive reader (https://libarchive.org, Debian `libarchive-dev`) set up for zip
/// (stored, deflate, zip64), tar (ustar, pax, GNU, v7) and gzip-compressed tar, read as a stream
/// entry by entry. Nothing is written anywhere: entries are only ever read into memory.
///
/// Opened on a file descriptor (seekable: libarchive then uses a zip's central directory when it
/// is intact, else reads local headers in order) or on an ``ArchiveByteSource`` (a nested archive
/// read from its parent's member bytes, not seekable).
final class ArchiveHandle {
  private let archive: OpaquePointer
  /// The byte source of a nested archive, kept alive while libarchive calls back into it.
  private(set) var byteSource: Unmanaged<ArchiveByteSource>?
  /// The descriptor reader of a top-level archive, kept alive likewise.
  private(set) var descriptorSource: Unmanaged<DescriptorSource>?
  /// The rest of the data block being read (libarchive's memory, valid until its next call).
  private var block: UnsafeRawPointer?
  private var blockRemaining = 0
  /// A failure that came with the block being read, given once the block is used up.
  private var pendingFailure: Chunk?
  /// Whether a top-level zip's end record names a central directory offset where there is
  /// none (read from its local headers instead).
  private(set) var centralDirectoryMisplaced = false
  /// A top-level archive's last bytes, once read (``zipTail(_:)``).
  var fileTail: [UInt8]?
  /// A top-level zip's refused names from its central directory, once asked for.
  private var centralRefusedNames: [[UInt8]]?
  /// A top-level zip's UTF-8 names from its central directory by their canonical form, each
  /// list in reverse order of the local headers (``storedName(shown:)``), once asked for.
  var centralNames: [String: [[UInt8]]]?
  /// A top-level `.tar.gz`'s inflated bytes, for its pax names (``storedName(shown:)``), once
  /// asked for.
  var inflatedTar: InflatedWindow?

  /// A reader, or `nil` when libarchive cannot allocate one.
  init?() {
    guard let archive = archive_read_new() else { return nil }
    self.archive = archive
    archive_read_support_format_zip(archive)
    archive_read_support_format_tar(archive)
    archive_read_support_filter_gzip(archive)
  }

  deinit {
    archive_read_free(archive)
    byteSource?.release()
    descriptorSource?.release()
  }

  /// Opens the archive on `descriptor` (left open: the caller closes it); libarchive's message
  /// when it does not start like a supported archive.
  ///
  /// Read through ``DescriptorSource`` rather than `archive_read_open_fd`, so that ``consumed``
  /// counts the bytes read from the file as they are read: libarchive's own count
  /// (`archive_filter_bytes`) advances a block late, which made a stored 367 KB member look
  /// like a 1,770-fold expansion of its first 37 bytes.
  func open(descriptor: Int32) -> String? {
    let file = DescriptorSource(descriptor: descriptor)
    let source = Unmanaged.passRetained(file)
    descriptorSource = source
    // A zip whose end record names a central directory that is not there is read as a stream,
    // from its local headers (break-it M3: libarchive said "Truncated ZIP file header" and
    // read nothing).
    centralDirectoryMisplaced = misplacedCentralDirectory(file)
    archive_read_set_callback_data(archive, source.toOpaque())
    archive_read_set_read_callback(archive) { _, client, buffer in
      guard let client, let buffer else { return -1 }
      return Unmanaged<DescriptorSource>.fromOpaque(client).takeUnretainedValue().next(buffer)
    }
    archive_read_set_skip_callback(archive) { _, client, request in
      guard let client else { return 0 }
      return Unmanaged<DescriptorSource>.fromOpaque(client).takeUnretainedValue().skip(request)
    }
    if centralDirectoryMisplaced {
      return archive_read_open1(archive) == ARCHIVE_OK ? nil : errorText
    }
    archive_read_set_seek_callback(archive) { _, client, offset, whence in
      guard let client else { return Int64(ARCHIVE_FATAL) }
      return Unmanaged<DescriptorSource>.fromOpaque(client).takeUnretainedValue().seek(
        offset, whence: whence)
    }
    return archive_read_open1(archive) == ARCHIVE_OK ? nil : errorText
  }

  /// Opens the archive on the bytes `source` hands out; libarchive's message on failure.
  func open(source: ArchiveByteSource) -> String? {
    let retained = Unmanaged.passRetained(source)
    byteSource = retained
    let status = archive_read_open(
      archive, retained.toOpaque(), nil,
      { _, client, buffer in
        guard let client, let buffer else { return -1 }
        return Unmanaged<ArchiveByteSource>.fromOpaque(client).takeUnretainedValue().next(buffer)
      }, nil)
    return status == ARCHIVE_OK ? nil : errorText
  }

  /// What ``nextHeader()`` found.
  enum Header {
    /// The next entry (valid until the next call).
    case entry(OpaquePointer)
    /// The archive ended cleanly.
    case end
    /// This entry cannot be read, the next may be (libarchive's message).
    case unreadable(String)
    /// The archive cannot be read any further (damaged or cut short; libarchive's message).
    case damaged(String)
    /// A tar's 512-byte block is not a header (its checksum fails); libarchive moved on past
    /// it and may find the next header (its message, the block's offset). See ``TarDamage``.
    case notTarHeader(String, position: Int)
  }

  /// Moves to the next entry.
  func nextHeader() -> Header {
    block = nil
    blockRemaining = 0
    pendingFailure = nil
    var entry: OpaquePointer?
    let status = archive_read_next_header(archive, &entry)
    switch status {
    case ARCHIVE_EOF: return .end
    case ARCHIVE_OK, ARCHIVE_WARN:
      guard let entry else { return .damaged(errorText) }
      return .entry(entry)
    case ARCHIVE_FATAL: return .damaged(errorText)
    case ARCHIVE_RETRY where isTar:
      return .notTarHeader(errorText, position: headerPosition)
    default: return .unreadable(errorText)
    }
  }

  /// What ``read(into:)`` gave.
  enum Chunk {
    /// This many bytes were written into the buffer.
    case bytes(Int)
    /// The entry's data ended.
    case end
    /// The entry's data cannot be read further, the next entry may be (libarchive's message:
    /// a CRC mismatch, encryption, an unsupported compression method).
    case unreadable(String)
    /// The archive cannot be read any further (libarchive's message).
    case damaged(String)
  }

  /// Reads the current entry's next bytes into `buffer`. Blocks come from
  /// `archive_read_data_block` (not `archive_read_data`, which drops the bytes it copied when a
  /// later block of the same call fails, e.g. a CRC mismatch at the end of a short member).
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Chunk {
    while blockRemaining == 0 {
      if let pendingFailure {
        self.pendingFailure = nil
        return pendingFailure
      }
      var pointer: UnsafeRawPointer?
      var size = 0
      var offset: Int64 = 0
      let status = archive_read_data_block(archive, &pointer, &size, &offset)
      switch status {
      case ARCHIVE_EOF: return .end
      case ARCHIVE_OK: break
      case ARCHIVE_FATAL:
        // The archive ends here, possibly with a last block: hand the block on first.
        guard size > 0, pointer != nil else { return .damaged(errorText) }
        pendingFailure = .damaged(errorText)
      default:
        // A warning or failure, possibly with a last block: hand the block on first.
        guard size > 0, pointer != nil else { return .unreadable(errorText) }
        pendingFailure = .unreadable(errorText)
      }
      block = pointer
      blockRemaining = pointer == nil ? 0 : size
    }
    let count = min(buffer.count, blockRemaining)
    if let block, let base = buffer.baseAddress { base.copyMemory(from: block, byteCount: count) }
    block = block.map { $0 + count }
    blockRemaining -= count
    return .bytes(count)
  }

  /// Bytes consumed so far from the descriptor or byte source (the archive as stored).
  var consumed: Int {
    descriptorSource?.takeUnretainedValue().bytesRead
      ?? max(0, Int(archive_filter_bytes(archive, -1)))
  }

  /// Whether libarchive read the archive as a zip (its format code, known after a header).
  var isZip: Bool {
    archive_format(archive) & ARCHIVE_FORMAT_BASE_MASK == ARCHIVE_FORMAT_ZIP
  }

  /// Whether libarchive read the archive as a tar (gzip-compressed or not).
  var isTar: Bool {
    archive_format(archive) & ARCHIVE_FORMAT_BASE_MASK == ARCHIVE_FORMAT_TAR
  }

  /// Whether libarchive reads a tar with no filter (no gzip): its offsets are the file's.
  var isPlainTar: Bool { isTar && archive_filter_count(archive) == 1 }

  /// Whether the archive's last bytes hold a zip end of central directory record that is whole
  /// (``endRecord(in:)``; a top-level zip's last bytes are read once). Without one, libarchive reads a zip from its
  /// local headers and stops at the central directory without a word, so a zip cut anywhere
  /// after its last member (inside the central directory or the end record) looked whole. A
  /// nested archive's member is read to its end first (counted against the limits).
  func hasZipEndRecord() -> Bool {
    if let descriptor = descriptorSource?.takeUnretainedValue() {
      return Self.endRecord(in: zipTail(descriptor)) != nil
    } else if let source = byteSource?.takeUnretainedValue() {
      return Self.endRecord(in: source.drainedTail()) != nil
    }
    return true
  }

  /// The stored bytes of the current entry's name when libarchive refused it (see
  /// ``ZipRawName``); `refusedBefore` counts the entries of this archive refused before it.
  /// A nested archive (read as a stream) and a top-level zip without a whole end record are
  /// read from their local headers, where libarchive's header position is exact; a whole
  /// top-level zip from its central directory.
  func refusedZipName(refusedBefore: Int) -> [UInt8]? {
    if let source = byteSource?.takeUnretainedValue() {
      return ZipRawName.local(at: headerPosition) { source.recent(at: $0, count: $1) }
    }
    guard let file = descriptorSource?.takeUnretainedValue() else { return nil }
    if centralRefusedNames == nil {
      centralRefusedNames =
        hasZipEndRecord()
        ? ZipRawName.central(tail: zipTail(file), fileSize: file.size, read: file.bytes) : []
    }
    if let names = centralRefusedNames, !names.isEmpty {
      return refusedBefore < names.count ? names[refusedBefore] : nil
    }
    return ZipRawName.local(at: headerPosition, read: file.bytes)
  }

  /// Bytes at the end of a zip that may hold its end record: 22 and the longest comment.
  static let endRecordSearchBytes = 22 + 65_535

  /// The offset where the current entry's header starts (`archive_read_header_position`:
  /// exact when the archive is read as a stream, not when a zip is read from its central
  /// directory).
  var headerPosition: Int { Int(archive_read_header_position(archive)) }

  /// libarchive's last message.
  private var errorText: String {
    archive_error_string(archive).map { String(cString: $0) } ?? "unknown libarchive error"
  }
}

/// Hands libarchive the bytes of a nested archive: a member of its parent archive, read chunk
/// by chunk through the parent's ``MemberStream`` (so its bytes count against the limits).
final class ArchiveByteSource {
  private let stream: MemberStream
  private let buffer = UnsafeMutableRawBufferPointer.allocate(
    byteCount: MemberStream.chunkBytes, alignment: 16)

  /// The last bytes handed out (up to twice ``ArchiveHandle/endRecordSearchBytes``), for
  /// ``drainedTail()``.
  private var tail: [UInt8] = []
  /// Bytes handed out before ``tail``'s first (its offset in the stream).
  private var tailStart = 0

  /// A source reading `stream`.
  init(_ stream: MemberStream) { self.stream = stream }

  deinit { buffer.deallocate() }

  /// libarchive's read callback: points `out` at the next bytes; 0 at the end, -1 when the
  /// parent failed.
  func next(_ out: UnsafeMutablePointer<UnsafeRawPointer?>) -> Int {
    let count = stream.read(into: buffer)
    out.pointee = UnsafeRawPointer(buffer.baseAddress)
    keep(count)
    if count == 0, stream.failure != nil { return -1 }
    return count
  }

  /// Appends the buffer's first `count` bytes to ``tail``, dropping the oldest beyond twice the
  /// search length (trimmed in halves, so each byte is moved at most twice).
  private func keep(_ count: Int) {
    guard count > 0 else { return }
    tail.append(contentsOf: buffer[0..<count])
    if tail.count > 2 * ArchiveHandle.endRecordSearchBytes {
      let dropped = tail.count - ArchiveHandle.endRecordSearchBytes
      tail.removeFirst(dropped)
      tailStart += dropped
    }
  }

  /// The bytes at `offset` … `offset + count` of the stream when they are still held (the last
  /// 64 KiB to 128 KiB handed out), else `nil`.
  func recent(at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= tailStart, count >= 0, offset + count <= tailStart + tail.count else {
      return nil
    }
    return Array(tail[(offset - tailStart)..<(offset - tailStart + count)])
  }

  /// The member's last bytes (up to ``ArchiveHandle/endRecordSearchBytes``), after reading
  /// what libarchive left unread of it; `[]` when a limit or damage stopped it first.
  func drainedTail() -> [UInt8] {
    while true {
      let count = stream.read(into: buffer)
      if count == 0 { break }
      keep(count)
    }
    guard stream.failure == nil else { return [] }
    return Array(tail.suffix(ArchiveHandle.endRecordSearchBytes))
  }
}
