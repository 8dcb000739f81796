import Foundation

/// Refuses any element tag (`<` … `>`) longer than ``maximumTagBytes`` before libxml2 sees it.
///
/// Why: libxml2 2.9.14 checks each attribute of a start tag against all earlier ones, so one
/// element with 100 000 attributes (1.1 MB) takes 2.25 s to parse and 400 000 take 41 s. GPX and
/// TCX tags are never near 64 KiB. Comments, CDATA sections and processing instructions
/// (`<!--`…`-->`, `<![CDATA[`…`]]>`, `<?`…`?>`) and markup declarations (`<!DOCTYPE`,
/// `<!ELEMENT`, `<!ATTLIST`… up to their first `>`) are exempt and may be long.
///
/// Speed: the bytes are not visited one by one. Between exempt constructs, every run of 32 KiB is
/// probed with `memchr` for a `<`, which normally stops within a few bytes; when every run holds
/// one, no two tag starts are more than 64 KiB apart and no tag (which cannot contain `<`) can be
/// longer. Only a run without `<`, and the last tag of a chunk, are walked byte by byte (quote
/// aware: a `>` inside an attribute value does not end the tag).
struct TagLengthGuard {
  /// Longest start or end tag accepted, in bytes including `<` and `>`.
  static let maximumTagBytes = 64 * 1024
  /// Length of the runs probed for a `<` (half the maximum, so a longer gap holds a whole run).
  private static let probeBytes = maximumTagBytes / 2

  private enum Mode {
    /// Between tags.
    case outside
    /// Inside an element tag: bytes so far, and the open quote (0 when none).
    case tag(length: Int, quote: UInt8)
    /// Inside `<?…` (kind `?`, ends at `?>`) or `<!…`: kind `!` until the next byte tells a
    /// comment or CDATA section (kind `-`, ends at `-->` or `]]>`) from a markup declaration
    /// (kind `D`: `<!DOCTYPE`, and in an internal subset `<!ELEMENT`, `<!ATTLIST`…, which end
    /// at their first `>`; the subset's own declarations are then checked one by one, so the
    /// guard stays on for the rest of an Apple Health `export.xml`).
    case exempt(kind: UInt8)
  }

  private var mode = Mode.outside
  /// The last two bytes of the previous chunk (older first), for terminators split across chunks.
  private var previous: (UInt8, UInt8) = (0, 0)

  /// Checks the next chunk of the document; `false` when a tag is too long (stop parsing).
  mutating func check(_ chunk: UnsafeRawBufferPointer) -> Bool {
    guard let base = chunk.baseAddress, !chunk.isEmpty else { return true }
    let bytes = base.assumingMemoryBound(to: UInt8.self)
    let count = chunk.count
    var index = 0
    while index < count {
      switch mode {
      case .outside:
        index = skipTags(bytes, from: index, count: count)
      case .tag(let length, let quote):
        guard let next = walkTag(bytes, from: index, count: count, length: length, quote: quote)
        else { return false }
        index = next
      case .exempt(let kind):
        index = skipExempt(bytes, from: index, count: count, kind: kind)
      }
    }
    previous = count >= 2 ? (bytes[count - 2], bytes[count - 1]) : (previous.1, bytes[0])
    return true
  }

  /// Fast path from `start`, outside any tag: returns where to go on, having set ``mode``.
  private mutating func skipTags(
    _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    guard let first = find(0x3C, bytes, from: start, to: count) else { return count }
    let exempt = nextExemptStart(bytes, from: first, count: count)
    let end = exempt ?? count
    // Probe consecutive runs of `probeBytes` from the first `<` up to `end` for a `<`.
    var run = first + 1
    var lastFound = first
    while run < end {
      let runEnd = min(run + Self.probeBytes, end)
      if let found = find(0x3C, bytes, from: run, to: runEnd) {
        lastFound = found
        run = runEnd
        continue
      }
      if runEnd - run < Self.probeBytes { break }  // a short last run: settled below
      // A full run without `<`: walk the tag that started before it, byte by byte.
      mode = .tag(length: 0, quote: 0)
      return lastTagStart(bytes, before: run, notBefore: lastFound)
    }
    if let exempt {
      // The last tag before the exempt construct ended before it, within 64 KiB (see above).
      mode = .exempt(kind: exempt + 1 < count ? bytes[exempt + 1] : 0)
      return exempt + 2
    }
    // Walk the chunk's last tag, which may go on in the next chunk.
    mode = .tag(length: 0, quote: 0)
    return lastTagStart(bytes, before: count, notBefore: lastFound)
  }

  /// Walks an element tag byte by byte from `start`; `nil` when it passes the maximum.
  private mutating func walkTag(
    _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, length: Int, quote: UInt8
  ) -> Int? {
    var length = length
    var quote = quote
    var index = start
    while index < count {
      let byte = bytes[index]
      index += 1
      length += 1
      if length > Self.maximumTagBytes { return nil }
      if length == 2, byte == 0x21 || byte == 0x3F {  // "<!" or "<?" split across chunks
        mode = .exempt(kind: byte)
        return index
      }
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == 0x22 || byte == 0x27 {  // " '
        quote = byte
      } else if byte == 0x3E {  // >
        mode = .outside
        return index
      } else if byte == 0x3C, length > 1 {  // a new `<`: the tag was malformed; libxml2 says so
        mode = .tag(length: 1, quote: 0)
        return index
      }
    }
    mode = .tag(length: length, quote: quote)
    return count
  }

  /// Skips to the end of a comment, CDATA section, declaration or processing instruction.
  private mutating func skipExempt(
    _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, kind: UInt8
  ) -> Int {
    var kind = kind
    if kind == 0x21 {  // "<!": decide from the next byte
      guard start < count else { return count }
      kind = bytes[start] == 0x2D || bytes[start] == 0x5B ? 0x2D : 0x44  // - or [ → comment; D
      mode = .exempt(kind: kind)
    }
    var index = start
    while let close = find(0x3E, bytes, from: index, to: count) {
      index = close + 1
      if kind == 0x44 {  // a declaration ends at its first '>'
        mode = .outside
        return index
      }
      let one = byte(bytes, close - 1)
      let two = byte(bytes, close - 2)
      let ends =
        kind == 0x3F
        ? one == 0x3F  // ?>
        : (one == 0x2D && two == 0x2D) || (one == 0x5D && two == 0x5D)  // --> ]]>
      if ends {
        mode = .outside
        return index
      }
    }
    return count
  }

  /// The first `<` at or after `start` followed by `!` or `?`, if any before `count`.
  private func nextExemptStart(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
    var best: Int?
    for mark in [UInt8(0x21), UInt8(0x3F)] {
      var from = start + 1
      while let found = find(mark, bytes, from: from, to: best.map { $0 + 1 } ?? count) {
        if bytes[found - 1] == 0x3C {
          best = found - 1
          break
        }
        from = found + 1
      }
    }
    return best
  }

  /// The last `<` before `end` (searched backwards, no further back than `floor`).
  private func lastTagStart(_ bytes: UnsafePointer<UInt8>, before end: Int, notBefore floor: Int)
    -> Int
  {
    var index = end - 1
    while index > floor, bytes[index] != 0x3C { index -= 1 }
    return index
  }

  /// The byte at `index`, reaching into the previous chunk for -1 and -2.
  private func byte(_ bytes: UnsafePointer<UInt8>, _ index: Int) -> UInt8 {
    if index >= 0 { return bytes[index] }
    return index == -1 ? previous.1 : previous.0
  }

  /// `memchr` over `bytes[from..<to]`.
  private func find(_ value: UInt8, _ bytes: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
    guard from < to, let hit = memchr(bytes + from, Int32(value), to - from) else { return nil }
    return UnsafeRawPointer(hit) - UnsafeRawPointer(bytes)
  }
}
