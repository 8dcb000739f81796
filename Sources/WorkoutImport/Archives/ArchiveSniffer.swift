import Foundation

/// Tells archives from other files by their first bytes (never by their name):
/// - zip (PKWARE APPNOTE 4.3.7/4.3.16): a local file header `PK\3\4`, an empty archive's end
///   record `PK\5\6`, or a spanning marker `PK\7\8`;
/// - tar (POSIX.1-1988 ustar and pax, GNU, v7): a 512-byte header whose checksum (bytes
///   148…155, octal) is the sum of its bytes with that field read as blanks;
/// - gzip (RFC 1952, magic 1F 8B) whose inflated first 512 bytes are such a tar header
///   (`.tar.gz`, `.tgz`). A gzip-compressed GPX, TCX or FIT file is not an archive: it is read
///   by ``DocumentFeed``.
enum ArchiveSniffer {
  /// Bytes of the head to read before deciding (a tar header is 512 bytes; a gzip one needs
  /// some compressed bytes to inflate 512).
  static let headBytes = 4096

  /// Whether `head` (the first bytes of a file or member, up to ``headBytes``) starts an
  /// archive.
  static func isArchive(_ head: [UInt8]) -> Bool {
    if isZip(head) || isTarHeader(head) { return true }
    guard head.count >= 2, GzipInflater.isGzip(head[0], head[1]) else { return false }
    return isTarHeader(inflatedHead(head))
  }

  /// `true` for the zip signatures above.
  static func isZip(_ head: [UInt8]) -> Bool {
    guard head.count >= 4, head[0] == 0x50, head[1] == 0x4B else { return false }
    return (head[2], head[3]) == (3, 4) || (head[2], head[3]) == (5, 6)
      || (head[2], head[3]) == (7, 8)
  }

  /// `true` when the first 512 bytes are a tar header with a valid checksum (unsigned sum, as
  /// POSIX specifies; a header of zeros, the end-of-archive marker, is not one).
  static func isTarHeader(_ head: [UInt8]) -> Bool {
    guard head.count >= 512 else { return false }
    var sum = 0
    for (index, byte) in head[0..<512].enumerated() {
      sum += (148..<156).contains(index) ? 0x20 : Int(byte)
    }
    guard sum != 8 * 0x20 else { return false }  // all zeros
    var stored = 0
    var digits = 0
    for byte in head[148..<156] {
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "7") {
        stored = stored * 8 + Int(byte - UInt8(ascii: "0"))
        digits += 1
      } else if byte == 0 || byte == 0x20 {
        if digits > 0 { break }
      } else {
        return false
      }
    }
    return digits > 0 && stored == sum
  }

  /// Up to 512 inflated bytes of gzip data (fewer when it is damaged or short).
  private static func inflatedHead(_ head: [UInt8]) -> [UInt8] {
    guard let inflater = try? GzipInflater(maximumBytes: 1 << 20, maximumRatio: 1 << 20)
    else { return [] }
    var out: [UInt8] = []
    _ = head.withUnsafeBytes { bytes in
      try? inflater.push(bytes) { chunk in
        out.append(contentsOf: chunk.prefix(512 - out.count))
        return out.count < 512
      }
    }
    return out
  }
}

extension ArchiveSniffer {
  /// File name endings of archives (lower case, with the dot): found in folders without
  /// sniffing. The content still decides: a `.zip` that is not one is read as a document.
  static let archiveExtensions = [".zip", ".tar", ".tgz", ".tar.gz"]

  /// `true` when `name` ends in one of ``archiveExtensions``, any case.
  static func hasArchiveExtension(_ name: String) -> Bool {
    let lower = name.lowercased()
    return archiveExtensions.contains { lower.hasSuffix($0) }
  }

  /// Whether the regular file at `path` starts like an archive (pipes and devices are never
  /// sniffed: their bytes could not be read again).
  static func isArchive(path: String) -> Bool {
    guard case .opened(let descriptor, _) = WorkoutFileReader.openForReading(path) else {
      return false
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
    var head = [UInt8](repeating: 0, count: headBytes)
    let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, headBytes, 0) }
    guard count > 0 else { return false }
    return isArchive(Array(head[0..<count]))
  }
}
