/// A FIT base type (FIT protocol, "Base Types"): the low 5 bits of a field definition's base-type
/// byte. Each type has a size in bytes and an "invalid" pattern that means "no value".
///
/// | n | type | size | invalid |
/// |---|---|---|---|
/// | 0 | enum | 1 | 0xFF |
/// | 1 | sint8 | 1 | 0x7F |
/// | 2 | uint8 | 1 | 0xFF |
/// | 3 | sint16 | 2 | 0x7FFF |
/// | 4 | uint16 | 2 | 0xFFFF |
/// | 5 | sint32 | 4 | 0x7FFFFFFF |
/// | 6 | uint32 | 4 | 0xFFFFFFFF |
/// | 7 | string | 1 | NUL first |
/// | 8 | float32 | 4 | all bits 1 |
/// | 9 | float64 | 8 | all bits 1 |
/// | 10, 11, 12 | uint8z, uint16z, uint32z | 1, 2, 4 | 0 |
/// | 13 | byte | 1 | every byte 0xFF |
/// | 14 | sint64 | 8 | 0x7FFFFFFFFFFFFFFF |
/// | 15 | uint64 | 8 | all bits 1 |
/// | 16 | uint64z | 8 | 0 |
struct FITBaseType: Hashable, Sendable {
  /// The type number, 0…16.
  let number: UInt8

  /// The type of a base-type byte, or `nil` for a number beyond 16 (not a FIT type).
  init?(byte: UInt8) {
    let number = byte & 0x1F
    guard number <= 16 else { return nil }
    self.number = number
  }

  /// The `byte` type, used for fields whose size does not fit their declared type.
  static let byte = FITBaseType(raw: 13)
  /// The `string` type.
  static let string = FITBaseType(raw: 7)

  private init(raw: UInt8) { number = raw }

  /// Size of one element in bytes.
  @inline(__always)
  var size: Int {
    switch number {
    case 3, 4, 11: 2
    case 5, 6, 8, 12: 4
    case 9, 14, 15, 16: 8
    default: 1
    }
  }

  /// Whether the integer is read as two's complement.
  @inline(__always)
  var isSigned: Bool { number == 1 || number == 3 || number == 5 || number == 14 }

  /// Whether the raw bits are an IEEE 754 float (32 or 64 bits).
  @inline(__always)
  var isFloat: Bool { number == 8 || number == 9 }

  /// Whether a raw element (`size` bytes, zero-extended into 64 bits) is the type's invalid value.
  @inline(__always)
  func isInvalid(_ raw: UInt64) -> Bool {
    switch number {
    case 1: raw == 0x7F
    case 3: raw == 0x7FFF
    case 5: raw == 0x7FFF_FFFF
    case 14: raw == 0x7FFF_FFFF_FFFF_FFFF
    case 10, 11, 12, 16: raw == 0
    case 7: raw == 0
    default: raw == (size == 8 ? UInt64.max : (UInt64(1) << UInt64(size * 8)) - 1)
    }
  }

  /// The value of a valid raw element as a `Double` (sign-extended or reinterpreted as a float);
  /// `nil` for floats that are not finite.
  @inline(__always)
  func value(_ raw: UInt64) -> Double? {
    switch number {
    case 1: return Double(Int8(truncatingIfNeeded: raw))
    case 3: return Double(Int16(truncatingIfNeeded: raw))
    case 5: return Double(Int32(truncatingIfNeeded: raw))
    case 14: return Double(Int64(bitPattern: raw))
    case 8:
      let value = Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
      return value.isFinite ? value : nil
    case 9:
      let value = Double(bitPattern: raw)
      return value.isFinite ? value : nil
    default: return Double(raw)
    }
  }
}
