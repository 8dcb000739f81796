import Foundation
import Testing

@testable import WorkoutImport

@Suite("Overlong tags are refused before libxml2")
struct TagLengthGuardTests {
  static let head = "<?xml version=\"1.0\"?>\n<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">"
  static let track = """
    <trk><trkseg><trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>\
    <trkpt lat="1" lon="2"><time>2024-01-01T00:01:00Z</time></trkpt></trkseg></trk>
    """

  /// `<trk a0="0" a1="1" …>` with `count` attributes (20 000 → 228 890 bytes, well over 64 KiB).
  static func manyAttributes(_ count: Int, value: (Int) -> String = { "\($0)" }) -> String {
    var tag = "<trk"
    for index in 0..<count { tag += " a\(index)=\"\(value(index))\"" }
    return tag + ">"
  }

  @Test("an element with 20 000 attributes is refused as a security problem")
  func manyAttributesRefused() throws {
    let text = Self.head + Self.manyAttributes(20_000) + "</trk></gpx>"
    let error = try #require(Fixtures.read(text: text).error)
    #expect(error.category == .security)
    #expect(error.message.hasPrefix("an element tag longer than 64 KiB"))
  }

  /// The first chunk (``WorkoutFileReader/chunkBytes``) is handed over before libxml2 starts;
  /// later ones arrive while it parses, through its read callback. 6 000 points (390 KB)
  /// put the 70 000-byte tag in a later chunk: it is refused there like in the first.
  @Test("an overlong tag in a later chunk is refused while libxml2 reads")
  func laterChunk() throws {
    var points = ""
    for index in 0..<6_000 {
      let time = String(format: "%02d:%02d:%02d", index / 3600, index / 60 % 60, index % 60)
      points += "<trkpt lat=\"1\" lon=\"2\"><time>2024-01-01T\(time)Z</time></trkpt>\n"
    }
    #expect(points.utf8.count > WorkoutFileReader.chunkBytes)
    let tag = "<a x=\"" + String(repeating: "y", count: 70_000) + "\"/>"
    let text = Self.head + "<trk><trkseg>" + points + tag + "</trkseg></trk></gpx>"
    let error = try #require(Fixtures.read(text: text).error)
    #expect(error.category == .security)
    #expect(error.message.hasPrefix("an element tag longer than 64 KiB"))
  }

  /// A `>` inside each attribute value must not hide the tag's length.
  @Test("attribute values holding '>' do not hide a long tag")
  func quotedGreaterThan() throws {
    let text = Self.head + Self.manyAttributes(20_000, value: { "x>\($0)'" }) + "</trk></gpx>"
    #expect(Fixtures.read(text: text).error?.category == .security)
  }

  @Test(
    "long comments, CDATA sections and processing instructions are accepted",
    arguments: [
      "<!--" + String(repeating: "comment with <tags> & \"quotes' ", count: 7_000) + "-->",
      "<![CDATA[" + String(repeating: "cdata <a b='c'> \" ", count: 12_000) + "]]>",
      "<?note " + String(repeating: "instruction > text ", count: 11_000) + "?>",
    ])
  func exemptConstructs(construct: String) throws {
    #expect(construct.utf8.count > 200_000)
    let text = Self.head + construct + Self.track + "</gpx>"
    let file = Fixtures.read(text: text)
    #expect(file.error == nil)
    #expect(file.workouts.count == 1)
  }

  /// 64 KiB of text between two tags is text, not a tag. The name itself is kept to its first
  /// 1 024 bytes (the reader's text cap) followed by "…".
  @Test("long text between tags is accepted")
  func longText() throws {
    let name = String(repeating: "long name > ok ", count: 20_000) + "end"
    let text =
      Self.head + "<trk><name>" + name + "</name><trkseg><trkpt lat=\"1\" lon=\"2\">"
      + "<time>2024-01-01T00:00:00Z</time></trkpt><trkpt lat=\"1\" lon=\"2\">"
      + "<time>2024-01-01T00:01:00Z</time></trkpt></trkseg></trk></gpx>"
    let file = Fixtures.read(text: text)
    #expect(file.error == nil)
    #expect(file.workouts.first?.name == String(name.prefix(1024)) + "…")
  }

  /// Tags of exactly 65 536 and 65 537 bytes, fed in chunks of every size in the table so the
  /// tag and the comment terminators straddle chunk boundaries in many ways.
  @Test("the limit is exact across chunk boundaries", arguments: [1, 7, 4096, 32_767, 70_000])
  func exactLimit(chunk: Int) {
    func tag(bytes: Int) -> [UInt8] {
      // "<a x=\"" + filler + "\">" has 8 bytes around the filler.
      Array(("<a x=\"" + String(repeating: "y", count: bytes - 8) + "\">").utf8)
    }
    func passes(_ document: [UInt8]) -> Bool {
      var guardian = TagLengthGuard()
      var offset = 0
      while offset < document.count {
        let end = min(offset + chunk, document.count)
        let ok = document[offset..<end].withUnsafeBytes { guardian.check($0) }
        if !ok { return false }
        offset = end
      }
      return true
    }
    let comment = Array(("<!-- " + String(repeating: "<x ", count: 30_000) + "-->").utf8)
    #expect(passes(tag(bytes: 65_536)))
    #expect(!passes(tag(bytes: 65_537)))
    #expect(passes(Array("<r>".utf8) + comment + tag(bytes: 65_536) + Array("</r>".utf8)))
    #expect(!passes(Array("<r>".utf8) + comment + tag(bytes: 65_537) + Array("</r>".utf8)))
    let blanks = [UInt8](repeating: 0x20, count: 200_000)
    #expect(passes(Array("<r>text".utf8) + blanks + tag(bytes: 9)))
  }
}
