import Foundation
import Testing
import TrophiesCLI

/// `Reports/` is the cabinet `make report` writes from `SampleData/`; this test keeps it current.
/// It reads the generation time, home zone and settings file from the Makefile (`SAMPLE_EPOCH`,
/// `SAMPLE_HOME_TZ`, `SAMPLE_SETTINGS`: the sample's goals) so both use the same settings, regenerates the reports into a temporary
/// folder and compares them byte for byte. After changing the importer, the catalog or the
/// writers, run `make report` and commit `Reports/`.
@Suite("bundled sample reports")
struct SampleReportTests {
  static func makefileValue(_ name: String) throws -> String {
    let makefile = try String(
      contentsOf: packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    for line in makefile.split(separator: "\n") where line.hasPrefix(name + " ?=") {
      return line.dropFirst(name.count + 3).trimmingCharacters(in: .whitespaces)
    }
    throw CocoaError(.fileReadCorruptFile)
  }

  /// Whether the process runs in the package root (resolving links on both sides).
  static let runsInPackageRoot =
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
    == packageRoot.resolvingSymlinksInPath().path

  @Test(
    "Reports/ is what make report writes from SampleData/",
    .enabled(if: runsInPackageRoot, "run from the package root, as swift test does"))
  func reportsAreCurrent() throws {
    let epoch = try Self.makefileValue("SAMPLE_EPOCH")
    let home = try Self.makefileValue("SAMPLE_HOME_TZ")
    let settings = try Self.makefileValue("SAMPLE_SETTINGS")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-sample-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    // `make report` names the folder relatively, and paths appear in the reports: the same
    // relative path is used, from the package root where `swift test` runs (the working
    // directory is never changed: other tests run in parallel in this process).
    let sampleData = "SampleData"
    var console = Console(capturing: true)
    let code = TrophiesCommand.run(
      [
        "report", sampleData, "--out", out.path, "--home-timezone", home, "--settings", settings,
        "--share",
      ],
      environment: ["SOURCE_DATE_EPOCH": epoch], console: &console)
    // SampleData holds one truncated recording and one planned route on purpose: exit code 3.
    #expect(code == 3)
    // The share cards (SVG; no PATH here, so no PNG): the same names, byte for byte.
    let share = packageRoot.appendingPathComponent("Reports/share")
    let cards = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("share").path
    ).sorted()
    let committedCards = try FileManager.default.contentsOfDirectory(atPath: share.path).filter {
      $0.hasSuffix(".svg")
    }.sorted()
    #expect(cards == committedCards, "Reports/share/ is stale (run make report)")
    for name in cards where committedCards.contains(name) {
      let same =
        try Data(contentsOf: out.appendingPathComponent("share/\(name)"))
        == Data(contentsOf: share.appendingPathComponent(name))
      #expect(same, "Reports/share/\(name) is stale (run make report)")
    }
    for name in ["trophies.md", "index.html"] {
      let generated = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
      let committed = try String(
        contentsOf: packageRoot.appendingPathComponent("Reports/\(name)"), encoding: .utf8)
      let firstDifference = zip(generated.split(separator: "\n"), committed.split(separator: "\n"))
        .enumerated().first { $0.element.0 != $0.element.1 }
      let identical = generated == committed  // not inside #expect: it would print both documents
      #expect(
        identical,
        "Reports/\(name) is stale (run make report); first difference at line \((firstDifference?.offset ?? -1) + 1)"
      )
    }
  }
}
