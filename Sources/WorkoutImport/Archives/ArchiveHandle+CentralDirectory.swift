import Foundation

extension ArchiveHandle {
  /// The end of central directory record in `tail`, a zip's last bytes (up to
  /// ``endRecordSearchBytes``: the record and the longest comment), or `nil` when it holds
  /// none. The search runs from the last possible place backwards; a `PK\5\6` whose comment
  /// (its length at bytes 20–21) would run past the end of `tail` is not the record (the
  /// signature inside another record's comment, or bytes that only look like one), and the
  /// search goes on before it (PKWARE APPNOTE 4.3.16: the comment ends the file; libarchive
  /// likewise skips a candidate that fails its checks and searches on). The one search for
  /// the record: whether a zip is whole, whether its central directory is misplaced, and
  /// where its stored names are all ask it.
  static func endRecord(in tail: [UInt8]) -> ZipEndRecord? {
    guard tail.count >= 22 else { return nil }
    var index = tail.count - 22
    while index >= 0 {
      if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 5, tail[index + 3] == 6 {
        let record = ZipEndRecord(tail, at: index)
        if index + 22 + record.commentLength <= tail.count { return record }
      }
      index -= 1
    }
    return nil
  }

  /// A top-level archive's last ``endRecordSearchBytes`` bytes, read from `file` once and kept.
  func zipTail(_ file: DescriptorSource) -> [UInt8] {
    if let fileTail { return fileTail }
    let tail = file.tail(Self.endRecordSearchBytes)
    fileTail = tail
    return tail
  }

  /// Whether `file` ends in a zip end record (``endRecord(in:)``) whose central directory
  /// offset does not hold a central directory header (`PK\1\2`, 4.3.12). `0xFFFFFFFF` (zip64:
  /// the offset is elsewhere) counts as placed. Only a file starting with a local file header
  /// (`PK\3\4`, 4.3.7) counts, so that it can be read as a stream; a self-extracting zip (a
  /// program before it) is left to libarchive.
  func misplacedCentralDirectory(_ file: DescriptorSource) -> Bool {
    guard file.bytes(at: 0, count: 4) == [0x50, 0x4B, 3, 4],
      let record = Self.endRecord(in: zipTail(file)), record.directoryOffset != 0xFFFF_FFFF
    else { return false }
    return file.bytes(at: record.directoryOffset, count: 4) != [0x50, 0x4B, 1, 2]
  }
}
