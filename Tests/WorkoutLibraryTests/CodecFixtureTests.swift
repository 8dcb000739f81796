import Foundation
import Testing
import WorkoutModel

@testable import WorkoutLibrary

/// The `library` fuzz target's seeds and findings (`Tests/WorkoutLibraryTests/Fixtures/codec/`,
/// `scripts/fuzz/README.md`), each replayed through the codec: seeds are blobs a real import
/// stored (SampleData) and decode; findings must give a ``LibraryError``, never a trap.
@Suite("library codec fixtures")
struct CodecFixtureTests {
  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture("codec/" + name))))
  }

  @Test(
    "stored workouts of SampleData decode and encode back to the same bytes",
    arguments: ["seed-short-workout.bin", "seed-long-workout.bin", "seed-swim-workout.bin"])
  func seedWorkouts(name: String) throws {
    let blob = try Self.bytes(name)
    let workout = try WorkoutCodec.decode(blob, location: name)
    // The seeds are format 1 (before explorer tiles): written again as format 2, the same
    // bytes behind format byte 2 and a last byte 0 (no tiles).
    #expect(WorkoutCodec.encode(workout) == [2] + blob.dropFirst() + [0])
    #expect(workout.summary.startUTC != nil)
  }

  @Test("a stored warnings blob of SampleData decodes and encodes back to the same bytes")
  func seedWarnings() throws {
    let blob = try Self.bytes("seed-warnings.bin")
    let warnings = try WorkoutCodec.decodeWarnings(blob, location: "w")
    #expect(!warnings.isEmpty)
    #expect(WorkoutCodec.encode(warnings) == blob)
  }

  /// The short seed with its duration (bytes 127–134, 2,850 s) replaced by 10^22 s, as the
  /// Strava CSV of issue 17 stored it; the row form (`hostile-row-…`) is the same blob behind
  /// the fuzz target's 17 bytes of row columns.
  @Test("a stored duration of 10^22 s is damaged data, naming the byte")
  func hostileDuration() throws {
    #expect {
      try WorkoutCodec.decode(try Self.bytes("hostile-duration-1e22.bin"), location: "w")
    } throws: { error in
      (error as? LibraryError)?.message
        == "stored workout data is damaged (a number out of range (1e+22) at byte 135)"
    }
    let row = try Self.bytes("hostile-row-duration-1e22.bin")
    #expect(Array(row[17...]) == (try Self.bytes("hostile-duration-1e22.bin")))
  }
}

extension CodecFixtureTests {
  /// A break-it finding: a UTC offset stored as the 10-byte varint of −2^63 (zig-zag
  /// `0xFFFF_FFFF_FFFF_FFFF`: nine bytes 0xFF and 0x01, LEB128) trapped in `abs` before the
  /// range check, so every `report` and `achievements` on that library exited 132.
  @Test("a stored UTC offset of −2^63 s is damaged data, not a trap")
  func hostileOffset() throws {
    var workout = try WorkoutCodec.decode(try Self.bytes("seed-short-workout.bin"), location: "w")
    workout.writtenUTCOffsetSeconds = 3_600
    workout.timeZoneIdentifier = "Europe/Berlin"
    let blob = WorkoutCodec.encode(workout)
    // Flag 1, zig-zag 7,200 as LEB128 (0xA0 0x38), then the zone's length 13 and its bytes.
    let marker: [UInt8] = [1, 0xA0, 0x38, 13] + Array("Europe/Berlin".utf8)
    let at = try #require(
      blob.indices.first { blob[$0...].starts(with: marker) }, "the offset's bytes")
    let hostile =
      Array(blob[..<(at + 1)]) + [UInt8](repeating: 0xFF, count: 9) + [0x01]
      + Array(blob[(at + 3)...])
    #expect {
      try WorkoutCodec.decode(hostile, location: "w")
    } throws: { error in
      (error as? LibraryError)?.message.hasPrefix(
        "stored workout data is damaged (a UTC offset out of range") == true
    }
  }
}
