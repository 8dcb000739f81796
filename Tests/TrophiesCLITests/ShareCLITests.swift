import Foundation
import Testing
import TrophiesCLI
import TrophiesKit
import WorkoutModel

/// `report --share` end to end (issue 16): the files, the note without a rasteriser, PNGs with
/// one, well-formed XML, and no route point inside a privacy zone.
@Suite("share pictures from the command line", .serialized)
struct ShareCLITests {
  static let rsvg: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let xmllint: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs `report --share` on the six Friedrichshain laps of `SampleData/` into a new folder
  /// under `root`, with `PATH` set to `path`; returns the exit code, standard error and the
  /// share folder.
  static func report(
    _ root: URL, path: String, extra: [String] = [], files: [String] = PrivacyReportTests.files
  ) -> (Int32, String, URL) {
    let out = root.appendingPathComponent("out-\(UUID())")
    var console = Console(capturing: true)
    let code = TrophiesCommand.run(
      ["report"] + files + ["--out", out.path, "--share"] + extra,
      environment: ["TZ": "Europe/Berlin", "PATH": path], console: &console)
    return (code, console.standardError, out.appendingPathComponent("share"))
  }

  static func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("without rsvg-convert: three SVGs per card, no PNG, one note")
  func svgOnly() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (code, errors, share) = Self.report(
      root, path: "/nonexistent", extra: ["--settings", "/dev/null"])
    #expect(code == 0, "\(errors)")
    #expect(errors.components(separatedBy: "rsvg-convert is not installed").count == 2)
    let names = try Self.names(share)
    #expect(!names.isEmpty)
    #expect(names.allSatisfy { $0.hasSuffix(".svg") })
    // Each stem in the three formats: 1x1, 4x5, 9x16.
    let stems = Set(
      names.map {
        $0.replacingOccurrences(
          of: #"-(1x1|4x5|9x16)\.svg$"#, with: "", options: .regularExpression)
      })
    #expect(names.count == stems.count * 3)
    #expect(stems.contains("record.running.5k"))
    #expect(stems.contains("year-2025"))
    let html = try String(
      contentsOf: share.deletingLastPathComponent().appendingPathComponent("index.html"),
      encoding: .utf8)
    #expect(html.contains("href=\"share/record.running.5k-9x16.svg\""))
  }

  @Test(
    "every card is well-formed XML (xmllint)",
    .enabled(if: xmllint != nil, "xmllint is not installed (Debian: libxml2-utils)"))
  func wellFormed() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (_, _, share) = Self.report(root, path: "/nonexistent", extra: ["--settings", "/dev/null"])
    let files = try Self.names(share).map { share.appendingPathComponent($0).path }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.xmllint))
    process.arguments = ["--noout", "--nonet"] + files
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(files.count >= 30)
  }

  /// PNG's header: the 8-byte signature, then the IHDR chunk with width and height as 32-bit
  /// big-endian numbers at bytes 16–23 (PNG specification, 11.2.2).
  static func pngSize(_ url: URL) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
    try #require(bytes.count == 24 && bytes[0..<4] == [0x89, 0x50, 0x4E, 0x47])
    func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  @Test(
    "with rsvg-convert: a PNG of the card's pixels beside each SVG, and no note",
    .enabled(if: rsvg != nil, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
  func png() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try #require(Self.rsvg).split(separator: "/").dropLast().joined(separator: "/")
    // One workout: fewer cards to draw (each PNG is a run of rsvg-convert).
    let (code, errors, share) = Self.report(
      root, path: "/" + folder, extra: ["--settings", "/dev/null"],
      files: Array(PrivacyReportTests.files.prefix(1)))
    #expect(code == 0)
    #expect(!errors.contains("rsvg-convert"))
    let names = try Self.names(share)
    let svgs = names.filter { $0.hasSuffix(".svg") }
    #expect(names.count == svgs.count * 2)
    for (suffix, height) in [("1x1", 1080), ("4x5", 1350), ("9x16", 1920)] {
      let size = try Self.pngSize(share.appendingPathComponent("year-2025-\(suffix).png"))
      #expect(size == (1080, height))
    }
  }

  /// As ``PrivacyReportTests``, over the cards' route outlines: the zone's 300 m radius plus
  /// the 12.5 % every drawing keeps clear (337.5 m), 2 m for rounding.
  @Test("no route point of any card lies inside the privacy zone; without it some would")
  func privacy() throws {
    let session = try TrophiesImport.read(
      PrivacyReportTests.files, options: ImportOptions(homeTimeZone: "Europe/Berlin"))
    let sketches = session.workouts.compactMap(\.routeSketch)
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    var drawn: [(Double, Int)] = []
    for extra in [["--privacy-zone", "52.5275,13.4272,300"], []] {
      let (code, errors, share) = Self.report(
        root, path: "/nonexistent", extra: extra + ["--settings", "/dev/null"])
      #expect(code == 0, "\(errors)")
      let svg = try Self.names(share).map {
        try String(contentsOf: share.appendingPathComponent($0), encoding: .utf8)
      }.joined()
      drawn.append(try PrivacyReportTests.nearest(svg, sketches: sketches))
    }
    #expect(drawn[0].1 >= 5 && drawn[1].1 >= 5)
    #expect(drawn[0].0 >= 300 * 1.125 - 2, "a point drawn \(drawn[0].0) m from the zone's centre")
    #expect(drawn[1].0 < 300, "without the zone a point is drawn \(drawn[1].0) m from its centre")
  }
}
