import Foundation
import Testing

@testable import TrophiesCLI

/// Issue 17: cabinet recovery trusts only a `.trophies-commit` marker it wrote itself, and a
/// run that fails still finishes a half-done commit.
@Suite("cabinet commit marker")
struct CabinetMarkerTests {
  /// A folder `outside` (beside `out`) holding files named like a cabinet, and `out` with an
  /// earlier cabinet. Returns (`out`, `outside`).
  static func victim(in root: URL) throws -> (URL, URL) {
    let outside = root.appendingPathComponent("outside")
    let out = root.appendingPathComponent("out")
    for folder in [outside, out] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for name in ["trophies.md", "index.html", "trophies.md.previous", "keep.txt"] {
      try Data("outside \(name)".utf8).write(to: outside.appendingPathComponent(name))
    }
    try Data("old md".utf8).write(to: out.appendingPathComponent("trophies.md"))
    try Data("old html".utf8).write(to: out.appendingPathComponent("index.html"))
    return (out, outside)
  }

  /// Every file of `folder` with its bytes.
  static func contents(_ folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return result
  }

  /// The kinds of planted `.trophies-commit`, each pointing at `../outside`.
  enum Plant: String, CaseIterable, CustomTestStringConvertible {
    case linkToFolder, linkToFile, folder, markerNamingOutside, markerWithLinkedStaging
    var testDescription: String { rawValue }

    func plant(out: URL, outside: URL) throws {
      let marker = out.appendingPathComponent(CabinetWriter.commitName)
      let manager = FileManager.default
      switch self {
      case .linkToFolder:
        try manager.createSymbolicLink(atPath: marker.path, withDestinationPath: "../outside")
      case .linkToFile:
        try manager.createSymbolicLink(
          atPath: marker.path, withDestinationPath: "../outside/keep.txt")
      case .folder:
        // The layout of the previous version's commit folder, naming files outside by links.
        try manager.createDirectory(at: marker, withIntermediateDirectories: false)
        try manager.createSymbolicLink(
          atPath: marker.appendingPathComponent("index.html").path,
          withDestinationPath: "../../outside/index.html")
      case .markerNamingOutside:
        try Data("trophies-commit 1\n../outside\ntrophies.md\n../outside/keep.txt\n".utf8)
          .write(to: marker)
      case .markerWithLinkedStaging:
        let staging = out.appendingPathComponent(CabinetWriter.stagingPrefix + "7")
        try manager.createSymbolicLink(atPath: staging.path, withDestinationPath: "../outside")
        try CabinetWriterTests.marker(staging.lastPathComponent, ["trophies.md", "index.html"])
          .write(to: marker)
      }
    }
  }

  @Test(
    "a planted .trophies-commit is never followed: files outside --out stay",
    arguments: Plant.allCases)
  func plantedMarker(plant: Plant) throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (out, outside) = try Self.victim(in: root)
    let before = try Self.contents(outside)
    try plant.plant(out: out, outside: outside)
    var console = Console(capturing: true)
    let result = Result {
      try CabinetWriter(folder: out.path).write(CabinetWriterTests.newCabinet, console: &console)
    }
    #expect(try Self.contents(outside) == before)
    #expect(console.standardError.contains("not a commit marker trophies wrote, ignored"))
    if plant == .folder {
      // A folder in the marker's place blocks the commit: refused, the cabinet left as it was.
      #expect(throws: CLIError.self) { try result.get() }
      #expect(CabinetWriterTests.text(out, "index.html") == "old html")
    } else {
      _ = try result.get()
      #expect(CabinetWriterTests.text(out, "index.html") == "new html")
      #expect(CabinetWriterTests.text(out, "trophies.md") == "new md")
    }
  }

  @Test("a marker of trophies' own format is parsed; any other text is refused")
  func markerFormat() {
    let good = CabinetWriterTests.marker(".trophies-staging-12", ["trophies.md", "index.html"])
    #expect(
      CabinetWriter.parseMarker(Array(good))
        == CabinetWriter.Marker(
          staging: ".trophies-staging-12", names: ["trophies.md", "index.html"]))
    for text in [
      "trophies-commit 1\n.trophies-staging-1/../..\nindex.html\n",
      "trophies-commit 1\n../x\nindex.html\n", "trophies-commit 1\n.trophies-staging-1\n",
      "trophies-commit 1\n.trophies-staging-1\n../index.html\n",
      "trophies-commit 1\n.trophies-staging-1\nindex.html\nindex.html\n",
      "trophies-commit 2\n.trophies-staging-1\nindex.html\n",
      "trophies-commit 1\n.trophies-staging-\nindex.html\n",
      "trophies-commit 1\n.trophies-staging-1\nindex.html",
    ] {
      #expect(CabinetWriter.parseMarker(Array(text.utf8)) == nil, "\(text)")
    }
  }

  /// The next run into the folder has no workout (exit 1): the commit is finished all the
  /// same, so the folder does not stay half old, half new.
  @Test("a report run that fails still finishes a half-done commit")
  func failingRunRecovers() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("old html".utf8).write(to: out.appendingPathComponent("index.html"))
    try CabinetWriterTests.interruptedCommit(in: out)
    let empty = root.appendingPathComponent("empty.gpx")
    try Data("<gpx><trk><trkseg></trkseg></trk></gpx>".utf8).write(to: empty)
    let (code, _, error) = runTrophies(["report", empty.path, "--out", out.path])
    #expect(code == 1)
    #expect(error.contains("held a workout"))
    #expect(CabinetWriterTests.text(out, "index.html") == "new html")
    #expect(CabinetWriterTests.text(out, "trophies.md") == "new md")
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(left == ["index.html", "trophies.md"])
  }
}
