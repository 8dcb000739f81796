import Foundation
import Testing

@testable import TrophiesCLI

/// The cabinet is replaced whole or not at all (issue 10, `index-is-a-folder.sh`).
@Suite("cabinet written whole")
struct CabinetWriterTests {
  /// A fresh folder holding an earlier cabinet ("old md", "old html").
  static func folderWithOldCabinet() throws -> URL {
    let folder = try makeTemporaryFolder()
    try Data("old md".utf8).write(to: folder.appendingPathComponent("trophies.md"))
    try Data("old html".utf8).write(to: folder.appendingPathComponent("index.html"))
    return folder
  }

  static func text(_ folder: URL, _ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// Runs the writer on `folder` with a console that is thrown away.
  static func write(_ folder: String, _ files: [(name: String, bytes: [UInt8])]) throws
    -> [String]
  {
    var console = Console(capturing: true)
    return try CabinetWriter(folder: folder).write(files, console: &console)
  }

  /// The marker a run writes for `names` staged in `staging` (`CabinetWriter`, step 5).
  static func marker(_ staging: String, _ names: [String]) -> Data {
    Data((["trophies-commit 1", staging] + names).joined(separator: "\n").utf8 + [0x0A])
  }

  static let newCabinet: [(name: String, bytes: [UInt8])] = [
    ("trophies.md", Array("new md".utf8)), ("index.html", Array("new html".utf8)),
  ]

  @Test("replaces both files and leaves nothing else behind")
  func replacesBoth() throws {
    let folder = try Self.folderWithOldCabinet()
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try Self.write(folder.path, Self.newCabinet)
    #expect(
      written == ["trophies.md", "index.html"].map { folder.appendingPathComponent($0).path })
    #expect(Self.text(folder, "trophies.md") == "new md")
    #expect(Self.text(folder, "index.html") == "new html")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["index.html", "trophies.md"])
  }

  @Test("a folder where index.html belongs changes nothing")
  func targetIsAFolder() throws {
    let folder = try Self.folderWithOldCabinet()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("index.html"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("index.html"), withIntermediateDirectories: false)
    #expect(throws: CLIError.self) { try Self.write(folder.path, Self.newCabinet) }
    #expect(Self.text(folder, "trophies.md") == "old md")
  }

  /// A rename that fails after another file was replaced: the replaced one is put back from its
  /// `.previous` link. Here `index.html` is missing from the staging folder (rename: ENOENT).
  @Test("a failed rename puts back the files already replaced")
  func rollback() throws {
    let folder = try Self.folderWithOldCabinet()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = CabinetWriter.stagingPrefix + "1"
    let staging = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    try Data("new md".utf8).write(to: staging.appendingPathComponent("trophies.md"))
    try FileManager.default.linkItem(
      at: folder.appendingPathComponent("trophies.md"),
      to: staging.appendingPathComponent("trophies.md.previous"))
    try Self.marker(name, ["trophies.md", "index.html"]).write(
      to: folder.appendingPathComponent(CabinetWriter.commitName))
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY)
    defer { close(directory) }
    #expect(throws: CLIError.self) {
      try CabinetWriter(folder: folder.path).commit(
        directory, staging: name, names: ["trophies.md", "index.html"])
    }
    #expect(Self.text(folder, "trophies.md") == "old md")
    #expect(Self.text(folder, "index.html") == "old html")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["index.html", "trophies.md"])
  }

  /// A run killed between two renames leaves the marker and the rest of a complete cabinet in
  /// its staging folder; the next run into the folder finishes it first (here a run that writes
  /// nothing).
  @Test("a commit interrupted by a kill is finished by the next run")
  func rollForward() throws {
    let folder = try Self.folderWithOldCabinet()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.interruptedCommit(in: folder)
    let other = folder.appendingPathComponent(CabinetWriter.stagingPrefix + "99999")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
    _ = try Self.write(folder.path, [])
    #expect(Self.text(folder, "index.html") == "new html")
    #expect(Self.text(folder, "trophies.md") == "new md")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["index.html", "trophies.md"])
  }

  /// What a run killed between its two renames leaves in `folder`: trophies.md already moved
  /// in ("new md"), index.html ("new html") still in the staging folder the marker names.
  static func interruptedCommit(in folder: URL) throws {
    let name = CabinetWriter.stagingPrefix + "4242"
    let staging = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    try Data("new md".utf8).write(to: folder.appendingPathComponent("trophies.md"))
    try Data("new html".utf8).write(to: staging.appendingPathComponent("index.html"))
    try Self.marker(name, ["trophies.md", "index.html"]).write(
      to: folder.appendingPathComponent(CabinetWriter.commitName))
  }

  /// Naming the reason must not change the file system (the old formatter called `mkdir` to
  /// learn `errno`): a file stands where the output folder's parent should be.
  @Test("an unwritable output folder is reported without creating anything")
  func unwritableFolder() throws {
    let folder = try Self.folderWithOldCabinet()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocked = folder.appendingPathComponent("trophies.md/out").path
    let error = #expect(throws: CLIError.self) {
      try Self.write(blocked, Self.newCabinet)
    }
    #expect(error?.message == "cannot create the output folder (a file has its name)")
    #expect(Self.text(folder, "trophies.md") == "old md")
  }
}
