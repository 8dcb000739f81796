import Foundation
import Testing

@testable import WorkoutImport

@Suite("Numbers from bytes")
struct ByteNumberTests {
  static func parse(_ text: String) -> ByteNumber.Result {
    var copy = text
    return copy.withUTF8 { ByteNumber.parse(UnsafeRawBufferPointer($0)) }
  }

  /// Expected values are the literals themselves as Swift's own `Double(String)` reads them,
  /// which is correctly rounded; the fast path must agree bit for bit.
  @Test(
    "reads decimals exactly as Double(String) does",
    arguments: [
      "0", "412.5", "-33.5", "151.25", " 8.25 ", "47.3936080", "-0.000123", "+12",
      "52.12345678901234567890123456789", "1e3", "6.02E-2", "180.877", "0.1", "123456789012345",
    ])
  func readsDecimals(text: String) throws {
    let expected = try #require(Double(text.trimmingCharacters(in: .whitespaces)))
    #expect(Self.parse(text) == .value(expected))
  }

  @Test("blank text is empty, junk is invalid")
  func blankAndJunk() {
    #expect(Self.parse("") == .empty)
    #expect(Self.parse(" \n\t") == .empty)
    for junk in ["abc", "nan", "inf", "1.2.3", "12abc", "0x10", "-", "."] {
      #expect(Self.parse(junk) == .invalid, "\(junk)")
    }
  }
}
