import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// FIT sessions dated outside 1980 … tomorrow (a damaged file's timestamps) are refused like
/// XML times out of that range. FIT time is seconds since 1989-12-31T00:00:00Z (631 065 600 s
/// after 1970): 3 600 000 000 s later is 2104-01-29, past tomorrow.
@Suite("FIT times out of range")
struct FITImplausibleTimeTests {
  @Test("a session in 2104 is refused; one in 2021 is kept")
  func outOfRange() throws {
    var late = FITFileBuilder.recording([3_600_000_000, 3_600_000_001, 3_600_000_002])
    late.session(start: 3_600_000_000, elapsedMs: 2000)
    let refused = WorkoutFileReader.read(data: Data(late.file()), source: "late.fit")
    #expect(refused.workouts.isEmpty)
    #expect(refused.error?.category == .noTimestamps)
    #expect(refused.warnings.contains { $0.code == .timestampImplausible && $0.count == 1 })

    // 1 000 000 000 s after the FIT epoch is 2021-09-08T01:46:40Z: kept.
    var good = FITFileBuilder.recording([1_000_000_000, 1_000_000_001, 1_000_000_002])
    good.session(start: 1_000_000_000, elapsedMs: 2000)
    let kept = WorkoutFileReader.read(data: Data(good.file()), source: "good.fit")
    #expect(kept.error == nil)
    #expect(kept.workouts.count == 1)
  }
}
