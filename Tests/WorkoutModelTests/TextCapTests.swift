import Testing
import WorkoutModel

/// The one text cap (`TextCap`): 1,024 bytes of UTF-8, cut at a character boundary, then "…".
/// Expected texts by hand-counted bytes.
@Suite("Text cap")
struct TextCapTests {
  @Test(
    "texts over 1,024 bytes keep the whole characters within them, then …",
    arguments: [
      // (text, characters kept): 1,024 × "a" fits; 1,025 × "a" keeps 1,024.
      (String(repeating: "a", count: 1_024), nil),
      (String(repeating: "a", count: 1_025), String(repeating: "a", count: 1_024)),
      // 3-byte "€": 341 × 3 = 1,023 bytes, the 342nd would end at byte 1,026.
      (String(repeating: "€", count: 400), String(repeating: "€", count: 341)),
      // 4-byte "🏃": 256 × 4 = 1,024 bytes exactly.
      (String(repeating: "🏃", count: 300), String(repeating: "🏃", count: 256)),
      // "ab" + 2-byte "é": 2 + 511 × 2 = 1,024.
      ("ab" + String(repeating: "é", count: 600), "ab" + String(repeating: "é", count: 511)),
    ] as [(String, String?)])
  func cut(text: String, kept: String?) {
    let result = TextCap.capped(text)
    #expect(result.wasCut == (kept != nil))
    #expect(result.text == (kept.map { $0 + "…" } ?? text))
    #expect(result.text.utf8.count <= TextCap.maximumBytes + 3)
  }

  @Test("counting: nil stays nil, a cut is counted once per text")
  func counting() {
    var cuts = 0
    #expect(TextCap.capped(nil, counting: &cuts) == nil)
    _ = TextCap.capped("short", counting: &cuts)
    _ = TextCap.capped(String(repeating: "x", count: 2_000), counting: &cuts)
    #expect(cuts == 1)
  }
}
