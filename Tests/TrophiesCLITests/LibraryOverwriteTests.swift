import Foundation
import Testing

@testable import TrophiesCLI

/// `report --library` never writes its cabinet over the library it reads (issue 17, break-it
/// L2: `report --library D/index.html --out D` replaced the library with the page, exit 0).
@Suite("a report never writes over its library")
struct LibraryOverwriteTests {
  @Test(
    "a library named like a cabinet file in --out is refused, untouched",
    arguments: ["index.html", "trophies.md", "tiles-to-explore.gpx", "share/library.sqlite"])
  func cabinetName(name: String) throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    let library = out.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: library.deletingLastPathComponent(), withIntermediateDirectories: true)
    let imported = runTrophies(["import", runs.path, "--library", library.path])
    #expect(imported.0 == 0, "\(imported.2)")
    let before = try Data(contentsOf: library)
    let result = runTrophies(["report", "--library", library.path, "--out", out.path])
    #expect(result.0 == 2, "\(result.2)")
    #expect(result.2.contains("which the report writes: choose another --out folder"))
    #expect(try Data(contentsOf: library) == before)
    // Nothing of a cabinet was written beside it.
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(written == [name.split(separator: "/")[0].description])
  }

  @Test("a hard link to the library under a cabinet name is refused too")
  func hardLink() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let library = root.appendingPathComponent("library.sqlite")
    #expect(runTrophies(["import", runs.path, "--library", library.path]).0 == 0)
    let out = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.linkItem(at: library, to: out.appendingPathComponent("index.html"))
    let result = runTrophies(["report", "--library", library.path, "--out", out.path])
    #expect(result.0 == 2, "\(result.2)")
  }

  @Test("a library beside the cabinet under its own name is reported")
  func besideIsFine() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let library = root.appendingPathComponent("out/library.sqlite")
    #expect(runTrophies(["import", runs.path, "--library", library.path]).0 == 0)
    let result = runTrophies(["report", "--library", library.path, "--out", root.path + "/out"])
    #expect(result.0 == 0, "\(result.2)")
    #expect(result.1.contains("3 workouts"), "\(result.1)")
  }
}
