internal import Clibxml2
import Foundation

/// Bounds on Apple Health's `<!DOCTYPE HealthData [ … ]>`, the one DOCTYPE let through
/// (``XMLSAXParser``): libxml2 2.9.14 parses its internal subset, and some declarations cost far
/// more than their bytes (break-it pass 7, H1).
///
/// - **Attribute defaults are refused.** For every `<!ATTLIST E a CDATA "v">` (or `#FIXED "v"`)
///   libxml2 adds `a` to each `<E>` start tag, checking it against every attribute already there:
///   40,000 defaults on `Workout` made each `<Workout>` cost 1 s (100 workouts: 100 s), and a
///   default on `Record` would be paid by millions of elements. Apple declares none (every
///   attribute is `#REQUIRED` or `#IMPLIED`), so the first one stops the parse.
/// - **The subset is at most ``maximumInternalSubsetBytes``** from its `[` to its `]>`: libxml2
///   checks each token of an enumeration (`(a|b|…)`) against all earlier ones, and its hash
///   tables stop growing, so a few MB of declarations take seconds to hours (1,000,000
///   `<!ELEMENT>`/`<!ATTLIST>` pairs, 64 MB: over 90 s). The length is checked at every read
///   libxml2 makes inside the subset (at most 4,000 bytes apart, so one huge declaration is cut
///   off too) and at its end (exact). Apple's own subset (HealthKit export version 14: 22
///   elements, 149 attributes) is about 9 KiB.
extension ReaderState {
  /// Longest internal subset accepted, in bytes from its `[` to its `]>` inclusive.
  static let maximumInternalSubsetBytes = 64 * 1024

  /// Where libxml2's parser is: bytes of the (decoded) document consumed so far.
  private var parserOffset: Int? {
    guard let input = parser?.pointee.input?.pointee, let cur = input.cur, let base = input.base
    else { return nil }
    return Int(input.consumed) + (cur - base)
  }

  /// The line libxml2's parser is on, in the file's own numbering.
  private var parserLine: Int? {
    guard let input = parser?.pointee.input?.pointee else { return nil }
    return Int(input.line) + lineShift
  }

  /// SAX2 `internalSubset` for Apple Health's accepted DOCTYPE: notes where the subset begins.
  mutating func beginInternalSubset() {
    health.declaredDoctype = true
    if let offset = parserOffset {
      health.subsetStart = (offset, parserLine ?? 1)
    }
  }

  /// The refusal of an internal subset over ``maximumInternalSubsetBytes`` (at the line of its
  /// `[`), or `nil` while it is within it (or there is none).
  private func oversizedSubset() -> ImportError? {
    guard let start = health.subsetStart, let offset = parserOffset,
      offset - start.offset > Self.maximumInternalSubsetBytes
    else { return nil }
    return ImportError(
      .security,
      "the DOCTYPE's internal subset is longer than \(Self.maximumInternalSubsetBytes / 1024) KiB "
        + "(\(Self.maximumInternalSubsetBytes) bytes from its '[' to its ']>'; Apple Health's is "
        + "about 9 KiB): refused because libxml2 parses large DTDs slowly",
      file: source, line: start.line)
  }

  /// Called from libxml2's read callback (before it is given more bytes): `false` once the
  /// internal subset being parsed has passed ``maximumInternalSubsetBytes`` — the refusal is
  /// recorded, not `stop`ped (`xmlStopParser` inside the read callback would free the buffer
  /// being filled); the callback then reports the end of the input.
  mutating func internalSubsetWithinLimit() -> Bool {
    guard health.subsetStart != nil, let parser, parser.pointee.inSubset == 1 else { return true }
    guard let refusal = oversizedSubset() else { return true }
    if stopError == nil { stopError = refusal }
    return false
  }

  /// SAX2 `externalSubset`, called once the internal subset has been parsed (there is never an
  /// external one to load): the exact check of its length.
  mutating func endInternalSubset() {
    guard !isStopped, let refusal = oversizedSubset() else { return }
    stop(refusal.category, refusal.message, line: refusal.line)
  }

  /// SAX2 `attributeDecl`, one per attribute of an `<!ATTLIST>`: refuses a default value (see
  /// the type's notes) at the declaration's line. Names are cut at 64 characters in the
  /// message.
  mutating func attributeDeclared(
    element: UnsafePointer<UInt8>?, attribute: UnsafePointer<UInt8>?, hasDefault: Bool
  ) {
    guard !isStopped, hasDefault else { return }
    func name(_ text: UnsafePointer<UInt8>?) -> String {
      guard let text else { return "?" }
      return String(String(cString: text).prefix(64))
    }
    let message =
      "the DOCTYPE gives attribute '\(name(attribute))' of <\(name(element))> a default value: "
      + "attribute defaults are refused (Apple Health declares none; libxml2 would add each to "
      + "every such element, slowly)"
    stop(.security, message, line: parserLine)
  }
}
