import Foundation
import Testing
import TrophiesCLI

/// `report --share` writes each picture to the staging folder as it is drawn, so memory does
/// not grow with the number of cards (break-it N3: every SVG and PNG was held until the commit,
/// ~0.3 MB a picture; 2,254 goal cards, ~7,000 pictures, reached 1.3 GB). Nothing is timed: a
/// stand-in `rsvg-convert` looks at the folder it is asked to draw into and logs what it sees.
@Suite("share pictures written as they are drawn")
struct ShareStreamingTests {
  /// A shell script standing in for `rsvg-convert --format png --output OUT IN`: appends to
  /// `seen` beside it the number of SVGs and PNGs in OUT's folder and the folder, then writes a
  /// PNG signature to OUT.
  static let rasteriser = """
    #!/bin/sh
    dir=$(dirname "$4")
    svg=$(ls "$dir" | grep -c '[.]svg$')
    png=$(ls "$dir" | grep -c '[.]png$')
    echo "$svg $png $dir" >> "$(dirname "$0")/seen"
    printf '\\211PNG\\r\\n\\032\\n' > "$4"
    """

  @Test("each run finds every earlier SVG and PNG already in the cabinet's staging share folder")
  func streamed() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let program = bin.appendingPathComponent("rsvg-convert")
    try Data(Self.rasteriser.utf8).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    let out = root.appendingPathComponent("out")
    var console = Console(capturing: true)
    let code = TrophiesCommand.run(
      ["report", PrivacyReportTests.files[0], "--out", out.path, "--share"]
        + ["--settings", "/dev/null"],
      environment: ["TZ": "Europe/Berlin", "PATH": bin.path, "TMPDIR": root.path],
      console: &console)
    #expect(code == 0, "\(console.standardError)")
    let written = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("share").path)
    let svgs = written.filter { $0.hasSuffix(".svg") }.count
    #expect(svgs >= 6)
    #expect(written.count == 2 * svgs)
    let runs = try String(contentsOf: bin.appendingPathComponent("seen"), encoding: .utf8)
      .split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2).map(String.init) }
    #expect(runs.count == svgs)
    // Runs start in card order, each after its SVG was written and after waiting for the
    // oldest run when one per processor is running; they log in about that order (a later run
    // may log before one still running). So the run logged k-th (0-based) sees at least
    // k + 2 − processors SVGs and k + 2 − 2 × processors PNGs; the last card's run sees every
    // SVG. Before, each run drew in a scratch folder of its own card only, with no PNG.
    let processors = ProcessInfo.processInfo.activeProcessorCount
    var most = 0
    for (index, run) in runs.enumerated() {
      #expect(run.count == 3)
      guard run.count == 3, let svg = Int(run[0]), let png = Int(run[1]) else { continue }
      most = max(most, svg)
      #expect(svg >= index + 2 - processors, "run \(index + 1): \(run)")
      #expect(png >= index + 2 - 2 * processors, "run \(index + 1): \(run)")
      #expect(run[2].hasPrefix(out.path + "/.trophies-staging-"), "\(run[2])")
      #expect(run[2].hasSuffix("/share"), "\(run[2])")
    }
    #expect(most == svgs)
  }
}
