import Foundation
import WorkoutModel

extension OwnOutput {
  /// The bytes of ``OwnOutput/tilesGPXHeader``.
  static let tilesHeaderBytes = Array(tilesGPXHeader.utf8)

  /// `true` when the file `path` (raw bytes) is a GPX of tiles to explore Trophies wrote
  /// (``isOwn(_:)``). Its first ``tilesHeaderBytes``-long bytes are read alone, so that any other
  /// file costs one short read; only a file with that beginning is read on, in chunks, for a
  /// `time` element. A file that cannot be read is not (reading it says why).
  static func isOwnFile(raw path: [UInt8]) -> Bool {
    let descriptor = RawPath.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let header = tilesHeaderBytes
    var buffer = [UInt8](repeating: 0, count: header.count)
    /// Fills `buffer` from the file; the bytes read, or -1 on an error.
    func fill() -> Int {
      var total = 0
      while total < buffer.count {
        let count = buffer.withUnsafeMutableBytes {
          Foundation.read(descriptor, $0.baseAddress! + total, $0.count - total)
        }
        if count < 0, errno == EINTR { continue }
        if count < 0 { return -1 }
        if count == 0 { break }
        total += count
      }
      return total
    }
    guard fill() == header.count, buffer == header else { return false }
    var carried = Array(header.suffix(4))  // the last bytes read: a `<time` split between reads
    buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fill()
      guard count > 0 else { return count == 0 }
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
