import Testing

@testable import TrophiesCLI

@Suite("JSON output")
struct JSONValueTests {
  @Test("keeps key order and escapes strings per RFC 8259")
  func objectText() {
    let value = JSONValue.object([
      ("z", .int(1)), ("a", .string("quote \" backslash \\ newline \n tab \t bell \u{7}")),
      ("n", .null), ("list", .array([.bool(true), .number(2.25, decimals: 1)])),
    ])
    #expect(
      value.text
        == #"{"z":1,"a":"quote \" backslash \\ newline \n tab \t bell \u0007","n":null,"list":[true,2.3]}"#
    )
  }

  @Test(
    "prints numbers rounded, integral values without a fraction",
    arguments: [
      (5012.34, 1, "5012.3"), (1800.0, 3, "1800"), (0.1 + 0.2, 3, "0.3"), (-3.25, 1, "-3.3"),
      (142.0, 1, "142"),
    ])
  func numbers(value: Double, decimals: Int, text: String) {
    #expect(JSONValue.number(value, decimals: decimals).text == text)
  }
}
