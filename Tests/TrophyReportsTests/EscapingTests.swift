import Testing

@testable import TrophyReports

@Suite("Escaping")
struct EscapingTests {
  // Expected outputs written by hand from the GFM backslash-escape rule.
  @Test(
    "Markdown table cells",
    arguments: [
      ("a|b", "a\\|b"),
      ("<script>alert(1)</script>", "\\<script\\>alert(1)\\</script\\>"),
      ("**x** & \"q\"", "\\*\\*x\\*\\* \\& \"q\""),
      ("# heading", "\\# heading"),
      ("C# 2025-03-14", "C# 2025-03-14"),
      ("- item", "\\- item"),
      ("back\\slash `code`", "back\\\\slash \\`code\\`"),
      ("[x](javascript:1)", "\\[x\\](javascript:1)"),
      ("snake_case ~strike~ $x$", "snake\\_case \\~strike\\~ \\$x\\$"),
      ("line1\nline2\r\tend", "line1 line2  end"),
      ("  padded  ", "padded"),
      ("", "–"),
      ("\u{202E}gpx.exe", "\u{FFFD}gpx.exe"),
      // Every bidi control in the brief: U+200E/F marks, U+202A–E embeddings and overrides,
      // U+2066–9 isolates; each one becomes U+FFFD (written out by hand).
      ("a\u{200E}b\u{200F}c", "a\u{FFFD}b\u{FFFD}c"),
      ("\u{202A}\u{202B}\u{202C}\u{202D}x", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}x"),
      ("x\u{2066}\u{2067}\u{2068}\u{2069}", "x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
      ("Run\u{202E} \u{1F47B}", "Run\u{FFFD} \u{1F47B}"),
      ("a|\u{301}b", "a\\|\u{301}b"),
    ])
  func markdownCell(input: String, expected: String) {
    #expect(MarkdownEscaping.cell(input) == expected)
  }

  @Test("a Markdown cell never contains an unescaped pipe or a line break")
  func markdownCellStructure() {
    let hostile = "a | b \\| c \\\\| d\n| e"
    let escaped = MarkdownEscaping.cell(hostile)
    #expect(!escaped.contains("\n"))
    #expect(MarkdownReportTests.unescapedPipes(in: escaped) == 0)
  }

  @Test(
    "HTML text and attributes",
    arguments: [
      (
        "<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&lt;script&gt;alert(1)&lt;/script&gt;"
      ),
      ("Tom & \"Jerry\" 'x'", "Tom &amp; \"Jerry\" 'x'", "Tom &amp; &quot;Jerry&quot; &#39;x&#39;"),
      ("&amp;", "&amp;amp;", "&amp;amp;"),
      ("tab\there\u{0}", "tab here ", "tab here "),
      ("Zürich 🏃", "Zürich 🏃", "Zürich 🏃"),
      ("a\u{200E}b\u{200F}c", "a\u{FFFD}b\u{FFFD}c", "a\u{FFFD}b\u{FFFD}c"),
      (
        "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}'", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}'",
        "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}&#39;"
      ),
      (
        "\u{2066}<\u{2067}\u{2068}\u{2069}", "\u{FFFD}&lt;\u{FFFD}\u{FFFD}\u{FFFD}",
        "\u{FFFD}&lt;\u{FFFD}\u{FFFD}\u{FFFD}"
      ),
    ])
  func html(input: String, text: String, attribute: String) {
    #expect(HTMLEscaping.text(input) == text)
    #expect(HTMLEscaping.attribute(input) == attribute)
  }

  @Test(
    "only #rrggbb colours are accepted",
    arguments: [
      ("#A1b2C3", "#a1b2c3"), ("#fff", "#000000"), ("red", "#000000"),
      ("#12345g", "#000000"), ("#123456;x", "#000000"), ("#123456", "#123456"),
    ])
  func colours(input: String, expected: String) {
    #expect(HTMLEscaping.hexColour(input, fallback: "#000000") == expected)
  }

  @Test("badge colours mix in integer steps")
  func badgeColour() throws {
    let orange = try #require(BadgeColour(hex: "#F97316"))
    // (0xf9, 0x73, 0x16) = (249, 115, 22); 50 % to black = (125, 58, 11) rounded half up.
    #expect(orange.mixed(with: .black, percent: 50).hex == "#7d3a0b")
    #expect(orange.mixed(with: .white, percent: 100).hex == "#ffffff")
    // BT.601: (249*299 + 115*587 + 22*114) / 1000 = 144464 / 1000 = 144.
    #expect(orange.brightness == 144)
    #expect(BadgeColour(hex: "f97316") == nil)
  }
}
