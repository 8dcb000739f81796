/// Fits text on a share card without a font at hand: a conservative width estimate per
/// character and greedy word wrapping into a few lines, the last one cut with "…".
///
/// Widths are bold advances in thousandths of an em, the larger of DejaVu Sans Bold and
/// Liberation Sans Bold (Arial's metrics) for each printable ASCII character, measured once in
/// Chromium (`canvas.measureText`, 1,000 px) and written out; the system font stack's other
/// faces (Segoe UI, Roboto, Helvetica, Noto Sans) are narrower. Any other character counts
/// 1,150 (accented Latin letters are at most 1,104 in DejaVu), and a character from U+1100 on
/// (CJK, emoji) 1,300. Regular text is measured as bold, which is wider.
enum ShareTextFit {
  /// Advances of U+0020 … U+007E, thousandths of an em.
  static let asciiAdvances: [Int] = [
    349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366,
    696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611,
    1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 557, 775, 638, 996, 837, 851,
    733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 557,
    500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688,
    716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
  ]

  /// The ellipsis that ends a cut line.
  static let ellipsis: Character = "…"

  /// The advance of one character (a grapheme cluster: an emoji sequence counts once), in
  /// thousandths of an em.
  static func advance(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    switch first.value {
    case 0x20...0x7E: return asciiAdvances[Int(first.value) - 0x20]
    case 0x2026: return 1000
    case ..<0x1100: return 1150
    default: return 1300
    }
  }

  /// The estimated width of `text` at `fontSize` pixels with `spacing` pixels of letter
  /// spacing after each character, rounded up.
  static func width(_ text: String, fontSize: Int, spacing: Int = 0) -> Int {
    let thousandths = text.reduce(0) { $0 + advance($1) }
    return (thousandths * fontSize + 999) / 1000 + spacing * text.count
  }

  /// `text` (cleaned of controls) in at most `maxLines` lines no wider than `maxWidth` at
  /// `fontSize`: words wrapped greedily, a word wider than a line broken between characters,
  /// and the last line cut with "…" when text is left over. Empty text gives no line.
  static func lines(
    _ text: String, fontSize: Int, maxWidth: Int, maxLines: Int, spacing: Int = 0
  ) -> [String] {
    let words = TextSanitizing.clean(text).split(separator: " ").map(String.init)
    guard maxLines > 0, !words.isEmpty else { return [] }
    func fits(_ line: String) -> Bool {
      width(line, fontSize: fontSize, spacing: spacing) <= maxWidth
    }
    var lines: [String] = []
    var current = ""
    var leftOver = false
    wordLoop: for word in words {
      let candidate = current.isEmpty ? word : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty {
        lines.append(current)
        current = ""
        if lines.count == maxLines {
          leftOver = true
          break wordLoop
        }
      }
      // The word alone: broken between characters while wider than a line.
      for character in word {
        if fits(current + String(character)) {
          current.append(character)
          continue
        }
        lines.append(current)
        current = String(character)
        if lines.count == maxLines {
          leftOver = true
          break wordLoop
        }
      }
    }
    if !leftOver && !current.isEmpty { lines.append(current) }
    guard leftOver, var last = lines.popLast() else { return lines }
    while !last.isEmpty && !fits(last + String(ellipsis)) { last.removeLast() }
    while last.last == " " { last.removeLast() }
    lines.append(last + String(ellipsis))
    return lines
  }

  /// `text` on one line no wider than `maxWidth`, cut with "…" when it is too wide.
  static func line(_ text: String, fontSize: Int, maxWidth: Int, spacing: Int = 0) -> String {
    lines(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: 1, spacing: spacing).first
      ?? ""
  }
}
