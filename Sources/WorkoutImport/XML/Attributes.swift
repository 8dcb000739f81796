/// The attributes of a SAX2 `startElementNs` call: libxml2's array of 5 pointers per attribute
/// (local name, prefix, URI, value start, value end). Valid only during the callback.
struct Attributes {
  let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  let count: Int

  /// The raw value bytes of the first attribute with this local name (any namespace).
  func value(named name: StaticString) -> UnsafeRawBufferPointer? {
    guard let base else { return nil }
    for index in 0..<count {
      let slot = base + index * 5
      guard let localName = slot[0], Attributes.equals(localName, name),
        let start = slot[3], let end = slot[4]
      else { continue }
      return UnsafeRawBufferPointer(start: start, count: end - start)
    }
    return nil
  }

  /// The value as a trimmed string; `nil` when absent or blank.
  func string(named name: StaticString) -> String? {
    guard let bytes = value(named: name) else { return nil }
    return TextBytes.trimmedString(bytes)
  }

  /// Whether attribute value bytes equal `literal`, byte for byte.
  static func equals(_ bytes: UnsafeRawBufferPointer, _ literal: StaticString) -> Bool {
    literal.withUTF8Buffer { expected in
      bytes.count == expected.count && zip(bytes, expected).allSatisfy { $0 == $1 }
    }
  }

  /// Whether a NUL-terminated name equals `literal`, byte for byte.
  static func equals(_ name: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
    literal.withUTF8Buffer { expected in
      for index in 0..<expected.count where name[index] != expected[index] { return false }
      return name[expected.count] == 0
    }
  }
}
