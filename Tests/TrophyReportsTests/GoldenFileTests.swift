import Foundation
import Testing
import TrophyReports

/// Golden-file tests: the sample cabinet rendered byte-for-byte as in `Fixtures/golden.md` and
/// `Fixtures/golden.html`.
///
/// To regenerate the goldens after an intended change, run
/// `UPDATE_GOLDEN=1 swift test --filter TrophyReportsTests` (it fails when it rewrites a file),
/// review the diff with `git diff` and run again without it. The goldens were written by another
/// process on another day, so matching them also shows that rendering is deterministic.
/// To look at the HTML in a browser, set `CABINET_HTML_OUT=/tmp/cabinet.html` (and optionally
/// `CABINET_MD_OUT=/tmp/cabinet.md`).
@Suite struct GoldenFileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test("Markdown report matches golden.md")
  func markdownGolden() throws {
    let output = MarkdownReport.render(SampleCabinet.cabinet)
    try export(output, env: "CABINET_MD_OUT")
    try compare(output, golden: "golden.md")
  }

  @Test("HTML report matches golden.html")
  func htmlGolden() throws {
    let output = HTMLReport.render(SampleCabinet.cabinet)
    try export(output, env: "CABINET_HTML_OUT")
    try compare(output, golden: "golden.html")
  }

  private func export(_ output: String, env: String) throws {
    guard let path = ProcessInfo.processInfo.environment[env], !path.isEmpty else { return }
    try output.write(toFile: path, atomically: true, encoding: .utf8)
  }

  private func compare(_ output: String, golden name: String) throws {
    let url = Self.fixtures.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      guard output != expected else { return }
      try output.write(to: url, atomically: true, encoding: .utf8)
      // A rewritten golden proves nothing about this run: fail, so it is never counted as a pass.
      Issue.record("rewrote \(name); review it with git diff, then run again without UPDATE_GOLDEN")
      return
    }
    guard let expected else {
      Issue.record("missing \(name); run UPDATE_GOLDEN=1 swift test --filter TrophyReportsTests")
      return
    }
    guard output != expected else { return }
    let got = output.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference =
      zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(got.count, want.count)
    let gotLine = firstDifference < got.count ? String(got[firstDifference]) : "<end of output>"
    let wantLine = firstDifference < want.count ? String(want[firstDifference]) : "<end of file>"
    Issue.record(
      """
      \(name) differs at line \(firstDifference + 1) \
      (set UPDATE_GOLDEN=1 to accept the new output):
        expected: \(wantLine)
        actual:   \(gotLine)
      """)
  }
}
