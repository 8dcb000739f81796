import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Explorer tiles in the library: stored compactly in the workout blob (format 2), a blob of
/// format 1 (written before tiles) still loads with `explorerTiles` `nil`, and schema version 4
/// makes the next import read the files of such rows once and store them again with tiles.
@Suite("explorer tiles in the library")
struct ExplorerTilesStorageTests {
  typealias Tile = ExplorerTiles.Tile

  static func tiles() -> ExplorerTiles {
    // A track's worth of neighbours plus both corners of the map.
    var small = (0..<150).map { Tile(x: 70_406 + UInt32($0 % 30), y: 42_987 + UInt32($0 / 30)) }
    small += [Tile(x: 0, y: 0), Tile(x: 131_071, y: 131_071)]
    return ExplorerTiles(
      zoom14: small.map { Tile(x: $0.x >> 3, y: $0.y >> 3) }, zoom17: small)
  }

  static func workout(_ tiles: ExplorerTiles?) -> Workout {
    var workout = parsedFile(
      "a.gpx", format: .gpx, hash: nil, workouts: [(may1(), 600)]
    ).workouts[0]
    workout.explorerTiles = tiles
    return workout
  }

  @Test("tiles, none (nil) and an empty set each read back as written")
  func roundTrip() throws {
    for tiles in [Self.tiles(), nil, ExplorerTiles(zoom14: [], zoom17: [])] {
      let workout = Self.workout(tiles)
      let blob = WorkoutCodec.encode(workout)
      #expect(blob.first == 2)
      #expect(!WorkoutCodec.predatesTiles(blob))
      #expect(try WorkoutCodec.decode(blob, location: "t") == workout)
    }
  }

  /// 152 zoom-17 and 10 zoom-14 tiles: neighbours in a row differ by 1 (a varint 0, 1 byte);
  /// a new row is 131,072 − 29 further (3 bytes); the far corners are 5 bytes each.
  @Test("tiles take under 2 bytes each")
  func compact() {
    let tiles = Self.tiles()
    let with = WorkoutCodec.encode(Self.workout(tiles)).count
    let without = WorkoutCodec.encode(Self.workout(nil)).count
    #expect(with - without < 2 * (tiles.zoom14.count + tiles.zoom17.count))
  }

  /// The seed blobs are format 1, stored by a real import of SampleData before tiles.
  @Test(
    "a blob written before tiles loads with no tiles, and is written again as format 2",
    arguments: ["seed-short-workout.bin", "seed-long-workout.bin", "seed-swim-workout.bin"])
  func formatOne(name: String) throws {
    let blob = try CodecFixtureTests.bytes(name)
    #expect(blob.first == 1)
    #expect(WorkoutCodec.predatesTiles(blob))
    let workout = try WorkoutCodec.decode(blob, location: name)
    #expect(workout.explorerTiles == nil)
  }

  @Test(
    "a tile beyond the map, or more tiles than bytes, is damaged data",
    arguments: [
      // zoom 14: one tile of index 4^14 = 268,435,456 (varint 80 80 80 80 01).
      [0x01, 0x01, 0x80, 0x80, 0x80, 0x80, 0x01, 0x00],
      // zoom 14: two tiles, 4^14 − 1 then one more.
      [0x01, 0x02, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x00],
      // zoom 14: 100 tiles in 2 bytes.
      [0x01, 0x64, 0x00, 0x00],
    ] as [[UInt8]])
  func damaged(trailer: [UInt8]) throws {
    let blob = WorkoutCodec.encode(Self.workout(nil)).dropLast() + trailer
    #expect(throws: LibraryError.self) { try WorkoutCodec.decode(Array(blob), location: "t") }
  }

  /// A library as the previous release left it: schema version 3, rows of format 1.
  static func oldLibrary() throws -> (TemporaryLibrary, ParsedFile, [PathKey: FileStamp]) {
    let temporary = try TemporaryLibrary()
    var file = parsedFile(
      "x.zip!/a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1), workouts: [(may1(), 600)])
    file.workouts[0].explorerTiles = Self.tiles()
    let other = parsedFile(
      "b.gpx", format: .gpx, hash: ContentHash(high: 2, low: 2), workouts: [(may1(86_400), 600)])
    let stamps: [PathKey: FileStamp] = [
      "x.zip": FileStamp(path: "x.zip", size: 10, modificationNanoseconds: 5),
      "b.gpx": FileStamp(path: "b.gpx", size: 20, modificationNanoseconds: 6),
    ]
    _ = try temporary.open().store([file, other], stamps: stamps)
    _ = try temporary.open().store([], stamps: stamps)  // found unchanged: stamped in archives
    let database = try temporary.open().database
    // a.gpx's row as format 1 (no tiles); b.gpx's stays format 2.
    var old = file.workouts[0]
    old.explorerTiles = nil
    let blob = [UInt8](WorkoutCodec.encode(old).dropLast().dropFirst())
    try database.prepare("UPDATE workouts SET data = ? WHERE source = 'x.zip!/a.gpx'").run([
      [1] + blob
    ])
    // Version 3 had no report memory (version 5's tables).
    try database.execute("DROP TABLE report_shown; DROP TABLE reports; PRAGMA user_version = 3")
    return (temporary, file, stamps)
  }

  @Test("opening a version-3 library marks the files of rows without tiles, and their archives")
  func migrationMarks() throws {
    let (temporary, _, stamps) = try Self.oldLibrary()
    let library = try temporary.open()
    #expect(try library.database.userVersion == LibrarySchema.currentVersion)
    let after = try library.stamps()
    #expect(after["x.zip"]?.size == -1)
    #expect(after["b.gpx"] == stamps["b.gpx"])
    // The old row still loads, without tiles.
    let read = try library.files()
    #expect(read.first { $0.source == "x.zip!/a.gpx" }?.workouts.first?.explorerTiles == nil)
  }

  @Test("the next import stores the marked file again with its tiles; the one after opens nothing")
  func reimport() throws {
    let (temporary, file, stamps) = try Self.oldLibrary()
    _ = try temporary.open()  // migrated
    let outcome = try temporary.open().store([file], stamps: stamps)
    #expect(outcome.newWorkouts == 1)
    let library = try temporary.open()
    let read = try library.files()
    let stored = read.first { $0.source == "x.zip!/a.gpx" }?.workouts.first
    #expect(stored?.explorerTiles == Self.tiles())
    // Every stamp as on disk again: the next import finds both inputs unchanged.
    let after = try library.stamps()
    #expect(after["x.zip"] == stamps["x.zip"])
    #expect(after["b.gpx"] == stamps["b.gpx"])
    let rows = try library.database.prepare("SELECT data FROM workouts")
    while try rows.step() { #expect(!WorkoutCodec.predatesTiles(rows.blob(0))) }
  }
}
