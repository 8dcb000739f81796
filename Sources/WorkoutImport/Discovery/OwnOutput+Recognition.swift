import Foundation
import WorkoutModel

extension OwnOutput {
  /// The bytes of ``OwnOutput/tilesGPXHeader``.
  static let tilesHeaderBytes = Array(tilesGPXHeader.utf8)

  /// `true` when the file `path` (raw bytes) is a GPX of tiles to explore Trophies wrote
  /// (``isOwn(_:)``), read in chunks. A file that cannot be read is not (reading it says why).
  static func isOwnFile(raw path: [UInt8]) -> Bool {
    let descriptor = RawPath.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let header = tilesHeaderBytes
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var carried: [UInt8] = []  // the previous chunk's last bytes: a `<time` split between reads
    var total = 0
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 && total >= header.count }
      if total < header.count {
        let end = min(total + count, header.count)
        guard buffer[0..<(end - total)].elementsEqual(header[total..<end]) else { return false }
      }
      total += count
      let chunk = carried + buffer[0..<count]
      if holdsTimeElement(chunk) { return false }
      carried = Array(chunk.suffix(4))
    }
  }

  /// `true` when `bytes` (a whole file or archive member) are a GPX of tiles to explore Trophies
  /// wrote: they begin with exactly ``OwnOutput/tilesGPXHeader`` and hold no `time` element
  /// anywhere (no `<time` and no prefixed `:time`), as every such file Trophies writes. A GPX
  /// with that beginning and a timestamp (an edited copy) is an input, and so is any other GPX,
  /// whatever its name (README "Inputs").
  static func isOwn(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: tilesHeaderBytes) && !holdsTimeElement(bytes)
  }

  /// `true` when `bytes` hold `time` right after `<` or `:` (a `time` element, any prefix).
  static func holdsTimeElement(_ bytes: [UInt8]) -> Bool {
    let word = Array("time".utf8)
    var index = 1
    while index + word.count <= bytes.count {
      if bytes[index] == word[0],
        bytes[index - 1] == UInt8(ascii: "<") || bytes[index - 1] == UInt8(ascii: ":"),
        bytes[index..<index + word.count].elementsEqual(word)
      {
        return true
      }
      index += 1
    }
    return false
  }
}
