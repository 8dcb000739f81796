extension MarkdownReport {
  /// The Gear section (``CabinetDocument/gear``): heading and intro, the retire-at warnings as
  /// block quotes (gear names escaped), then the table.
  static func gearLines(_ gear: DocumentGear) -> [String] {
    var section = gear.section
    let intro = section.intro
    section.intro = []
    var lines = Array(sectionLines(section).prefix(2))
    for sentence in intro { lines += [text(sentence), ""] }
    for warning in gear.warnings {
      lines += [
        "> ⚠️ **Retire soon: " + MarkdownEscaping.inline(warning.gear) + "** — "
          + MarkdownEscaping.inline(warning.text), "",
      ]
    }
    return lines + sectionLines(section).dropFirst(2)
  }
}
