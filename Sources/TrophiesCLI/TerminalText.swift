import WorkoutModel

/// Makes text from files safe to print on a terminal: control characters (C0, DEL, C1) and
/// Unicode text-direction controls (U+200E/200F, U+202A–202E, U+2066–2069), which could move the
/// cursor, retitle the window or reorder what is shown, become U+FFFD. JSON output escapes
/// control characters itself and does not need this.
enum TerminalText {
  static func safe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `"1 file"`, `"2 files"` (``NumberText/counted(_:_:_:grouped:)``, the one wording of counts).
  static func count(_ value: Int, _ noun: String) -> String {
    NumberText.counted(value, noun)
  }
}
