import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A large FIT file is not held whole beside its points (issue 17): the decoder says which
/// bytes it will not read again, and keeps the file CRC as it goes, so the reader can give
/// their memory back (``DocumentFeed`` does, with `madvise`). Checked here by overwriting the
/// released bytes with garbage: a decoder that read them again (the CRC over the whole part at
/// its end, as before) would see it.
@Suite("FIT bytes released as decoded")
struct FITStreamingTests {
  static let t0: Int64 = 1_000_000_000

  /// 200,000 one-second records at 120 bpm (file_id, then 18 bytes a record: 3,600,000 bytes,
  /// 3.43 MiB), one session.
  static func bigRide(crcDelta: UInt16 = 0) -> [UInt8] {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for step in 0..<200_000 { fit.record(time: t0 + Int64(step), heartRate: 120) }
    fit.session(start: t0, elapsedMs: 199_999_000, centimetres: 0xFFFF_FFFF)
    return fit.file(crcDelta: crcDelta)
  }

  /// Reads `bytes` with a release hook that fills every released byte with 0xA5; returns the
  /// result and the offsets released.
  static func readReleasing(_ bytes: [UInt8]) -> (ParsedFile, [Int]) {
    var copy = bytes
    var offsets: [Int] = []
    let file = copy.withUnsafeMutableBytes { buffer in
      FITReader.read(
        UnsafeRawBufferPointer(buffer), source: "big.fit", limits: .standard,
        release: { offset in
          offsets.append(offset)
          UnsafeMutableRawBufferPointer(rebasing: buffer[0..<offset])
            .initializeMemory(as: UInt8.self, repeating: 0xA5)
        })
    }
    return (file, offsets)
  }

  @Test("released bytes are never read again: same workout, no CRC warning")
  func sameResult() throws {
    let bytes = Self.bigRide()
    let plain = bytes.withUnsafeBytes {
      FITReader.read($0, source: "big.fit", limits: .standard)
    }
    let (released, offsets) = Self.readReleasing(bytes)
    let sameWorkouts = released.workouts == plain.workouts  // a Bool: no 200,000-point dump
    #expect(sameWorkouts)
    #expect(released.warnings == plain.warnings)
    #expect(released.warnings.isEmpty)
    // 3.43 MiB in steps of at least 1 MiB: three releases (near 1, 2 and 3 MiB), increasing.
    #expect(offsets.count == 3)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 >= FITDecoder.releaseStep })
    let workout = try #require(released.workouts.first)
    #expect(workout.summary.trackpointCount == 200_000)
  }

  /// A stored CRC off by one is still found when the CRC is kept up as bytes are released.
  @Test("a CRC mismatch is still found")
  func crcMismatch() {
    let (file, offsets) = Self.readReleasing(Self.bigRide(crcDelta: 1))
    #expect(!offsets.isEmpty)
    #expect(file.warnings.map(\.code) == [.fitCRCMismatch])
  }

  /// Points keep their record's time exactly (no separate array of times is kept): FIT time
  /// t0 + i is Unix 1,631,065,600 + i (see FITDecoderTests).
  @Test("every point keeps its record's whole-second time")
  func pointTimes() throws {
    let (file, _) = Self.readReleasing(Self.bigRide())
    let points = try #require(file.workouts.first?.segments.first?.points)
    #expect(points.count == 200_000)
    let expected = (0..<200_000).map { Date(timeIntervalSince1970: 1_631_065_600 + Double($0)) }
    #expect(points.map(\.time) == expected)
    #expect(
      points.map(FITActivityBuilder.fitSeconds)
        == (0..<200_000).map { Double(Self.t0) + Double($0) })
  }
}
