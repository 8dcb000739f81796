/// Escaping of untrusted text for GitHub-flavoured Markdown (GFM 0.29 spec, "Backslash
/// escapes" and "Tables (extension)").
public enum MarkdownEscaping {
  /// ASCII punctuation that is always backslash-escaped: everything that can open or close
  /// inline markup (emphasis `*` `_` `~`, code `` ` ``, links and images `[` `]`, raw HTML and
  /// autolinks `<` `>`, entities `&`, GitHub math `$`), the table cell delimiter `|`, and the
  /// backslash itself. GFM allows a backslash before any ASCII punctuation, so each renders as
  /// the literal character. `(` `)` `!` need no escape once `[` `]` are escaped.
  static let escaped: Set<Unicode.Scalar> = [
    "\\", "`", "*", "_", "[", "]", "|", "<", ">", "&", "~", "$",
  ]

  /// Characters escaped only as the first character, where they would start a block (ATX
  /// heading `#`, list item `-` `+`, setext underline `=`), so dates like `2025-03-14` stay
  /// readable as plain text.
  static let escapedWhenLeading: Set<Unicode.Scalar> = ["#", "-", "+", "="]

  /// Escapes `text` for one GFM table cell (or any inline position): control characters and
  /// line breaks become spaces (a cell cannot span lines), bidi controls become U+FFFD, and
  /// every scalar in the markup sets above gets a backslash, so `a|b <i>` becomes
  /// `a\|b \<i\>`. Leading and trailing spaces are trimmed; an empty result
  /// is returned as `"–"` so the table keeps its shape.
  public static func cell(_ text: String) -> String {
    let inline = inline(text)
    return inline.isEmpty ? "–" : inline
  }

  /// Like ``cell(_:)`` but returns an empty string for empty input (for running text and
  /// headings).
  public static func inline(_ text: String) -> String {
    let cleaned = TextSanitizing.clean(text)
    var out = ""
    out.reserveCapacity(cleaned.utf8.count + 8)
    var leading = true
    // Scalars, not Characters: GFM sees `|` followed by a combining mark as a pipe, while Swift
    // would fold both into one Character that matches nothing in the sets.
    for scalar in cleaned.trimmingSpaces().unicodeScalars {
      if escaped.contains(scalar) || (leading && escapedWhenLeading.contains(scalar)) {
        out.unicodeScalars.append("\\")
      }
      out.unicodeScalars.append(scalar)
      leading = false
    }
    return out
  }
}

extension String {
  /// The string without leading and trailing U+0020 spaces (escapes never end in a space, so a
  /// trailing backslash is never left dangling).
  fileprivate func trimmingSpaces() -> String {
    guard let first = firstIndex(where: { $0 != " " }),
      let last = lastIndex(where: { $0 != " " })
    else { return "" }
    return String(self[first...last])
  }
}
