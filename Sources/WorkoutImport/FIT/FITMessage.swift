/// A data message as it lies in the file: its ``FITDefinition`` and a pointer to its content.
/// Valid only during the decoder's callback (it points into the decoder's buffer).
///
/// Values are read on demand, in the definition's byte order; every read stays inside the
/// message's `definition.size` bytes, which the decoder checked lie inside the file.
struct FITMessage {
  /// The layout.
  let definition: FITDefinition
  /// First content byte (after the record header).
  let base: UnsafeRawPointer
  /// The message's timestamp, FIT seconds: its own field 253, or the one a compressed-timestamp
  /// header implies; `nil` without either.
  let timestamp: UInt32?
  /// Byte offset of the record header in the stream, for messages about this message.
  let offset: Int

  /// Global message number.
  var globalNumber: UInt16 { definition.globalNumber }

  /// The first element of field `number` as a raw integer, `nil` when absent or invalid.
  @inline(__always)
  func raw(_ number: UInt8) -> UInt64? {
    guard let field = definition.field(number) else { return nil }
    return raw(field)
  }

  /// The first element of `field` as a raw integer, `nil` when invalid (or a `byte` field).
  @inline(__always)
  func raw(_ field: FITDefinition.Field) -> UInt64? {
    let type = field.type
    if type.number == 13 || type.number == 7 { return nil }
    let value = Self.load(base + field.offset, size: type.size, bigEndian: definition.bigEndian)
    return type.isInvalid(value) ? nil : value
  }

  /// Field `number` as a number in the profile's unit: raw ÷ `scale` − `offset` (FIT protocol,
  /// "Scale/Offset"); `nil` when absent, invalid or not finite.
  @inline(__always)
  func value(_ number: UInt8, scale: Double = 1, offset: Double = 0) -> Double? {
    guard let field = definition.field(number), let raw = raw(field),
      let value = field.type.value(raw)
    else { return nil }
    return value / scale - offset
  }

  /// Field `number` as an unsigned integer (enums, counts), `nil` when absent or invalid.
  func integer(_ number: UInt8) -> Int? {
    guard let field = definition.field(number), !field.type.isFloat, !field.type.isSigned,
      let raw = raw(field), raw <= UInt64(Int.max)
    else { return nil }
    return Int(raw)
  }

  /// The bytes of field `number`, if present.
  func bytes(_ number: UInt8) -> UnsafeRawBufferPointer? {
    guard let field = definition.field(number) else { return nil }
    return UnsafeRawBufferPointer(start: base + field.offset, count: field.size)
  }

  /// Field `number` as a UTF-8 string up to its first NUL (writers may leave it out), with
  /// invalid sequences repaired; `nil` when absent or empty.
  func string(_ number: UInt8) -> String? {
    guard let bytes = bytes(number) else { return nil }
    let end = bytes.firstIndex(of: 0) ?? bytes.count
    guard end > 0 else { return nil }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
  }

  /// Reads `size` bytes (1, 2, 4 or 8) at `pointer` as an unsigned integer in the given order.
  @inline(__always)
  static func load(_ pointer: UnsafeRawPointer, size: Int, bigEndian: Bool) -> UInt64 {
    switch size {
    case 1:
      return UInt64(pointer.load(as: UInt8.self))
    case 2:
      let value = pointer.loadUnaligned(as: UInt16.self)
      return UInt64(bigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
    case 4:
      let value = pointer.loadUnaligned(as: UInt32.self)
      return UInt64(bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
    default:
      let value = pointer.loadUnaligned(as: UInt64.self)
      return bigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
    }
  }
}
