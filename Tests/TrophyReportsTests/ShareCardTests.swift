import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// Share pictures (issue 16): sizes, escaping, fitting and the rules of a standalone card.
@Suite("share cards")
struct ShareCardTests {
  /// A workout name with markup characters and emoji (a ZWJ sequence).
  static let hostileName = "Run <&\"'> 🏃‍♀️🎉 home"
  /// 300 characters of one letter: no word break to help.
  static let longName = String(repeating: "a", count: 300)

  static func workout(_ name: String, start: Int) -> Workout {
    Workout(
      source: "/tmp/\(start).gpx", format: .gpx, name: name, activity: .running,
      timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
      summary: WorkoutSummary(
        startUTC: SampleCabinet.date(start), endUTC: SampleCabinet.date(start + 1800),
        durationSeconds: 1800, distanceMeters: 5000, distanceSource: .device))
  }

  /// The sample cabinet with share cards on, plus two badges earned by the workouts above and
  /// one whose own name is 300 characters of words.
  static var cabinet: TrophyCabinet {
    var cabinet = SampleCabinet.cabinet
    let hostile = workout(hostileName, start: 1_745_000_000)
    let long = workout(longName, start: 1_746_000_000)
    let words = String(repeating: "Marathon ", count: 34).trimmingCharacters(in: .whitespaces)
    cabinet.statuses += [
      SampleCabinet.earned(
        SampleCabinet.definition(
          "test.hostile", .streak, "test.hostile", "Hostile", "Earned by a hostile name.", 1,
          "days"), 1, by: hostile),
      SampleCabinet.earned(
        SampleCabinet.definition(
          "test.long", .streak, "test.long", "Long", "Earned by a long name.", 1, "days"), 1,
        by: long),
      SampleCabinet.earned(
        SampleCabinet.definition(
          "test.words", .milestone, "test.words", words, words, 1, "km"), 1, by: long),
    ]
    cabinet.sharesCards = true
    return cabinet
  }

  static let share = CabinetDocument(cabinet).share

  static func card(_ stem: String) throws -> ShareCard {
    try #require(share?.cards.first { $0.stem == stem })
  }

  /// The `<text>` contents of `svg`, in order (still escaped).
  static func texts(_ svg: String) -> [String] {
    svg.components(separatedBy: "<text ").dropFirst().compactMap { chunk in
      guard let open = chunk.firstIndex(of: ">"), let close = chunk.range(of: "</text>") else {
        return nil
      }
      return String(chunk[chunk.index(after: open)..<close.lowerBound])
    }
  }

  @Test(
    "each format is 1080 wide and 1080, 1350 or 1920 high, width, height and viewBox alike",
    arguments: [
      (ShareCardFormat.square, 1080, "1x1"), (.portrait, 1350, "4x5"), (.story, 1920, "9x16"),
    ])
  func sizes(format: ShareCardFormat, height: Int, suffix: String) throws {
    let svg = ShareCardSVG.render(try Self.card("test.hostile"), format: format)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    let root = try #require(svg.split(separator: ">").dropFirst().first)
    #expect(root.contains(" width=\"1080\" height=\"\(height)\" viewBox=\"0 0 1080 \(height)\""))
    #expect(format.fileName("test.hostile") == "test.hostile-\(suffix).svg")
    #expect(
      DocumentShare.path(try Self.card("year-2025"), format) == "share/year-2025-\(suffix).svg")
  }

  @Test("a workout name with <&\"'> and emoji is escaped and kept whole")
  func escaping() throws {
    for format in ShareCardFormat.allCases {
      let svg = ShareCardSVG.render(try Self.card("test.hostile"), format: format)
      #expect(Self.texts(svg).contains("Run &lt;&amp;\"'&gt; 🏃‍♀️🎉 home"))
      #expect(!svg.contains("<&"))
      #expect(!svg.contains("Run <"))
    }
  }

  /// 'a' is 675 thousandths of an em (ShareTextFit's table, DejaVu Sans Bold), "…" 1,000: at
  /// 34 px, 40 a's and "…" take 40 × 22.95 + 34 = 952 px, the text width (1080 − 2 × 64); 41
  /// a's and "…" take 975 px. The cabinet cuts the name to 80 characters first (79 a's and
  /// "…"), which the story's two lines hold: 41 a's (941 px), then 38 a's and "…" (906 px).
  @Test("a 300-character workout name is cut with an ellipsis to the width")
  func longName() throws {
    let card = try Self.card("test.long")
    let square = Self.texts(ShareCardSVG.render(card, format: .square))
    #expect(square.contains(String(repeating: "a", count: 40) + "…"))
    let story = Self.texts(ShareCardSVG.render(card, format: .story))
    #expect(story.contains(String(repeating: "a", count: 41)))
    #expect(story.contains(String(repeating: "a", count: 38) + "…"))
    #expect(!story.contains { $0.contains(String(repeating: "a", count: 42)) })
  }

  /// "Marathon" is M 996 + a 675 + r 494 + a 675 + t 479 + h 712 + o 688 + n 712 = 5,431
  /// thousandths, and a space 349: at 80 px "Marathon Marathon" is 896.9 px, three words
  /// 1,359 px: two words a line, two lines on the square card. The second is cut: with "…"
  /// (1,000) it would be 976.9 px; without the last "n" (712), 919.9 px, which fits 952.
  @Test("a 300-character badge name takes two lines, the second cut with an ellipsis")
  func longTitle() throws {
    let texts = Self.texts(ShareCardSVG.render(try Self.card("test.words"), format: .square))
    #expect(texts.contains("Marathon Marathon"))
    #expect(texts.contains("Marathon Maratho…"))
    #expect(texts.filter { $0.hasPrefix("Marathon") }.count == 4)  // title 2, description 2
  }

  @Test("no link, no network address, no script or stylesheet in any card")
  func standalone() throws {
    let share = try #require(Self.share)
    #expect(share.cards.count >= 3)
    for card in share.cards {
      for format in ShareCardFormat.allCases {
        let svg = ShareCardSVG.render(card, format: format)
        let rest = svg.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!rest.contains("http"), "\(card.stem)")
        #expect(!rest.contains("href"))
        #expect(!rest.contains("<script") && !rest.contains("<style") && !rest.contains("@import"))
        #expect(
          rest.components(separatedBy: "url(").count == rest.components(separatedBy: "url(#").count)
      }
    }
  }

  /// Every text baseline of the card's own (not the badge's, route's or heat grid's, drawn in
  /// their own boxes inside `<g>`) lies within the 64 px margin.
  @Test("every card's text lies inside the card at each size")
  func inside() throws {
    let share = try #require(Self.share)
    for card in share.cards {
      for format in ShareCardFormat.allCases {
        let layout = ShareCardLayout(card, format: format)
        #expect(layout.height <= format.height - 280, "\(card.stem) \(format)")
        let svg = ShareCardSVG.element(card, format: format, index: 0).replacingOccurrences(
          of: "<g [^>]*>.*?</g>", with: "", options: .regularExpression)
        for chunk in svg.components(separatedBy: "<text x=\"").dropFirst() {
          let y = chunk.split(separator: "\"").dropFirst(2).first.flatMap { Int($0) } ?? -1
          #expect(y >= 64 && y <= format.height - 64, "\(card.stem) \(format): y \(y)")
        }
      }
    }
  }

  @Test("the file-name stem keeps letters, digits, '.', '_' and '-' only")
  func stems() {
    #expect(ShareCard.stem(for: "streak.days.7") == "streak.days.7")
    #expect(ShareCard.stem(for: "../etc/passwd") == "-.-etc-passwd")
    #expect(ShareCard.stem(for: ".hidden") == "-hidden")
    #expect(ShareCard.stem(for: "") == "card")
  }

  @Test("without --share the document has no share section")
  func off() {
    #expect(CabinetDocument(SampleCabinet.cabinet).share == nil)
  }
}
