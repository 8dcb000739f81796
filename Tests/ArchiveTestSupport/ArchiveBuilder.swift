import Carchive

/// Builds zip and tar archives in memory for tests with libarchive's own writer
/// (`archive_write_new`, `archive_write_set_format_zip` / `_pax_restricted`,
/// `archive_write_add_filter_gzip`, `archive_write_open_memory`), so no archive fixture is
/// committed. The writer is a second implementation next to the reader under test: libarchive
/// writes what every unzip and tar reads.
public enum ArchiveBuilder {
  /// The container written.
  public enum Format: Sendable {
    /// Zip, members deflated.
    case zip
    /// Zip, members stored uncompressed.
    case zipStored
    /// POSIX pax tar (ustar headers where they suffice).
    case tar
    /// Pax tar compressed with gzip (`.tar.gz`, `.tgz`).
    case tarGzip
  }

  /// One member: its name as raw bytes (need not be UTF-8) and its content.
  public struct Member: Sendable {
    /// The stored name.
    public var name: [UInt8]
    /// The content.
    public var bytes: [UInt8]
    /// For a tar hard link: the name of the earlier member it links to (no content of its own).
    public var hardLinkTarget: String?

    /// A member named `name` (UTF-8).
    public init(_ name: String, _ bytes: [UInt8]) {
      self.name = Array(name.utf8)
      self.bytes = bytes
    }

    /// A member named `name` (UTF-8) holding `text` (UTF-8).
    public init(_ name: String, text: String) { self.init(name, Array(text.utf8)) }

    /// A member with a raw byte name.
    public init(rawName: [UInt8], _ bytes: [UInt8]) {
      name = rawName
      self.bytes = bytes
    }

    /// A hard link named `name` to the earlier member `target` (as `tar` writes a second name
    /// of one file: typeflag `1`, no content).
    public static func hardLink(_ name: String, to target: String) -> Member {
      var member = Member(name, [])
      member.hardLinkTarget = target
      return member
    }
  }

  /// The archive holding `members` in order, or `[]` when libarchive fails.
  public static func build(_ format: Format, _ members: [Member]) -> [UInt8] {
    guard let archive = archive_write_new() else { return [] }
    defer { archive_write_free(archive) }
    switch format {
    case .zip:
      archive_write_set_format_zip(archive)
      archive_write_zip_set_compression_deflate(archive)
    case .zipStored:
      archive_write_set_format_zip(archive)
      archive_write_zip_set_compression_store(archive)
    case .tar:
      archive_write_set_format_pax_restricted(archive)
    case .tarGzip:
      archive_write_set_format_pax_restricted(archive)
      archive_write_add_filter_gzip(archive)
    }
    archive_write_set_bytes_in_last_block(archive, 1)
    let capacity = members.reduce(64 * 1024) { $0 + 2 * $1.bytes.count + 1024 }
    var output = [UInt8](repeating: 0, count: capacity)
    var used = 0
    let written = output.withUnsafeMutableBytes { buffer -> Bool in
      guard archive_write_open_memory(archive, buffer.baseAddress, capacity, &used) == ARCHIVE_OK
      else { return false }
      for member in members {
        guard let entry = archive_entry_new() else { return false }
        defer { archive_entry_free(entry) }
        (member.name + [0]).withUnsafeBufferPointer { name in
          name.withMemoryRebound(to: CChar.self) {
            archive_entry_copy_pathname(entry, $0.baseAddress)
          }
        }
        if let target = member.hardLinkTarget { archive_entry_copy_hardlink(entry, target) }
        archive_entry_set_filetype(entry, UInt32(0o100000))
        archive_entry_set_perm(entry, 0o644)
        archive_entry_set_size(entry, Int64(member.bytes.count))
        archive_entry_set_mtime(entry, 1_700_000_000, 0)
        guard archive_write_header(archive, entry) == ARCHIVE_OK else { return false }
        let count = member.bytes.withUnsafeBytes {
          archive_write_data(archive, $0.baseAddress, $0.count)
        }
        guard count == member.bytes.count else { return false }
      }
      return archive_write_close(archive) == ARCHIVE_OK
    }
    return written ? Array(output[0..<used]) : []
  }
}
