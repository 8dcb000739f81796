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
    #expect(WorkoutCodec.encode(workout) == blob)
    #expect(workout.summary.startUTC != nil)
  }

  @Test("a stored warnings blob of SampleData decodes and encodes back to the same bytes")
  func seedWarnings() throws {
    let blob = try Self.bytes("seed-warnings.bin")
    let warnings = try WorkoutCodec.decodeWarnings(blob, location: "w")
    #expect(!warnings.isEmpty)
    #expect(WorkoutCodec.encode(warnings) == blob)
  }
}
