/// Immutable bytes of a time-zone map, read in place by lookups.
///
/// Either a view of the static C array embedded by `CTimeZoneData` (never freed, so holding
/// its pointer is safe) or an owned, never-mutated copy freed on `deinit`.
/// `@unchecked Sendable`: the bytes are written once, before the store is shared, and only
/// read afterwards.
final class ByteStore: @unchecked Sendable {
  let base: UnsafeRawPointer
  let count: Int
  private let owned: UnsafeMutableRawPointer?

  init(staticBase: UnsafeRawPointer, count: Int) {
    self.base = staticBase
    self.count = count
    self.owned = nil
  }

  init(copying bytes: [UInt8]) {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
    bytes.withUnsafeBytes { source in
      if let address = source.baseAddress {
        memory.copyMemory(from: address, byteCount: source.count)
      }
    }
    self.base = UnsafeRawPointer(memory)
    self.count = bytes.count
    self.owned = memory
  }

  deinit { owned?.deallocate() }

  /// Little-endian u16 at `offset`; the caller checks bounds.
  @inline(__always) func u16(_ offset: Int) -> Int {
    Int(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
  }

  /// Little-endian u32 at `offset`; the caller checks bounds.
  @inline(__always) func u32(_ offset: Int) -> Int {
    Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
  }

  /// Byte at `offset`; the caller checks bounds.
  @inline(__always) func u8(_ offset: Int) -> UInt8 {
    base.load(fromByteOffset: offset, as: UInt8.self)
  }
}
