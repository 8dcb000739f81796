import Foundation
import Testing

@testable import TrophiesCLI
@testable import TrophyReports

/// The share pictures' rasteriser runs (`report --share` with `rsvg-convert`): several at once,
/// as many as there are processors, and still "SVG only" with one note when one fails. A fake
/// `rsvg-convert` (a shell script) stands in for librsvg.
@Suite("share pictures' rasteriser runs", .serialized)
struct ShareRasterTests {
  /// Three cards: 9 SVGs.
  static let share = DocumentShare(
    cards: ["a", "b", "c"].map {
      ShareCard(stem: "test.\($0)", subject: .badge, eyebrow: "Test", title: $0, accent: "#123456")
    }, gallery: [])

  /// A fake `rsvg-convert` in a new folder: `body` runs with `$out` (the PNG to write) and `$in`
  /// (the SVG). Returns the folder.
  static func fake(_ body: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-raster-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("rsvg-convert")
    try Data(("#!/bin/sh\nout=\"$4\"\nin=\"$5\"\n" + body + "\n").utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return folder
  }

  /// Writes a PNG signature to `$out`.
  static let png = #"printf '\211PNG\r\n\032\n' > "$out""#

  /// Commits ``share`` into a new cabinet folder inside `folder` with the rasteriser found on
  /// `PATH` = `folder`; returns the names in its `share/`, sorted, and the pictures counted.
  static func draw(_ folder: URL, console: inout Console) throws -> (names: [String], count: Int) {
    let out = folder.appendingPathComponent("out")
    let writer = ShareWriter(Self.share, environment: ["PATH": folder.path])
    _ = try CabinetWriter(folder: out.path).write([], share: writer, console: &console)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("share").path)
    return (names.sorted(), writer.count)
  }

  @Test(
    "as many runs at once as processors (at least 2 seen at once), every PNG beside its SVG",
    .enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2, "one processor"))
  func together() throws {
    // Each run marks itself in `runs`, waits 0.5 s, logs how many runs are marked, unmarks.
    let folder = try Self.fake(
      """
      dir=$(dirname "$0")/runs; mkdir -p "$dir"; touch "$dir/$$"; sleep 0.5
      ls "$dir" | wc -l >> "$(dirname "$0")/seen"; rm -f "$dir/$$"
      """ + "\n" + Self.png)
    defer { try? FileManager.default.removeItem(at: folder) }
    var console = Console(capturing: true)
    let (names, count) = try Self.draw(folder, console: &console)
    #expect(console.standardError == "")
    #expect(count == 18)
    let stems = ["a", "b", "c"].flatMap { card in
      ["1x1", "4x5", "9x16"].map { "test.\(card)-\($0)" }
    }
    #expect(names == (stems.map { $0 + ".png" } + stems.map { $0 + ".svg" }).sorted())
    let seen = try String(contentsOf: folder.appendingPathComponent("seen"), encoding: .utf8)
      .split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    #expect(seen.count == 9)
    #expect((seen.max() ?? 0) >= 2)
    #expect((seen.max() ?? 0) <= ProcessInfo.processInfo.activeProcessorCount)
  }

  @Test("a run that fails: SVG only, one note naming the first card not drawn")
  func fails() throws {
    // 4:5 cards (1350 pixels high) fail; the first in order is test.a-4x5.svg.
    let folder = try Self.fake("grep -q 'height=\"1350\"' \"$in\" && exit 1\n" + Self.png)
    defer { try? FileManager.default.removeItem(at: folder) }
    var console = Console(capturing: true)
    let (names, count) = try Self.draw(folder, console: &console)
    #expect(names.count == 9)
    #expect(count == 9)
    #expect(names.allSatisfy { $0.hasSuffix(".svg") })
    #expect(
      console.standardError
        == "trophies: note: rsvg-convert could not draw test.a-4x5.svg; share pictures were "
        + "written as SVG only\n")
  }
}
