import Foundation
import Testing
import TrophiesCLI

/// Where `report --share` lets the rasteriser draw (break-it m2: a run killed while drawing
/// left `/tmp/trophies-share-PID-UUID` behind, mode 0755, readable by every local user). The
/// scratch folder is private (0700), and those of runs no longer running are swept. A stand-in
/// `rsvg-convert` records the mode of the folder it is asked to write in.
@Suite("share pictures' scratch folder")
struct ShareScratchTests {
  /// A shell script standing in for `rsvg-convert --format png --output OUT IN`: appends the
  /// mode of OUT's folder (octal, `stat -c %a`) to `modes` beside it, and writes a PNG
  /// signature to OUT.
  static let rasteriser = """
    #!/bin/sh
    stat -c %a "$(dirname "$4")" >> "$(dirname "$0")/modes"
    printf '\\211PNG\\r\\n\\032\\n' > "$4"
    """

  /// The id of a process that has ended.
  static func deadProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("the folder is 0700, and one left by a run that was killed is removed")
  func privateAndSwept() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bin = root.appendingPathComponent("bin")
    let temporary = root.appendingPathComponent("tmp")
    for folder in [bin, temporary] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let program = bin.appendingPathComponent("rsvg-convert")
    try Data(Self.rasteriser.utf8).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    // Left by a killed run: its process is gone. Pid 1 runs: its folder is not touched.
    let stale = temporary.appendingPathComponent("trophies-share-\(try Self.deadProcess())-A")
    let running = temporary.appendingPathComponent("trophies-share-1-B")
    for folder in [stale, running] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("card.svg"))
    }
    var console = Console(capturing: true)
    let code = TrophiesCommand.run(
      ["report", PrivacyReportTests.files[0], "--out", root.appendingPathComponent("out").path]
        + ["--share", "--settings", "/dev/null"],
      environment: ["TZ": "Europe/Berlin", "PATH": bin.path, "TMPDIR": temporary.path],
      console: &console)
    #expect(code == 0, "\(console.standardError)")
    let modes = try String(contentsOf: bin.appendingPathComponent("modes"), encoding: .utf8)
      .split(separator: "\n")
    #expect(!modes.isEmpty)
    #expect(modes.allSatisfy { $0 == "700" }, "\(Set(modes))")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: running.path))
    // This run's own folder is gone too.
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    #expect(left == [running.lastPathComponent])
  }
}
