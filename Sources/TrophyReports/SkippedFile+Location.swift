extension SkippedFile {
  /// `"12:5"`, `"12"` with no column, `"–"` with no line (only positive values are shown).
  static func location(line: Int?, column: Int?) -> String {
    guard let line, line > 0 else { return "–" }
    guard let column, column > 0 else { return "\(line)" }
    return "\(line):\(column)"
  }
}
