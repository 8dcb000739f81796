internal import Cxxhash

/// A file's or archive member's identity by content: XXH3-128 (xxHash 0.8, Debian
/// `libxxhash-dev`) of its bytes *as stored* (a `.gz` file is hashed compressed), so the same
/// file under another name or inside another archive is recognised without parsing it again.
///
/// XXH3-128 rather than SHA-256: it is not cryptographic, but nothing here defends against a
/// crafted collision (a user's own files name their own workouts), and it hashes at memory speed
/// (~10 GB/s, against ~0.5–2 GB/s for SHA-256), so hashing every byte read costs nothing next to
/// parsing. 128 bits make an accidental collision among a lifetime's files (~10⁶) ~10⁻²⁶.
public struct ContentHash: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The high 64 bits of the hash.
  public var high: UInt64
  /// The low 64 bits of the hash.
  public var low: UInt64

  /// Creates a hash from its two halves.
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The hash of `bytes` in one call.
  public init(of bytes: UnsafeRawBufferPointer) {
    let value = XXH3_128bits(bytes.baseAddress, bytes.count)
    self.init(high: value.high64, low: value.low64)
  }

  /// Parses the 32 lower-case hexadecimal digits of ``description``; `nil` for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.count == 32, let high = UInt64(hex.prefix(16), radix: 16),
      let low = UInt64(hex.suffix(16), radix: 16)
    else { return nil }
    self.init(high: high, low: low)
  }

  /// 32 lower-case hexadecimal digits, high half first (xxHash's canonical big-endian form).
  public var description: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }

  /// Orders by the high half, then the low half.
  public static func < (lhs: ContentHash, rhs: ContentHash) -> Bool {
    (lhs.high, lhs.low) < (rhs.high, rhs.low)
  }
}

/// An XXH3-128 hash computed over bytes that arrive in chunks (``ContentHash``).
final class ContentHasher {
  private let state: OpaquePointer?

  init() {
    state = XXH3_createState()
    if let state { XXH3_128bits_reset(state) }
  }

  deinit { if let state { XXH3_freeState(state) } }

  /// Adds the next chunk.
  func update(_ bytes: UnsafeRawBufferPointer) {
    guard let state, !bytes.isEmpty else { return }
    XXH3_128bits_update(state, bytes.baseAddress, bytes.count)
  }

  /// The hash of every chunk added so far; `nil` only when xxHash could not allocate its state.
  var hash: ContentHash? {
    guard let state else { return nil }
    let value = XXH3_128bits_digest(state)
    return ContentHash(high: value.high64, low: value.low64)
  }
}
