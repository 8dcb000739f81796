import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import TrophiesCLI
@testable import TrophiesKit

/// `inspect` on an export of more than 10,000 workouts holds none of them (issue 17: a million
/// Apple Health workouts took 711 MB): the export is held back as `import` holds it back, the
/// duplicate rule runs on 16-byte keys read in a second pass, and each workout is read again as
/// it is written. What it prints must be what it printed holding them all.
@Suite("inspect holds no workout of a large export")
struct InspectHeldBackTests {
  /// Two copies of `health-same-start.xml` (a run, its copy 20 s longer, a walk: by hand the
  /// second run is a duplicate in the first export, and all three of the second export are
  /// duplicates of the first's), read holding back exports of more than `bound` workouts.
  static func session(bound: Int, in folder: URL) throws -> ImportSession {
    var paths: [String] = []
    for name in ["a", "b"] {
      let sub = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      let copy = sub.appendingPathComponent("export.xml")
      if !FileManager.default.fileExists(atPath: copy.path) {
        try FileManager.default.copyItem(at: InspectStreamingTests.export, to: copy)
      }
      paths.append(sub.path)
    }
    var options = ImportOptions()
    options.listsWorkouts = false
    options.homeTimeZone = "UTC"
    return try TrophiesImport.read(paths, options: options, heldExportWorkouts: bound)
  }

  @Test("the held-back session holds no workout and prints what holding them printed")
  func sameOutput() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let held = try Self.session(bound: 1, in: folder)
    let whole = try Self.session(bound: 1_000, in: folder)
    #expect(held.files.count == 2)
    #expect(held.files.allSatisfy { $0.workouts.isEmpty && $0.heldBack?.workoutCount == 3 })
    #expect(whole.files.map(\.workouts.count) == [3, 3])
    #expect(held.imported && whole.imported)
    // By hand: one duplicate in the first export, three in the second.
    #expect(held.files.map(\.duplicates.count) == [1, 3])
    for batch in [1, 2, 1000] {
      for (heldFile, wholeFile) in zip(held.files, whole.files) {
        var heldJSON = ""
        var wholeJSON = ""
        InspectJSON.writeLine(for: heldFile, batch: batch, stream: held.streamHeldBack) {
          heldJSON += $0
        }
        InspectJSON.writeLine(for: wholeFile, batch: batch, stream: whole.streamHeldBack) {
          wholeJSON += $0
        }
        #expect(heldJSON == wholeJSON)
        #expect(heldJSON == InspectJSON.object(for: wholeFile).text + "\n")
        var heldText = ""
        var wholeText = ""
        InspectCommand.writeHumanText(for: heldFile, batch: batch, stream: held.streamHeldBack) {
          heldText += $0
        }
        InspectCommand.writeHumanText(for: wholeFile, batch: batch) { wholeText += $0 }
        #expect(heldText == wholeText)
      }
    }
  }
}
