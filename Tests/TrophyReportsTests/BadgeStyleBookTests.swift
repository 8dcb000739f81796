import Achievements
import Foundation
import Testing

@testable import TrophyReports

/// Badge art lives in TrophyReports (``BadgeStyleBook``), not in the catalog.
@Suite("Badge style book")
struct BadgeStyleBookTests {
  static let catalog = AchievementCatalog.withPersonalBests

  /// `Fixtures/badge-art-bf6f034.tsv`: id, glyph, primary, secondary of every catalog entry,
  /// dumped from `AchievementDefinition.glyph` and `.tint` by the code of commit bf6f034, before
  /// the art moved out of the catalog (so these values were not produced by the book).
  static func oldArt() throws -> [(id: String, style: BadgeStyle)] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/badge-art-bf6f034.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return (
        fields[0],
        BadgeStyle(
          primary: fields.count > 2 ? fields[2] : "", secondary: fields.count > 3 ? fields[3] : "",
          glyph: fields.count > 1 ? fields[1] : "")
      )
    }
  }

  @Test("the standard book gives every entry the glyph and colours the catalog gave it")
  func sameAsBefore() throws {
    let old = try Self.oldArt()
    // 200 entries at bf6f034: 12 personal bests + 188 standard (`achievements` said 188; the
    // explorer entries came later).
    #expect(old.count == 200)
    let byID = Dictionary(uniqueKeysWithValues: Self.catalog.map { ($0.id, $0) })
    for (id, style) in old {
      guard let definition = byID[id] else {
        Issue.record("\(id) is no longer in the catalog")
        continue
      }
      #expect(BadgeStyleBook.standard.style(for: definition) == style, "\(id)")
    }
  }

  @Test("every catalog entry has art: two #rrggbb colours and a glyph of 1–4 characters")
  func everyEntryHasArt() {
    func isHex(_ colour: String) -> Bool {
      colour.count == 7 && colour.first == "#"
        && colour.dropFirst().allSatisfy { "0123456789abcdef".contains($0) }
    }
    for definition in Self.catalog {
      guard let style = BadgeStyleBook.standard.style(for: definition) else {
        Issue.record("\(definition.id) has no art in BadgeStyleBook.standard")
        continue
      }
      #expect(isHex(style.primary) && isHex(style.secondary), "\(definition.id)")
      #expect((1...BadgeGlyph.maximumLength).contains(style.glyph.count), "\(definition.id)")
      #expect(!style.glyph.contains { $0.isWhitespace }, "\(definition.id)")
    }
    // The built-in achievements (not the tool badges, which use ↻ and ×) are plain ASCII.
    for definition in AchievementCatalog.standard {
      let glyph = BadgeStyleBook.standard.resolvedStyle(for: definition).glyph
      #expect(glyph.allSatisfy { $0.isASCII }, "\(definition.id)")
    }
  }

  @Test("tiers of a ladder share their colours")
  func laddersShareColours() {
    var firstByGroup: [String: BadgeStyle] = [:]
    for definition in Self.catalog {
      let style = BadgeStyleBook.standard.resolvedStyle(for: definition)
      if let first = firstByGroup[definition.group] {
        #expect(first.primary == style.primary, "\(definition.id)")
        #expect(first.secondary == style.secondary, "\(definition.id)")
      } else {
        firstByGroup[definition.group] = style
      }
    }
  }

  @Test(
    "an entry the book has no rule for has no style and is drawn grey without text",
    arguments: [
      // A workout type without a ladder today: a new ladder needs its own colour rule.
      ("type.golf", "type.golf.1"),
      // A new holiday.
      ("date.pi_day", "date.pi_day"),
      // A new per-sport distance ladder.
      ("milestone.distance.rowing", "milestone.distance.rowing.100"),
    ])
  func noArt(group: String, id: String) {
    let definition = AchievementDefinition(
      id: id, kind: .workoutType, group: group, name: "N", description: "D", target: 1,
      unit: "workouts")
    #expect(BadgeStyleBook.standard.style(for: definition) == nil)
    #expect(BadgeStyleBook.standard.resolvedStyle(for: definition) == .fallback)
    let status = AchievementStatus(
      definition: definition, earned: false,
      progress: AchievementProgress(current: 0, target: 1, unit: "workouts"))
    let html = HTMLReport.card(status, style: .fallback, index: 0)
    #expect(html.contains("style=\"--tint:#64748b\""))
  }

  @Test(
    "patterns match a whole dotted name, * standing for one part",
    arguments: [
      ("record.*.longest_distance", "record.running.longest_distance", true),
      ("record.running.*", "record.running.5k", true),
      ("record.running.*", "record.running.5k.indoor", false),
      ("tool.*", "tool.devices.3", false),
      ("tool.*.*", "tool.devices.3", true),
      ("streak.day", "streak.days", false),
      ("type.*.1", "type.running.1", true),
      ("type.*.1", "type.running.10", false),
      ("types", "types", true),
    ])
  func patterns(pattern: String, name: String, expected: Bool) {
    #expect(BadgeStyleBook.matches(pattern, name) == expected)
  }

  @Test(
    "glyphs from the target keep the catalog's spellings",
    arguments: [
      // Expected values are the fixture's rows (the catalog's own glyphs at bf6f034):
      // milestone.hours.1000, milestone.distance.cycling.25000, milestone.elevation.50000,
      // streak.month.10, streak.days.100, eddington.running.5.
      (BadgeGlyph.target(prefix: "", suffix: "h"), 1_000, "hours", "1000"),
      (.target(prefix: "", suffix: ""), 25_000, "km", "25Mm"),
      (.target(prefix: "", suffix: ""), 50_000, "m", "50k"),
      (.target(prefix: "M", suffix: ""), 10, "workouts", "M10"),
      (.target(prefix: "", suffix: "d"), 100, "days", "100d"),
      (.target(prefix: "E", suffix: ""), 5, "km", "E5"),
    ])
  func targetGlyphs(glyph: BadgeGlyph, target: Int, unit: String, expected: String) {
    let definition = AchievementDefinition(
      id: "x.\(target)", kind: .milestone, group: "x", name: "N", description: "D",
      target: target, unit: unit)
    #expect(glyph.text(for: definition) == expected)
  }

  @Test("a report draws the art of its cabinet's book")
  func cabinetBook() {
    // SampleCabinet's own book gives Hat Trick (streak.days.3) bronze #b8733b and glyph "3";
    // the standard book would give streak.days #ef4444 and "3d".
    let html = HTMLReport.render(SampleCabinet.cabinet)
    #expect(html.contains("<li class=\"badge is-earned\" style=\"--tint:#b8733b\">"))
    var standard = SampleCabinet.cabinet
    standard.badgeStyles = .standard
    #expect(HTMLReport.render(standard).contains("style=\"--tint:#ef4444\""))
  }
}
