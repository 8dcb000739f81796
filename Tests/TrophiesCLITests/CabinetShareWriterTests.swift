import Foundation
import Testing

@testable import TrophiesCLI

/// The `share/` folder goes through the cabinet's one commit (issue 16): replaced whole with the
/// pages, never mixed with an earlier run's cards, put back on failure, finished after a kill,
/// and never swept away when trophies did not write it.
@Suite("share folder written whole")
struct CabinetShareWriterTests {
  typealias Files = [(name: String, bytes: [UInt8])]

  static let cards: Files = [
    ("a-1x1.svg", Array("new a".utf8)), ("a-9x16.png", Array("new png".utf8)),
  ]

  /// The old cabinet of ``CabinetWriterTests/folderWithOldCabinet()`` and an old `share/`
  /// holding `old-4x5.svg` ("old card").
  static func folderWithOldShare() throws -> URL {
    let folder = try CabinetWriterTests.folderWithOldCabinet()
    let share = folder.appendingPathComponent("share")
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: false)
    try Data("old card".utf8).write(to: share.appendingPathComponent("old-4x5.svg"))
    return folder
  }

  static func write(_ folder: URL, _ files: Files, share: Files?) throws {
    var console = Console(capturing: true)
    _ = try CabinetWriter(folder: folder.path).write(
      files, share: share.map(ShareFiles.init), console: &console)
  }

  static func contents(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("the new share folder replaces the old one whole, with the pages")
  func replacesWhole() throws {
    let folder = try Self.folderWithOldShare()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(folder, CabinetWriterTests.newCabinet, share: Self.cards)
    #expect(try Self.contents(folder) == ["index.html", "share", "trophies.md"])
    #expect(
      try Self.contents(folder.appendingPathComponent("share")) == ["a-1x1.svg", "a-9x16.png"])
    #expect(CabinetWriterTests.text(folder, "share/a-1x1.svg") == "new a")
    #expect(CabinetWriterTests.text(folder, "index.html") == "new html")
  }

  @Test("without --share an old share folder is left as it is")
  func leftAlone() throws {
    let folder = try Self.folderWithOldShare()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(folder, CabinetWriterTests.newCabinet, share: nil)
    #expect(CabinetWriterTests.text(folder, "share/old-4x5.svg") == "old card")
    #expect(CabinetWriterTests.text(folder, "index.html") == "new html")
  }

  @Test(
    "a share folder holding a file trophies did not write (or a link, or a file) changes nothing",
    arguments: ["holiday.jpg", "link", "file", "sub-1x1.svg/"])
  func foreignShare(what: String) throws {
    let folder = try CabinetWriterTests.folderWithOldCabinet()
    defer { try? FileManager.default.removeItem(at: folder) }
    let share = folder.appendingPathComponent("share")
    switch what {
    case "link":
      try FileManager.default.createSymbolicLink(atPath: share.path, withDestinationPath: "/tmp")
    case "file":
      try Data("mine".utf8).write(to: share)
    default:
      try FileManager.default.createDirectory(at: share, withIntermediateDirectories: false)
      if what.hasSuffix("/") {
        try FileManager.default.createDirectory(
          at: share.appendingPathComponent(what), withIntermediateDirectories: false)
      } else {
        try Data("mine".utf8).write(to: share.appendingPathComponent(what))
      }
    }
    #expect(throws: CLIError.self) {
      try Self.write(folder, CabinetWriterTests.newCabinet, share: Self.cards)
    }
    #expect(CabinetWriterTests.text(folder, "index.html") == "old html")
    #expect(try Self.contents(folder) == ["index.html", "share", "trophies.md"])
    if what == "holiday.jpg" {
      #expect(CabinetWriterTests.text(folder, "share/holiday.jpg") == "mine")
    }
  }

  @Test("card names are the formats' and nothing else")
  func cardNames() {
    for name in ["streak.days.7-1x1.svg", "year-2025-9x16.png", "x-4x5.svg"] {
      #expect(CabinetWriter.isCardName(name), "\(name)")
    }
    for name in [".x-1x1.svg", "-1x1.svg", "x-2x3.svg", "x-1x1.jpg", "a/b-1x1.svg", "é-1x1.svg"] {
      #expect(!CabinetWriter.isCardName(name), "\(name)")
    }
  }

  /// A commit whose share folder cannot be moved in (missing from the staging folder: ENOENT):
  /// the file replaced before it is put back from its `.previous` link, and the old `share`,
  /// moved aside first, is put back too.
  @Test("a share folder that cannot be moved in puts back the old one and the files")
  func rollback() throws {
    let folder = try Self.folderWithOldShare()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = CabinetWriter.stagingPrefix + "1"
    let staging = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    try Data("new md".utf8).write(to: staging.appendingPathComponent("trophies.md"))
    try FileManager.default.linkItem(
      at: folder.appendingPathComponent("trophies.md"),
      to: staging.appendingPathComponent("trophies.md.previous"))
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY)
    defer { close(directory) }
    #expect(throws: CLIError.self) {
      try CabinetWriter(folder: folder.path).commit(
        directory, staging: name, names: ["trophies.md", "share"])
    }
    #expect(CabinetWriterTests.text(folder, "trophies.md") == "old md")
    #expect(CabinetWriterTests.text(folder, "share/old-4x5.svg") == "old card")
    #expect(try Self.contents(folder) == ["index.html", "share", "trophies.md"])
  }

  /// A share folder moved in before a file that then fails goes back into staging (removed with
  /// it), and the old one returns.
  @Test("a file that fails after the share folder moved in puts the old share folder back")
  func rollbackAfterShare() throws {
    let folder = try Self.folderWithOldShare()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = CabinetWriter.stagingPrefix + "2"
    let staging = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: staging.appendingPathComponent("share"), withIntermediateDirectories: true)
    try Data("new a".utf8).write(to: staging.appendingPathComponent("share/a-1x1.svg"))
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY)
    defer { close(directory) }
    #expect(throws: CLIError.self) {
      try CabinetWriter(folder: folder.path).commit(
        directory, staging: name, names: ["share", "index.html"])
    }
    #expect(try Self.contents(folder.appendingPathComponent("share")) == ["old-4x5.svg"])
    #expect(try Self.contents(folder) == ["index.html", "share", "trophies.md"])
  }

  /// What a run killed during its commit leaves: index.html moved in, the new share folder in
  /// staging; `oldMovedAside`: killed between moving the old `share` to `share.previous` and
  /// the new one in (no `share` in the output folder at all).
  static func interruptedCommit(in folder: URL, oldMovedAside: Bool) throws {
    let name = CabinetWriter.stagingPrefix + "4243"
    let staging = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: staging.appendingPathComponent("share"), withIntermediateDirectories: true)
    try Data("new a".utf8).write(to: staging.appendingPathComponent("share/a-1x1.svg"))
    try Data("new html".utf8).write(to: folder.appendingPathComponent("index.html"))
    if oldMovedAside {
      try FileManager.default.moveItem(
        at: folder.appendingPathComponent("share"),
        to: staging.appendingPathComponent("share.previous"))
    }
    try CabinetWriterTests.marker(name, ["index.html", "share"]).write(
      to: folder.appendingPathComponent(CabinetWriter.commitName))
  }

  @Test(
    "a commit killed before or while the share folder moved is finished by the next run",
    arguments: [false, true])
  func rollForward(oldMovedAside: Bool) throws {
    let folder = try Self.folderWithOldShare()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.interruptedCommit(in: folder, oldMovedAside: oldMovedAside)
    var console = Console(capturing: true)
    try CabinetWriter(folder: folder.path).recover(console: &console)
    #expect(console.standardError.isEmpty)
    #expect(try Self.contents(folder) == ["index.html", "share", "trophies.md"])
    #expect(try Self.contents(folder.appendingPathComponent("share")) == ["a-1x1.svg"])
    #expect(CabinetWriterTests.text(folder, "index.html") == "new html")
  }

  @Test("a marker naming the share folder is trusted")
  func marker() {
    let text = CabinetWriterTests.marker(".trophies-staging-3", ["index.html", "share"])
    #expect(
      CabinetWriter.parseMarker(Array(text))
        == CabinetWriter.Marker(staging: ".trophies-staging-3", names: ["index.html", "share"]))
    let other = CabinetWriterTests.marker(".trophies-staging-3", ["index.html", "shared"])
    #expect(CabinetWriter.parseMarker(Array(other)) == nil)
  }
}
