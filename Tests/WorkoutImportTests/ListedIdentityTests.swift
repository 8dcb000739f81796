import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A file is read only while it is the file its folder listing saw (issue 17, data loss): a file
/// put under a listed name between the listing and the opening is skipped with an `io` error,
/// not read in the listed file's place. The swap happens in ``Importer/isUnchanged``, which the
/// importer asks on its producer thread after the listing and before opening each file.
@Suite("a listed file is read only while it is the file listed")
struct ListedIdentityTests {
  /// A GPX run of 10 minutes named `name`.
  static func gpx(named name: String) -> String {
    ImporterTests.gpx.replacingOccurrences(of: "<trk>", with: "<trk><name>\(name)</name>")
  }

  static func importer(swap: @escaping @Sendable (FileStamp) -> Void) -> Importer {
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC", coordinateLookup: nil),
      keepsTrackpoints: false)
    importer.isUnchanged = { stamp in
      swap(stamp)
      return false
    }
    return importer
  }

  @Test("a file renamed over a listed name after the listing is skipped, not read")
  func replacedAfterListing() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("in")
    try folder.write(Self.gpx(named: "listed"), to: "in/a.gpx")
    try folder.write(Self.gpx(named: "other"), to: "other.gpx")
    let path = folder.path
    let importer = Self.importer { stamp in
      guard stamp.path.hasSuffix("/in/a.gpx") else { return }
      // The listed file moves away (kept, so its inode is not reused) and another takes its name.
      _ = rename(path + "/in/a.gpx", path + "/kept.gpx")
      _ = rename(path + "/other.gpx", path + "/in/a.gpx")
    }
    let files = importer.importFiles([folder.path + "/in"])
    #expect(files.count == 1)
    let file = try #require(files.first)
    #expect(file.workouts.isEmpty)
    #expect(file.error?.category == .io)
    #expect(file.error?.message.contains("after its folder was listed") == true)
  }

  @Test("a file created under the listing of a non-UTF-8 name is not read in its place")
  func craftedNameAfterListing() throws {
    let folder = try TemporaryFolder()
    // `bad\xFF.gpx` (not UTF-8) and `bad\u{FFFD}.gpx` show alike, so the first is listed as
    // `bad\u{FFFD}.gpx (name bytes 626164ff2e677078)` (``RawPath/listed(_:)``).
    let invalid = Array(folder.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".gpx".utf8)
    let text = Array(Self.gpx(named: "not utf-8").utf8)
    let written = invalid.withUnsafeBufferPointer { name -> Bool in
      let terminated = Array(name) + [0]
      return terminated.withUnsafeBufferPointer { pointer in
        pointer.withMemoryRebound(to: CChar.self) { cPath in
          guard let handle = fopen(cPath.baseAddress!, "w") else { return false }
          defer { fclose(handle) }
          return fwrite(text, 1, text.count, handle) == text.count
        }
      }
    }
    try #require(written)
    try folder.write(Self.gpx(named: "shown"), to: "bad\u{FFFD}.gpx")
    let path = folder.path
    let crafted = "bad\u{FFFD}.gpx (name bytes 626164ff2e677078)"
    let importer = Self.importer { stamp in
      // Listed before the other (byte order: EF BF BD < FF); the crafted file appears then.
      guard stamp.path.hasSuffix("/bad\u{FFFD}.gpx") else { return }
      try? Data(Self.gpx(named: "crafted").utf8).write(
        to: URL(fileURLWithPath: path + "/" + crafted))
    }
    let files = importer.importFiles([folder.path])
    let names = files.flatMap(\.workouts).compactMap(\.name).sorted()
    #expect(names == ["not utf-8", "shown"])
    #expect(files.allSatisfy { $0.error == nil })
  }
}
