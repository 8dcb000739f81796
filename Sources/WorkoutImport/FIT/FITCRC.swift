/// The FIT CRC-16 (FIT protocol, "CRC"): polynomial 0xA001 (reflected 0x8005), start value 0 —
/// the CRC-16/ARC of the header's 12 bytes (header CRC) or of every byte from the header's first
/// up to the file CRC (file CRC).
///
/// The protocol computes it a nibble at a time with a 16-entry table; this is the same CRC a byte
/// at a time with the 256-entry table derived from the polynomial (about twice as fast).
enum FITCRC {
  /// CRC of each byte value, from the reflected polynomial 0xA001.
  private static let table: [UInt16] = (0..<256).map { byte in
    var crc = UInt16(byte)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
    return crc
  }

  /// The CRC of `bytes`, continuing from `crc`.
  static func compute(_ bytes: UnsafeRawBufferPointer, from crc: UInt16 = 0) -> UInt16 {
    var crc = crc
    table.withUnsafeBufferPointer { table in
      for byte in bytes {
        crc = (crc >> 8) ^ table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)]
      }
    }
    return crc
  }
}
