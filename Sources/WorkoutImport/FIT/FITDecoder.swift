/// Receives the data messages of a FIT stream, in file order.
protocol FITMessageSink {
  /// One data message; `message` is valid only during the call.
  mutating func consume(_ message: FITMessage)
  /// A new chained FIT file (part) starts; `index` counts from 0.
  mutating func startPart(_ index: Int)
}

/// Walks a FIT byte stream (FIT protocol, "File Structure") and hands each data message to a
/// ``FITMessageSink``. One pass, no allocation per data message, every read bounds-checked.
///
/// - Header: the first byte gives its size (12 or 14; larger sizes are honoured and the extra
///   bytes skipped); protocol version, profile version (uint16 LE), data size (uint32 LE, message
///   bytes only), `.FIT`, and in a 14-byte header a CRC of bytes 0…11 (0 = not computed).
///   The header's order is always little-endian.
/// - Data size 0 (a writer that never finalised the file) or larger than the file: messages are
///   read to the end of the file (with a warning). A message that runs past the declared data
///   into the CRC is still read when the file holds it.
/// - Data size 0 leaves the file's end unknown: the last 2 bytes are its CRC when they match
///   the bytes before them at a message boundary (then they end the data), and a part that
///   does not end as a finished activity does — a session (global 18) or activity (34) message
///   after its last record (20), and a record at all, as every whole corpus file that writes its
///   summary last ends —
///   may be cut at a message boundary: `fit_truncated` (break-it pass 6 F3: such a cut read as
///   whole). A summary-first file (recent Garmin watches) of data size 0 is taken as cut.
/// - File CRC (2 bytes after the data, over header + data): a mismatch is a warning.
/// - Chained files: while at least a header's worth of bytes remains after a CRC and starts like
///   a FIT header, the next part is read with fresh local definitions. Other trailing bytes are
///   ignored with a warning.
/// - Record headers: bit 7 set = compressed timestamp (local type in bits 5–6, 5-bit time offset
///   added to the last timestamp seen, rolling over at 32 s); else bit 6 = definition, bit 5 =
///   has developer fields, bits 0–3 = local type.
/// - Stops (keeping every message before) at: an architecture byte other than 0/1, a base type
///   beyond 16, a field of size 0, a data message of a local type never defined (all
///   `fit_malformed`), a message cut by the end of the file (`fit_truncated`).
struct FITDecoder {
  /// Why decoding stopped before the end.
  struct Stop: Hashable {
    /// Byte offset of the record header where it stopped.
    var offset: Int
    /// What was wrong there.
    var reason: String
    /// `true` when the file ended inside a message (truncated), `false` for impossible content.
    var truncated: Bool
  }

  /// Warnings met while decoding, in order.
  private(set) var warnings: [FITWarning] = []
  /// Where and why decoding stopped early, if it did.
  private(set) var stop: Stop?
  /// Number of FIT files (parts) found.
  private(set) var parts = 0
  /// Data messages decoded.
  private(set) var messageCount = 0
  /// Fields whose size does not fit their type, over all definitions.
  private(set) var misfitFields = 0
  /// The stream.
  private let bytes: UnsafeRawBufferPointer
  /// Local message type → definition.
  private var definitions = [FITDefinition?](repeating: nil, count: 16)
  /// Last timestamp seen (field 253 or compressed), FIT seconds.
  private var lastTimestamp: UInt32?
  /// Called with an offset below which no byte will be read again (the file CRC is kept up to
  /// date as the messages are read), at most once per ``releaseStep`` bytes: the caller may
  /// give those bytes' memory back, so a large file is not held whole beside its points
  /// (issue 17: 60 MB of a 60 MB ride's 220 MB peak).
  var release: ((Int) -> Void)?
  /// Bytes decoded between two calls of ``release``.
  static let releaseStep = 1 << 20
  /// The file CRC of the current part over its bytes up to ``crcOffset``.
  private var crc: UInt16 = 0
  private var crcOffset = 0
  /// Offset of the last ``release`` call.
  private var released = 0
  /// Whether the part's messages so far end as a finished activity's do: a session or activity
  /// message after the last record, and at least one record before it (break-it pass 8 L1: a
  /// summary-first file cut right after its summary, no record read, was taken as whole).
  private var endsFinished = false
  /// Whether the part has given a record message yet.
  private var partHasRecord = false

  /// A decoder over `bytes` (the whole stream, after any gzip inflation).
  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Extends the part's file CRC to the bytes before `offset` and returns it.
  private mutating func advanceCRC(to offset: Int) -> UInt16 {
    if offset > crcOffset {
      crc = FITCRC.compute(UnsafeRawBufferPointer(rebasing: bytes[crcOffset..<offset]), from: crc)
      crcOffset = offset
    }
    return crc
  }

  /// Calls ``release`` when ``releaseStep`` bytes were read since the last call, after
  /// bringing the CRC up to `offset`, the start of the next message.
  @inline(__always)
  private mutating func releaseBehind(_ offset: Int) {
    guard let release, offset - released >= Self.releaseStep else { return }
    _ = advanceCRC(to: offset)
    released = offset
    release(offset)
  }

  /// `true` when `bytes` start with a FIT header: size ≥ 12 and `.FIT` at bytes 8…11.
  static func isFIT(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.count >= 12 && bytes[0] >= 12 && bytes[8] == 0x2E && bytes[9] == 0x46
      && bytes[10] == 0x49 && bytes[11] == 0x54
  }

  /// `true` when `bytes` are the start of a FIT header cut before its end: size 12 or 14 and
  /// more than the bytes there are, a protocol version of 1.x or 2.x (byte 1's high nibble) and
  /// as much of `.FIT` at bytes 8…11 as there is (FIT protocol, "File Header").
  static func isCutHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let size = bytes.first, size == 12 || size == 14, bytes.count < Int(size) else {
      return false
    }
    if bytes.count >= 2, !(1...2).contains(bytes[1] >> 4) { return false }
    let signature: [UInt8] = [0x2E, 0x46, 0x49, 0x54]
    for index in 8..<max(8, min(12, bytes.count)) where bytes[index] != signature[index - 8] {
      return false
    }
    return true
  }

  /// Decodes every part, handing data messages to `sink`.
  mutating func decode<Sink: FITMessageSink>(into sink: inout Sink) {
    var offset = 0
    while offset < bytes.count, stop == nil {
      let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
      guard Self.isFIT(rest), Int(rest[0]) <= rest.count else {
        if parts == 0 {
          stop = Stop(offset: offset, reason: "no FIT header", truncated: rest.count < 12)
        } else if Self.isCutHeader(rest) {
          // The next part of a chained file, cut inside its header (break-it pass 5 F10: read
          // as trailing bytes, the cut went unseen).
          warnings.append(.shorterThanDeclared(part: parts + 1, missing: Int(rest[0]) - rest.count))
        } else {
          warnings.append(.trailingBytes(offset: offset, count: rest.count))
        }
        return
      }
      sink.startPart(parts)
      offset = decodePart(at: offset, into: &sink)
      parts += 1
    }
  }

  /// Decodes the part whose header starts at `start`; returns the offset after it.
  private mutating func decodePart<Sink: FITMessageSink>(
    at start: Int, into sink: inout Sink
  ) -> Int {
    let headerSize = Int(bytes[start])
    let dataSize = Int(FITMessage.load(bytes.baseAddress! + start + 4, size: 4, bigEndian: false))
    if headerSize >= 14 {
      let stored = UInt16(
        FITMessage.load(bytes.baseAddress! + start + 12, size: 2, bigEndian: false))
      let computed = FITCRC.compute(UnsafeRawBufferPointer(rebasing: bytes[start..<start + 12]))
      if stored != 0, stored != computed {
        warnings.append(.headerCRCMismatch(part: parts + 1, stored: stored, computed: computed))
      }
    }
    let dataStart = start + headerSize
    let declaredEnd = dataStart + dataSize
    (crc, crcOffset) = (0, start)
    definitions = [FITDefinition?](repeating: nil, count: 16)
    lastTimestamp = nil
    (endsFinished, partHasRecord) = (false, false)
    if dataSize == 0 {
      // Unfinalised: read to the end of the file (or its CRC); a cut inside a message is a
      // stop, a cut at a message boundary shows only in how the messages end.
      warnings.append(.dataSizeUnset(part: parts + 1))
      _ = decodeMessages(
        from: dataStart, to: bytes.count, fileEnd: bytes.count, crcAtEnd: true, into: &sink)
      if stop == nil, !endsFinished { warnings.append(.endsUnfinished(part: parts + 1)) }
      return bytes.count
    }
    if declaredEnd + 2 > bytes.count {
      // Cut: read what is there; a cut inside a message is a stop.
      warnings.append(
        .shorterThanDeclared(part: parts + 1, missing: declaredEnd + 2 - bytes.count))
      _ = decodeMessages(from: dataStart, to: bytes.count, fileEnd: bytes.count, into: &sink)
      return bytes.count
    }
    let end = decodeMessages(from: dataStart, to: declaredEnd, fileEnd: bytes.count, into: &sink)
    guard stop == nil else { return bytes.count }
    if end > declaredEnd {
      // The last message ran into (or past) the CRC: no CRC left to check.
      warnings.append(.overrunsData(part: parts + 1, offset: declaredEnd))
      return end
    }
    let stored = UInt16(
      FITMessage.load(bytes.baseAddress! + declaredEnd, size: 2, bigEndian: false))
    let computed = advanceCRC(to: declaredEnd)
    if stored != computed {
      warnings.append(.crcMismatch(part: parts + 1, stored: stored, computed: computed))
    }
    return declaredEnd + 2
  }

  /// Decodes messages starting at `offset` while a record header lies before `end`; a message
  /// may extend up to `fileEnd`. With `crcAtEnd`, 2 bytes left before `end` that are the CRC of
  /// the part's bytes before them end the messages. Returns the offset after the last message
  /// read.
  private mutating func decodeMessages<Sink: FITMessageSink>(
    from start: Int, to end: Int, fileEnd: Int, crcAtEnd: Bool = false, into sink: inout Sink
  ) -> Int {
    let base = bytes.baseAddress!
    var offset = start
    while offset < end {
      if crcAtEnd, offset + 2 == end,
        advanceCRC(to: offset) == UInt16(FITMessage.load(base + offset, size: 2, bigEndian: false))
      {
        return offset
      }
      releaseBehind(offset)
      let header = base.load(fromByteOffset: offset, as: UInt8.self)
      if header & 0x80 != 0 {
        // Compressed timestamp header: local type 0–3, 5-bit offset.
        let local = Int((header >> 5) & 0x03)
        let delta = UInt32(header & 0x1F)
        guard let definition = definitions[local] else {
          return halt(offset, "compressed-timestamp message of undefined local type \(local)")
        }
        var timestamp: UInt32?
        if let last = lastTimestamp {
          var next = (last & ~0x1F) &+ delta
          if delta < last & 0x1F { next &+= 0x20 }
          timestamp = next
          lastTimestamp = next
        }
        guard offset + 1 + definition.size <= fileEnd else {
          return cut(offset, "a message")
        }
        emit(definition, at: offset, timestamp: timestamp, into: &sink)
        offset += 1 + definition.size
      } else if header & 0x40 != 0 {
        guard let next = define(at: offset, fileEnd: fileEnd, developer: header & 0x20 != 0)
        else { return offset }
        offset = next
      } else {
        let local = Int(header & 0x0F)
        guard let definition = definitions[local] else {
          return halt(offset, "data message of undefined local type \(local)")
        }
        guard offset + 1 + definition.size <= fileEnd else { return cut(offset, "a message") }
        var timestamp: UInt32?
        if let field = definition.field(253), field.type.size == 4, field.size >= 4 {
          let raw = FITMessage.load(
            base + offset + 1 + field.offset, size: 4, bigEndian: definition.bigEndian)
          if raw != 0xFFFF_FFFF {
            timestamp = UInt32(raw)
            lastTimestamp = timestamp
          }
        }
        emit(definition, at: offset, timestamp: timestamp, into: &sink)
        offset += 1 + definition.size
      }
    }
    return offset
  }

  @inline(__always)
  private mutating func emit<Sink: FITMessageSink>(
    _ definition: FITDefinition, at offset: Int, timestamp: UInt32?, into sink: inout Sink
  ) {
    messageCount += 1
    switch definition.globalNumber {
    case FITProfile.Message.record: (endsFinished, partHasRecord) = (false, true)
    case FITProfile.Message.session, FITProfile.Message.activity: endsFinished = partHasRecord
    default: break
    }
    sink.consume(
      FITMessage(
        definition: definition, base: bytes.baseAddress! + offset + 1, timestamp: timestamp,
        offset: offset))
  }

  /// Reads the definition message at `offset`; returns the offset after it, or `nil` (with
  /// ``stop`` set) when it is impossible or cut.
  private mutating func define(at offset: Int, fileEnd: Int, developer: Bool) -> Int? {
    let base = bytes.baseAddress!
    let local = Int(base.load(fromByteOffset: offset, as: UInt8.self) & 0x0F)
    var cursor = offset + 1
    guard cursor + 5 <= fileEnd else { return cutDefinition(offset) }
    let architecture = base.load(fromByteOffset: cursor + 1, as: UInt8.self)
    guard architecture <= 1 else {
      return haltDefinition(offset, "architecture byte \(architecture) is neither 0 nor 1")
    }
    let bigEndian = architecture == 1
    let global = UInt16(FITMessage.load(base + cursor + 2, size: 2, bigEndian: bigEndian))
    let count = Int(base.load(fromByteOffset: cursor + 4, as: UInt8.self))
    cursor += 5
    guard cursor + 3 * count <= fileEnd else { return cutDefinition(offset) }
    var fields: [(number: UInt8, size: Int, type: FITBaseType)] = []
    fields.reserveCapacity(count)
    for index in 0..<count {
      let field = base + cursor + 3 * index
      let number = field.load(as: UInt8.self)
      let size = Int(field.load(fromByteOffset: 1, as: UInt8.self))
      let typeByte = field.load(fromByteOffset: 2, as: UInt8.self)
      guard let type = FITBaseType(byte: typeByte) else {
        return haltDefinition(
          offset, "field \(number) of message \(global) has base type \(typeByte), not a FIT type")
      }
      guard size > 0 else {
        return haltDefinition(offset, "field \(number) of message \(global) has size 0")
      }
      fields.append((number, size, type))
    }
    cursor += 3 * count
    var developerFields: [(number: UInt8, size: Int, developerIndex: UInt8)] = []
    if developer {
      guard cursor + 1 <= fileEnd else { return cutDefinition(offset) }
      let developerCount = Int(base.load(fromByteOffset: cursor, as: UInt8.self))
      cursor += 1
      guard cursor + 3 * developerCount <= fileEnd else { return cutDefinition(offset) }
      for index in 0..<developerCount {
        let field = base + cursor + 3 * index
        developerFields.append(
          (
            field.load(as: UInt8.self), Int(field.load(fromByteOffset: 1, as: UInt8.self)),
            field.load(fromByteOffset: 2, as: UInt8.self)
          ))
      }
      cursor += 3 * developerCount
    }
    let definition = FITDefinition(
      globalNumber: global, bigEndian: bigEndian, fields: fields, developerFields: developerFields)
    misfitFields += definition.misfitFieldCount
    definitions[local] = definition
    return cursor
  }

  private mutating func halt(_ offset: Int, _ reason: String) -> Int {
    stop = Stop(offset: offset, reason: reason, truncated: false)
    return offset
  }

  private mutating func cut(_ offset: Int, _ what: String) -> Int {
    stop = Stop(offset: offset, reason: "the file ends inside \(what)", truncated: true)
    return offset
  }

  private mutating func haltDefinition(_ offset: Int, _ reason: String) -> Int? {
    _ = halt(offset, reason)
    return nil
  }

  private mutating func cutDefinition(_ offset: Int) -> Int? {
    _ = cut(offset, "a definition message")
    return nil
  }
}
