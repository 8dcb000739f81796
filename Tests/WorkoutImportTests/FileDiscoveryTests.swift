import Foundation
import Testing

@testable import WorkoutImport

@Suite("file discovery")
struct FileDiscoveryTests {
  @Test(
    "finds the root element name after BOM, whitespace, declaration and comments",
    arguments: [
      ("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">", "gpx"),
      (
        "\u{FEFF}  \n<?xml version='1.0'?><!-- exported --><ns0:TrainingCenterDatabase>",
        "TrainingCenterDatabase"
      ),
      ("<gpx/>", "gpx"),
      ("# Notes\nthis mentions <gpx> in prose", nil),
      ("", nil),
    ] as [(String, String?)])
  func rootElement(text: String, name: String?) {
    #expect(FileDiscovery.rootElementName(Array(text.utf8)) == name)
  }

  @Test("expands folders recursively in sorted order, reading .gpx/.tcx and sniffed files only")
  func folders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-discovery-\(UUID())")
    let sub = root.appendingPathComponent("b")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let files: [(String, String)] = [
      ("a.GPX", "not even xml"),  // read by extension: gets a clear error later
      ("b/c.tcx", "<TrainingCenterDatabase/>"),
      ("b/export.xml", "<?xml version=\"1.0\"?><gpx/>"),  // sniffed
      ("README.md", "A <gpx> file collection"),  // not a workout
      (".hidden.gpx", "<gpx/>"),  // hidden: skipped
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }
    let found = FileDiscovery.files(for: [root.path]).map {
      String($0.dropFirst(root.path.count + 1))
    }
    #expect(found == ["a.GPX", "b/c.tcx", "b/export.xml"])
  }

  @Test("reads a file reached through overlapping inputs and a hard link once, at its first path")
  func sameFileOnce() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-once-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("run.gpx")
    try Data("<gpx/>".utf8).write(to: file)
    try FileManager.default.linkItem(at: file, to: root.appendingPathComponent("copy.gpx"))
    let found = FileDiscovery.files(for: [root.path, file.path, root.path + "/"])
    #expect(found == [root.path + "/copy.gpx"])
  }
}
