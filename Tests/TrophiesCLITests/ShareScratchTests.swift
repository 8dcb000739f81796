import Foundation
import Testing
import TrophiesCLI

/// Where `report --share` lets the rasteriser draw (break-it m2: a run killed while drawing
/// left `/tmp/trophies-share-PID-UUID` behind, mode 0755, readable by every local user). The
/// rasteriser now draws in the cabinet's own staging folder inside `--out` (break-it N3: each
/// picture written there as it is drawn), which the next run into the folder removes; nothing
/// is made in `TMPDIR`, and the scratch folders earlier versions left there when killed are
/// swept. A stand-in `rsvg-convert` records the folder it is asked to write in.
@Suite("share pictures' scratch folder")
struct ShareScratchTests {
  /// A shell script standing in for `rsvg-convert --format png --output OUT IN`: appends OUT's
  /// folder to `folders` beside it, and writes a PNG signature to OUT.
  static let rasteriser = """
    #!/bin/sh
    dirname "$4" >> "$(dirname "$0")/folders"
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

  @Test("drawn inside --out, nothing made in TMPDIR, a killed earlier run's folder removed")
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
    let folders = try String(contentsOf: bin.appendingPathComponent("folders"), encoding: .utf8)
      .split(separator: "\n")
    #expect(!folders.isEmpty)
    let out = root.appendingPathComponent("out").path
    #expect(
      folders.allSatisfy { $0.hasPrefix(out + "/.trophies-staging-") && $0.hasSuffix("/share") },
      "\(Set(folders))")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: running.path))
    // Nothing of this run is left there.
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    #expect(left == [running.lastPathComponent])
  }
}
