import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// A chained FIT file (two parts, one after the other) cut inside its second part's header
/// reads as cut short (`fit_truncated`), not as trailing junk (break-it pass 5 F10: cut 1–13
/// bytes into the next part, the file read as whole, and the workout library replaced its two
/// stored workouts by one). The header bytes are the builder's own (14 bytes: size 14,
/// protocol 0x20, …, `.FIT`), so each cut is a prefix of a real header.
@Suite("FIT: a chained file cut in its next header")
struct FITCutChainTests {
  @Test("cut 1 to 13 bytes into the second part's header: fit_truncated", arguments: 1...13)
  func cutHeader(bytes: Int) {
    let ride = FITDecoderTests.simpleRide()
    let file = FITDecoderTests.read(ride + ride.prefix(bytes))
    let codes = file.warnings.map(\.code)
    #expect(codes.contains(.fitTruncated), "\(codes)")
    #expect(!codes.contains(.fitTrailingBytes), "\(codes)")
    #expect(file.workouts.count == 1)
  }

  @Test(
    "bytes that cannot start a header stay trailing bytes",
    arguments: [[0], [14, 0x50], [12, 0x10, 0, 0, 0, 0, 0, 0, 0x2E, 0x46, 0x49, 0x58]])
  func junk(tail: [UInt8]) {
    let file = FITDecoderTests.read(FITDecoderTests.simpleRide() + tail)
    let codes = file.warnings.map(\.code)
    #expect(codes.contains(.fitTrailingBytes), "\(codes)")
    #expect(!codes.contains(.fitTruncated), "\(codes)")
  }
}
