import Foundation

extension ArchiveHandle {
  /// Whether `file` ends in a whole zip end of central directory record (PKWARE APPNOTE
  /// 4.3.16, no comment searched beyond the last 22 bytes' record) whose central directory
  /// offset (its bytes 16–19, little-endian) does not hold a central directory header
  /// (`PK\1\2`, 4.3.12). `0xFFFFFFFF` (zip64: the offset is elsewhere) counts as placed.
  /// Only a file starting with a local file header (`PK\3\4`, 4.3.7) counts, so that it can be
  /// read as a stream; a self-extracting zip (a program before it) is left to libarchive.
  static func misplacedCentralDirectory(_ file: DescriptorSource) -> Bool {
    guard file.bytes(at: 0, count: 4) == [0x50, 0x4B, 3, 4] else { return false }
    let tail = file.tail(endRecordSearchBytes)
    guard tail.count >= 22 else { return false }
    var index = tail.count - 22
    while index >= 0 {
      if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 5, tail[index + 3] == 6 {
        let comment = Int(tail[index + 20]) | Int(tail[index + 21]) << 8
        guard index + 22 + comment <= tail.count else { return false }
        let offset = (16..<20).reduce(0) { $0 | Int(tail[index + $1]) << (8 * ($1 - 16)) }
        guard offset != 0xFFFF_FFFF else { return false }
        return file.bytes(at: offset, count: 4) != [0x50, 0x4B, 1, 2]
      }
      index -= 1
    }
    return false
  }
}
