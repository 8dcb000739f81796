/// Bounds-checked LEB128 varint reader over the cells section of a map.
struct VarintCursor {
  let base: UnsafeRawPointer
  var position: Int
  let end: Int

  /// The next unsigned varint (at most 5 bytes, so < 2^35), or −1 past the end or when longer.
  @inline(__always) mutating func next() -> Int {
    var value = 0
    var shift = 0
    while position < end, shift < 35 {
      let byte = Int(base.load(fromByteOffset: position, as: UInt8.self))
      position &+= 1
      value |= (byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
    return -1
  }

  /// The next zig-zag encoded signed varint; `ok` turns false on a bad read.
  @inline(__always) mutating func nextSigned(_ ok: inout Bool) -> Int {
    let raw = next()
    if raw < 0 { ok = false }
    return (raw >> 1) ^ -(raw & 1)
  }
}
