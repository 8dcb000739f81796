/// A `Double?` stored in 8 bytes instead of 16 (`Optional<Double>` needs a tag byte, which
/// alignment pads to 8): "absent" is one NaN bit pattern, ``absentBits``, that no arithmetic and
/// no parser produces (they give `0x7FF8…0` or `0xFFF8…0`). Every other bit pattern, NaNs and
/// `-0.0` included, is stored and read back unchanged. Used as `@PackedDouble var x: Double?`.
@propertyWrapper
public struct PackedDouble: Sendable {
  /// The bit pattern standing for `nil`: a quiet NaN with the payload `0x4E4F_4E45` ("NONE").
  @usableFromInline static let absentBits: UInt64 = 0x7FF8_0000_4E4F_4E45

  /// The stored bit pattern.
  @usableFromInline var bits: UInt64

  /// Packs `wrappedValue` (`nil` becomes ``absentBits``).
  @inlinable public init(wrappedValue: Double?) {
    bits = wrappedValue?.bitPattern ?? Self.absentBits
  }

  /// The value, or `nil` when absent.
  @inlinable public var wrappedValue: Double? {
    get { bits == Self.absentBits ? nil : Double(bitPattern: bits) }
    set { bits = newValue?.bitPattern ?? Self.absentBits }
  }
}
