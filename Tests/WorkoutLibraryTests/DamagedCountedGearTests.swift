import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Carrying gear to the counted copy of a duplicate recording (break-it W4) read the stored
/// counted row and its stored copies; a damaged one (its blob does not decode) threw, and the
/// whole import failed with it. A damaged row is passed over instead: the counted row keeps what
/// it has, the other copies still give their gear, every file of the batch is stored.
@Suite("carrying gear past a damaged stored row")
struct DamagedCountedGearTests {
  /// A file of one run at May 1 06:00 UTC, 600 s (the recording of `a.gpx`'s first workout),
  /// with `gear`, under other content (`hash`).
  static func copy(_ source: String, hash: UInt64, gear: String?) -> ParsedFile {
    var file = parsedFile(
      source, format: .gpx, hash: ContentHash(high: hash, low: hash), workouts: [(may1(), 600)])
    file.workouts[0].gear = gear
    return file
  }

  /// The stored `data` blob of workout row `id`.
  static func data(_ library: WorkoutLibrary, _ id: Int64) throws -> [UInt8] {
    let row = try library.database.prepare("SELECT data FROM workouts WHERE id = ?")
    try row.bind([id])
    _ = try row.step()
    return row.blob(0)
  }

  @Test("a damaged counted row: the copy naming gear is stored, the batch goes on, the row stays")
  func damagedCounted() throws {
    let temporary = try TemporaryLibrary()
    let files = twoGPXFiles()
    _ = try temporary.open().store(files, stamps: [:])
    // Row 1 is a.gpx's first workout, the counted copy of the recording.
    try temporary.open().database.execute("UPDATE workouts SET data = x'01ff00' WHERE id = 1")
    let other = parsedFile(
      "c.gpx", format: .gpx, hash: ContentHash(high: 9, low: 9), workouts: [(may1(172_800), 60)])
    let outcome = try temporary.open().store(
      [Self.copy("a-strava.gpx", hash: 7, gear: "Pegasus"), other], stamps: [:])
    #expect(outcome.failedFiles.isEmpty)
    // c.gpx's run is new; the copy is a duplicate of row 1 (counted there, not new).
    #expect(outcome.newWorkouts == 1)
    #expect(outcome.newFiles.map(\.source) == ["a-strava.gpx", "c.gpx"])
    let library = try temporary.open()
    #expect(try Self.data(library, 1) == [0x01, 0xFF, 0x00])
    // 3 workouts before, the copy and c.gpx's run after.
    let rows = try library.database.prepare("SELECT count(*) FROM workouts")
    _ = try rows.step()
    #expect(rows.integer(0) == 5)
  }

  @Test("a damaged stored copy: the next copy's gear still goes to the counted row")
  func damagedCopy() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(twoGPXFiles(), stamps: [:])
    _ = try temporary.open().store([Self.copy("a-garmin.gpx", hash: 7, gear: nil)], stamps: [:])
    // Row 4 is the Garmin copy (a.gpx: rows 1, 2; b.gpx: row 3), a duplicate of row 1.
    try temporary.open().database.execute("UPDATE workouts SET data = x'01ff00' WHERE id = 4")
    let outcome = try temporary.open().store(
      [Self.copy("a-strava.gpx", hash: 8, gear: "Pegasus")], stamps: [:])
    #expect(outcome.failedFiles.isEmpty)
    let counted = try WorkoutCodec.decode(Self.data(temporary.open(), 1), location: "row 1")
    #expect(counted.gear == "Pegasus")
    #expect(try Self.data(temporary.open(), 4) == [0x01, 0xFF, 0x00])
  }
}
