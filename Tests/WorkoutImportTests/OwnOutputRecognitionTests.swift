import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// The rule by which a GPX of tiles to explore Trophies wrote is known wherever it lies (issue
/// 17, W5): its fixed beginning and no `time` element, the whole file read in 64 KiB chunks.
@Suite("a tiles GPX Trophies wrote is known by its content")
struct OwnOutputRecognitionTests {
  /// The three lines every tiles GPX begins with (as in Reports/tiles-to-explore.gpx).
  static let header =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    + "<gpx version=\"1.1\" creator=\"trophies\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
    + "<metadata><name>Tiles to explore</name></metadata>\n"

  /// Whether the file holding `text` is known as Trophies' own.
  static func isOwn(_ text: String) throws -> Bool {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "own-\(UUID()).gpx")
    try Data(text.utf8).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    return OwnOutput.isOwnFile(raw: Array(path.path.utf8))
  }

  /// The header, a comment of `pad` bytes, `tail` and the closing tag.
  static func padded(_ pad: Int, then tail: String) -> String {
    header + "<!--" + String(repeating: "x", count: pad) + "-->\n" + tail + "</gpx>\n"
  }

  /// The start of a track whose first point has a time, up to its `<time>`.
  static let opening = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\">"

  /// Paddings that put `<time>` at the file's start, 1 to 4 bytes before the first 64 KiB read
  /// ends (split between two reads), and far beyond: the header is 171 bytes (39 + 81 + 51,
  /// counted by hand), the comment's `<!--` and `-->\n` 8, so `<time>` starts at byte
  /// 179 + pad + the opening's length.
  static let paddings =
    [0, 200_000] + (1...4).map { 65_536 - $0 - 179 - opening.utf8.count }

  @Test(
    "a `<time>` anywhere, also split between two 64 KiB reads, makes it an input",
    arguments: paddings)
  func timeAnywhere(pad: Int) throws {
    #expect(Self.header.utf8.count == 171)
    let timed = Self.opening + "<time>2020-01-01T00:00:00Z</time></trkpt></trkseg></trk>"
    #expect(try !Self.isOwn(Self.padded(pad, then: timed)))
    #expect(try Self.isOwn(Self.padded(pad, then: "<trk><trkseg></trkseg></trk>")))
  }

  @Test(
    "another beginning is an input: another creator, a cut header, a byte changed",
    arguments: [
      header.replacingOccurrences(of: "trophies", with: "Garmin"),
      String(header.prefix(100)),
      header.replacingOccurrences(of: "Tiles to explore", with: "Tiles to Explore"),
      "\n" + header,
    ])
  func otherBeginning(text: String) throws {
    #expect(try !Self.isOwn(text + "<trk><trkseg></trkseg></trk></gpx>\n"))
  }

  @Test("a prefixed time element counts as one; a word holding 'time' does not")
  func prefixedTime() throws {
    #expect(try !Self.isOwn(Self.header + "<trk><g:time>2020</g:time></trk></gpx>\n"))
    #expect(try Self.isOwn(Self.header + "<trk><name>sometime</name></trk></gpx>\n"))
  }
}
