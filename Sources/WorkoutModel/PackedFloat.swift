/// A `Double?` stored in 4 bytes, for trackpoint channels whose plausible values
/// (``Plausibility``) are small: heart rate ≤ 250 bpm, cadence ≤ 300 rpm, power ≤ 4,000 W,
/// temperature −90…70 °C.
///
/// Three encodings share the 32 bits, so that what files write reads back exactly:
/// - a value a `Float` holds exactly (every integer up to 2²⁴ — what TCX v2 `HeartRateBpm` and
///   `Cadence`, Garmin's TrackPointExtension v1 `hr`/`cad` and FIT's integer fields write — and
///   binary fractions such as FIT's cadence + fractional_cadence / 128) is that `Float`;
/// - any other value with at most three decimals and |value| < 4,194.304 (`189.95`, `85.35`,
///   `23.3`) is its thousandths, an integer below 2²², in the payload of a *signalling* NaN
///   (exponent all ones, quiet bit clear), a pattern no arithmetic or conversion produces; it
///   reads back as the double nearest that decimal, as parsing its text gives;
/// - anything else is the nearest `Float` (relative error ≤ 2⁻²⁴ ≈ 6·10⁻⁸).
///
/// "Absent" is one quiet NaN, ``absentBits``. Used as `@PackedFloat var x: Double?`. (A 32-bit
/// float alone turned 189.95 bpm into 189.949997 and a maximum heart rate printed with one
/// decimal from 190 into 189.9.)
@propertyWrapper
public struct PackedFloat: Sendable {
  /// The bit pattern standing for `nil`: a quiet NaN with the payload `0x4E4E` ("NN").
  @usableFromInline static let absentBits: UInt32 = 0x7FC0_4E4E
  /// Exponent bits all set, quiet bit clear: with a non-zero payload, a signalling NaN.
  @usableFromInline static let decimalTag: UInt32 = 0x7F80_0000
  /// Thousandths stored in a signalling NaN's 22 payload bits stay below this.
  @usableFromInline static let decimalLimit: Int64 = 1 << 22

  /// The stored bit pattern.
  @usableFromInline var bits: UInt32

  /// Packs `wrappedValue` (`nil` becomes ``absentBits``).
  @inlinable public init(wrappedValue: Double?) {
    bits = Self.pack(wrappedValue)
  }

  /// The value, or `nil` when absent.
  @inlinable public var wrappedValue: Double? {
    get {
      if bits == Self.absentBits { return nil }
      if bits & 0x7FC0_0000 == Self.decimalTag, bits & 0x003F_FFFF != 0 {
        let thousandths = Double(bits & 0x003F_FFFF) / 1000
        return bits & 0x8000_0000 != 0 ? -thousandths : thousandths
      }
      return Double(Float(bitPattern: bits))
    }
    set { bits = Self.pack(newValue) }
  }

  /// The 32-bit pattern of `value` (see the type's encodings).
  @inlinable static func pack(_ value: Double?) -> UInt32 {
    guard let value else { return absentBits }
    let single = Float(value)
    if Double(single) == value || value.isNaN {
      let bits = single.bitPattern
      // A NaN whose payload happened to narrow to a reserved pattern stays a plain NaN.
      return bits & 0x7F80_0000 == 0x7F80_0000 && bits & 0x007F_FFFF != 0
        ? Float.nan.bitPattern : bits
    }
    let scaled = (value.magnitude * 1000).rounded()
    if scaled < Double(decimalLimit), scaled / 1000 == value.magnitude {
      return (value < 0 ? 0x8000_0000 : 0) | decimalTag | UInt32(scaled)
    }
    return single.bitPattern
  }
}
