/// A small direct-mapped cache from an interned libxml2 string pointer (element local names and
/// namespace URIs live in the parser's dictionary for the whole parse) to its classification.
/// A collision just evicts; the caller recomputes from the bytes.
struct PointerCache<Value> {
  private static var slots: Int { 256 }
  private var keys: [UnsafeRawPointer?]
  private var values: [Value]

  /// Creates an empty cache; `fallback` fills unused value slots.
  init(fallback: Value) {
    keys = Array(repeating: nil, count: Self.slots)
    values = Array(repeating: fallback, count: Self.slots)
  }

  private static func slot(_ key: UnsafeRawPointer) -> Int {
    let bits = UInt(bitPattern: key)
    return Int(truncatingIfNeeded: (bits >> 3) ^ (bits >> 11)) & (slots - 1)
  }

  /// The cached value for `key`, if present.
  func value(for key: UnsafeRawPointer) -> Value? {
    let slot = Self.slot(key)
    return keys[slot] == key ? values[slot] : nil
  }

  /// Caches `value` for `key`.
  mutating func store(_ value: Value, for key: UnsafeRawPointer) {
    let slot = Self.slot(key)
    keys[slot] = key
    values[slot] = value
  }
}
