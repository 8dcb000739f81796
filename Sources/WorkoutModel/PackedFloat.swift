/// A `Double?` stored in 4 bytes as a 32-bit float, for trackpoint channels whose plausible
/// values (``Plausibility``) are small: heart rate ≤ 250 bpm, cadence ≤ 300 rpm, power ≤ 4,000 W,
/// temperature −90…70 °C. Integers up to 2²⁴ — what TCX v2 (`HeartRateBpm`, `Cadence`:
/// unsignedByte), Garmin's TrackPointExtension v1 (`hr`, `cad`) and FIT (uint8/uint16 fields)
/// write — read back exactly; any other value reads back as the nearest `Float` (relative error
/// ≤ 2⁻²⁴ ≈ 6·10⁻⁸: 0.00024 W at 4,000 W). "Absent" is one NaN bit pattern, ``absentBits``,
/// that neither arithmetic nor a parser produces. Used as `@PackedFloat var x: Double?`.
@propertyWrapper
public struct PackedFloat: Sendable {
  /// The bit pattern standing for `nil`: a quiet NaN with the payload `0x4E4E` ("NN").
  @usableFromInline static let absentBits: UInt32 = 0x7FC0_4E4E

  /// The stored bit pattern.
  @usableFromInline var bits: UInt32

  /// Packs `wrappedValue` as the nearest `Float` (`nil` becomes ``absentBits``).
  @inlinable public init(wrappedValue: Double?) {
    bits = Self.pack(wrappedValue)
  }

  /// The value widened back to `Double`, or `nil` when absent.
  @inlinable public var wrappedValue: Double? {
    get { bits == Self.absentBits ? nil : Double(Float(bitPattern: bits)) }
    set { bits = Self.pack(newValue) }
  }

  /// The bits of `value` as the nearest `Float`; ``absentBits`` for `nil`.
  @inlinable static func pack(_ value: Double?) -> UInt32 {
    guard let value else { return absentBits }
    let bits = Float(value).bitPattern
    // A NaN whose payload happened to narrow to the absent pattern stays a NaN.
    return bits == absentBits ? Float.nan.bitPattern : bits
  }
}
