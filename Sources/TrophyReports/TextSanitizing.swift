/// Character-level clean-up applied to every file-derived string before it is escaped for a
/// report context.
enum TextSanitizing {
  /// Line breaks, tabs and other C0/C1 controls become one space each; Unicode bidirectional
  /// controls (U+200E/F, U+202A–U+202E, U+2066–U+2069, used to disguise file names) and
  /// U+FFFE/U+FFFF noncharacters become U+FFFD, so they are visible and inert.
  static func clean(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
        out.append(" ")
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF:
        out.append("\u{FFFD}")
      default:
        out.append(scalar)
      }
    }
    return String(out)
  }
}
