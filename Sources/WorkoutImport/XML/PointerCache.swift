/// A small open-addressing cache from an interned libxml2 string pointer (element local names
/// and namespace URIs live in the parser's dictionary for the whole parse) to its
/// classification: Fibonacci hashing of the address, linear probing, cleared when half full.
struct PointerCache<Value> {
  private static var slots: Int { 512 }
  private var keys: [UnsafeRawPointer?]
  private var values: [Value]
  private var count = 0

  /// Creates an empty cache; `fallback` fills unused value slots.
  init(fallback: Value) {
    keys = Array(repeating: nil, count: Self.slots)
    values = Array(repeating: fallback, count: Self.slots)
  }

  private static func home(_ key: UnsafeRawPointer) -> Int {
    let bits = UInt64(UInt(bitPattern: key))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 55)  // 9 bits: 0..<512
  }

  /// The cached value for `key`, if present.
  func value(for key: UnsafeRawPointer) -> Value? {
    var slot = Self.home(key)
    while let stored = keys[slot] {
      if stored == key { return values[slot] }
      slot = (slot + 1) & (Self.slots - 1)
    }
    return nil
  }

  /// Caches `value` for `key` (not already present).
  mutating func store(_ value: Value, for key: UnsafeRawPointer) {
    if count >= Self.slots / 2 {
      for index in keys.indices { keys[index] = nil }
      count = 0
    }
    var slot = Self.home(key)
    while keys[slot] != nil { slot = (slot + 1) & (Self.slots - 1) }
    keys[slot] = key
    values[slot] = value
    count += 1
  }
}
