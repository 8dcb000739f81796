/// A zip's end of central directory record (PKWARE APPNOTE 4.3.16: `PK\5\6`, then disk
/// numbers, entry counts, the central directory's size at bytes 12–15 and its offset at bytes
/// 16–19, little-endian, and the comment's length at bytes 20–21), as found in the file's last
/// bytes by ``ArchiveHandle/endRecord(in:)``.
struct ZipEndRecord: Equatable {
  /// Where the record starts in the bytes searched.
  var index: Int
  /// The central directory's size in bytes (`0xFFFFFFFF`: zip64, given elsewhere).
  var directorySize: Int
  /// The central directory's offset from the file's start (`0xFFFFFFFF`: zip64).
  var directoryOffset: Int
  /// The comment's length in bytes.
  var commentLength: Int

  /// The record starting at `index` of `bytes`, which holds its 22 bytes.
  init(_ bytes: [UInt8], at index: Int) {
    func number(_ at: Int, _ width: Int) -> Int {
      (0..<width).reduce(0) { $0 | Int(bytes[index + at + $1]) << (8 * $1) }
    }
    self.index = index
    directorySize = number(12, 4)
    directoryOffset = number(16, 4)
    commentLength = number(20, 2)
  }
}
