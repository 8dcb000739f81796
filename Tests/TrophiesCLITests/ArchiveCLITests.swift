import ArchiveTestSupport
import Foundation
import Testing
import TrophiesCLI

/// `trophies inspect` and `report` on a zip built by the test (libarchive's writer).
@Suite("archives on the command line")
struct ArchiveCLITests {
  /// A folder holding `export.zip` with `berlin-dst-run.gpx` under `activities/`, plus a media
  /// file that is not read.
  static func exportZip() throws -> (folder: URL, zip: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip-cli-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let gpx = try Data(
      contentsOf: InspectJSONTests.fixtures.appendingPathComponent("berlin-dst-run.gpx"))
    let zip = ArchiveBuilder.build(
      .zip,
      [
        .init("activities/berlin-dst-run.gpx", Array(gpx)),
        .init("media/photo.jpg", [0xFF, 0xD8, 0xFF]),
      ])
    let path = folder.appendingPathComponent("export.zip").path
    try Data(zip).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  /// The expected line is the loose file's contract fixture (values derived by hand there) with
  /// `file` naming the member.
  @Test("inspect --json names a member ZIP!/path and gives the loose file's values")
  func inspectJSON() throws {
    let (folder, zip) = try Self.exportZip()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = try String(
      contentsOf: InspectJSONTests.fixtures.appendingPathComponent("berlin-dst-run.jsonl"),
      encoding: .utf8
    ).replacingOccurrences(of: "FIXTURE", with: zip + "!/activities/berlin-dst-run.gpx")
    let (code, output, _) = runTrophies(
      ["inspect", "--json", zip, "--home-timezone", "America/New_York"], environment: [:])
    #expect(code == 0)
    #expect(output == expected)
  }

  @Test("report reads a zip end to end")
  func report() throws {
    let (folder, zip) = try Self.exportZip()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let (code, _, error) = runTrophies(
      ["report", zip, "--out", out.path, "--format", "markdown", "--min-duration", "60"])
    #expect(code == 0, "\(error)")
    let markdown = try String(
      contentsOf: out.appendingPathComponent("trophies.md"), encoding: .utf8)
    // The cabinet names workouts by file name; one member read, none skipped (the photo is
    // not a workout file and is not counted).
    #expect(markdown.contains("| berlin-dst-run.gpx: DST Run |"))
    #expect(markdown.contains("| Files read | 1 |"))
    #expect(markdown.contains("| Files skipped | 0 |"))
  }
}
