import Foundation
import Testing

@testable import TrophiesCLI

/// Issue 17: "1 workouts" reads "1 workout" everywhere — standard output and error, the
/// Markdown and the HTML report — from one helper (`NumberText.counted`).
@Suite("counts and their nouns")
struct PluralTests {
  /// "1" (not part of a larger number, nor a fraction's "/1" before a progress unit, which stays
  /// plural as in the JSON) followed by a plural noun of the messages and reports.
  static let onePlural =
    #"(^|[^0-9,./])1 (more |new |active |imported )?"#
    + #"(workouts|files|days|records|tiers|duplicates|warnings)\b"#

  @Test("one workout, one file, one day: every count is singular")
  func oneOfEach() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(1, into: runs)
    let out = folder.appendingPathComponent("out")
    let report = runTrophies(["report", runs.path, "--out", out.path])
    #expect(report.0 == 0)
    let listing = runTrophies(["achievements", runs.path])
    #expect(listing.1.hasSuffix(" earned from 1 workout\n"))
    let library = folder.appendingPathComponent("library.sqlite").path
    let imported = runTrophies(["import", runs.path, "--library", library])
    #expect(imported.1.hasPrefix("Imported 1 new workout from 1 new file into"))
    let markdown = try String(
      contentsOf: out.appendingPathComponent("trophies.md"), encoding: .utf8)
    #expect(markdown.contains("**1 workout · "))
    #expect(markdown.contains(" · 1 active day**"))
    #expect(markdown.contains("| 1 day |"))
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let onePlural = try Regex(Self.onePlural)
    for (name, text) in [
      ("report", report.1 + report.2), ("achievements", listing.1 + listing.2),
      ("import", imported.1 + imported.2), ("trophies.md", markdown), ("index.html", html),
    ] {
      let found = text.matches(of: onePlural).map { String(text[$0.range]) }
      #expect(found.isEmpty, "\(name): \(found)")
    }
  }
}
