/// Escaping of untrusted text for HTML and inline SVG (HTML Living Standard, "Serializing HTML
/// fragments" — escape `&`, `<`, `>` in text and additionally `"` and `'` in attribute values).
public enum HTMLEscaping {
  /// Escapes `text` for an element's text content (HTML or SVG `<text>`, `<title>`): `&` `<` `>`
  /// become `&amp;` `&lt;` `&gt;`; control characters become spaces and bidi controls U+FFFD.
  public static func text(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// Escapes `text` for a double- or single-quoted attribute value: as ``text(_:)`` plus `"` →
  /// `&quot;` and `'` → `&#39;`.
  public static func attribute(_ text: String) -> String {
    escape(text, quotes: true)
  }

  /// Escapes a file path or name for text content like ``text(_:)`` and adds a `<wbr>` line
  /// break opportunity after each `/`, `!` and `_`, so narrow layouts break
  /// `Silvesterlauf_Grunewald.gpx` after the underscore instead of inside `.gpx` (browsers
  /// already break after a `-` followed by a letter; `2025-08-23` stays whole).
  public static func breakableText(_ text: String) -> String {
    var out = ""
    for scalar in self.text(text).unicodeScalars {
      out.unicodeScalars.append(scalar)
      if scalar == "/" || scalar == "!" || scalar == "_" { out += "<wbr>" }
    }
    return out
  }

  /// `value` when it is a `#rrggbb` hex colour (case-insensitive), else `fallback`; colours end
  /// up in CSS and SVG attributes, so anything else is refused rather than escaped.
  public static func hexColour(_ value: String, fallback: String) -> String {
    BadgeColour(hex: value)?.hex ?? fallback
  }

  private static func escape(_ raw: String, quotes: Bool) -> String {
    let cleaned = TextSanitizing.clean(raw)
    var out = ""
    out.reserveCapacity(cleaned.utf8.count + 16)
    for scalar in cleaned.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      case "'" where quotes: out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
