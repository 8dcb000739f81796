import Foundation
import Testing

@testable import TrophiesCLI

/// A fresh folder under the system temporary directory (the caller removes it).
func makeTemporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "trophies-cli-\(UUID())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Command-line promises from issue 10, from small inputs written here.
@Suite("command line under hostile input")
struct HostileCLITests {
  static let run =
    "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg><trkpt lat=\"52.5\" "
    + "lon=\"13.4\"><time>2024-05-01T06:00:00Z</time></trkpt><trkpt lat=\"52.503\" lon=\"13.4\">"
    + "<time>2024-05-01T06:03:00Z</time></trkpt></trkseg></trk></gpx>"

  /// A file with an empty segment and no workout is skipped, and its warning does not make it
  /// "imported with warnings" as well: 1 of 2 files imported, 1 skipped, no warnings section.
  @Test("a skipped file is never also imported with warnings")
  func skippedOrImported() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<gpx><trk><trkseg></trkseg></trk></gpx>".utf8).write(
      to: folder.appendingPathComponent("empty.gpx"))
    try Data(Self.run.utf8).write(to: folder.appendingPathComponent("run.gpx"))
    let out = folder.appendingPathComponent("out")
    let (code, output, error) = runTrophies([
      "report", folder.appendingPathComponent("empty.gpx").path,
      folder.appendingPathComponent("run.gpx").path, "--out", out.path,
    ])
    #expect(code == 3)
    #expect(output.hasPrefix("Imported 1 workout from 1 of 2 files (1 skipped)"))
    #expect(!error.contains("imported with warnings"))
    let markdown = try String(
      contentsOf: out.appendingPathComponent("trophies.md"), encoding: .utf8)
    #expect(!markdown.contains("Files imported with warnings"))
    #expect(markdown.contains("| Files skipped | 1 |"))
  }

  /// Escape sequences in the user's own arguments are echoed as U+FFFD, like those from files.
  @Test(
    "the user's own --out and --home-timezone are echoed without raw escapes",
    arguments: [
      ["inspect", "x.gpx", "--home-timezone", "\u{1B}]0;pwned\u{07}"],
      ["report", "/nonexistent/\u{1B}[2J.gpx"],
      ["r\u{1B}[31mport"],
    ])
  func escapesNeutralised(arguments: [String]) {
    let (code, output, error) = runTrophies(arguments)
    #expect(code == 2)
    #expect(!(output + error).contains("\u{1B}"))
    #expect(error.contains("\u{FFFD}"))
  }

  @Test("a report into an --out folder named with escapes says where it wrote, escaped")
  func outFolderEscaped() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("run.gpx")
    try Data(Self.run.utf8).write(to: input)
    let out = folder.appendingPathComponent("out\u{1B}[2J").path
    let (code, output, _) = runTrophies(["report", input.path, "--out", out])
    #expect(code == 0)
    #expect(!output.contains("\u{1B}"))
    #expect(output.contains("out\u{FFFD}[2J/trophies.md"))
  }

  @Test("-- ends the options: a path named --help is a path")
  func helpAfterDoubleDash() {
    let (code, output, error) = runTrophies(["inspect", "--", "--help"])
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(error == "trophies: no such file or folder: --help\n")
  }

  @Test("help SUBCOMMAND prints that subcommand's help")
  func helpSubcommand() {
    let (code, output, _) = runTrophies(["help", "report"])
    #expect(code == 0)
    #expect(output == HelpText.command(.report))
    let (unknown, _, error) = runTrophies(["help", "raport"])
    #expect(unknown == 2)
    #expect(error.contains("unknown command 'raport'; did you mean 'report'?"))
  }

  /// Distances counted by hand: reprot → report is 2 substitutions; inpsect → inspect 2;
  /// achievement → achievements 1 insertion; frobnicate is 6+ away from every command.
  @Test(
    "a mistyped subcommand gets a suggestion",
    arguments: [
      ("reprot", "report"), ("inpsect", "inspect"), ("achievement", "achievements"),
      ("REPORT", "report"), ("frobnicate", nil),
    ] as [(String, String?)])
  func didYouMean(typed: String, suggestion: String?) {
    let (code, _, error) = runTrophies([typed, "x.gpx"])
    #expect(code == 2)
    if let suggestion {
      #expect(error.contains("did you mean '\(suggestion)'?"))
    } else {
      #expect(!error.contains("did you mean"))
    }
  }

  /// Edit distances, worked by hand (kitten → sitting is the textbook 3).
  @Test(
    "edit distance",
    arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("report", "report", 0), ("ab", "ba", 2)]
      as [(String, String, Int)])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(TrophiesCommand.editDistance(a, b) == distance)
  }

  /// RFC 8259 allows raw U+0085/U+2028/U+2029, but line-splitting readers of JSON Lines break
  /// on them; DEL and the C1 controls are escaped too. Expected text written by hand.
  @Test("JSON escapes line separators and C1 controls")
  func jsonLineSeparators() {
    let value = JSONValue.string("a\u{85}b\u{2028}c\u{2029}d\u{7F}e\u{9F}é")
    #expect(value.text == "\"a\\u0085b\\u2028c\\u2029d\\u007fe\\u009fé\"")
  }

  /// 1.7976931348623157e308 × 10 overflows; the value is printed as it is, a valid JSON number
  /// (Python `repr(sys.float_info.max)` = 1.7976931348623157e+308).
  @Test("a huge finite number is printed as a number, never inf")
  func hugeNumber() {
    let huge = JSONValue.number(.greatestFiniteMagnitude, decimals: 1)
    #expect(huge.text == "1.7976931348623157e+308")
    let negative = JSONValue.number(-.greatestFiniteMagnitude, decimals: 3)
    #expect(negative.text == "-1.7976931348623157e+308")
    #expect(JSONValue.number(.infinity, decimals: 1).text == "null")
  }
}
