/// XML escaping for text and attribute values (XML 1.0 §2.4: `&`, `<`, `>`, `"`, `'`).
enum XMLText {
  /// Escapes the five predefined entities so any name is safe inside text or quotes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }

  /// Wraps text in CDATA (as OpenTracks does), splitting any "]]>" so it cannot close early.
  static func cdata(_ text: String) -> String {
    "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
  }
}
