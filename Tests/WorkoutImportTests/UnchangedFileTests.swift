import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// ``Importer/isUnchanged``: asked with each file's stamp before it is opened.
@Suite("importer skips unchanged files")
struct UnchangedFileTests {
  /// Stamps seen by the predicate, collected from the importer's threads.
  final class Seen: @unchecked Sendable {
    let lock = NSLock()
    var stamps: [FileStamp] = []
    var progress: [Int] = []
  }

  @Test("a file the predicate knows is neither read nor returned, and still counted as done")
  func skipsKnown() throws {
    let folder = try TemporaryFolder()
    try folder.write(ImporterTests.gpx, to: "known.gpx")
    try folder.write(ImporterTests.gpx, to: "new.gpx")
    // 2024-05-01T06:00:00.123456789Z as nanoseconds, set on known.gpx below.
    let nanoseconds: Int64 = 1_714_543_200_123_456_789
    var times = [
      timespec(tv_sec: 1_714_543_200, tv_nsec: 123_456_789),
      timespec(tv_sec: 1_714_543_200, tv_nsec: 123_456_789),
    ]
    #expect(utimensat(AT_FDCWD, folder.path + "/known.gpx", &times, 0) == 0)
    let seen = Seen()
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC", coordinateLookup: nil),
      keepsTrackpoints: false,
      progress: { done, _ in
        seen.lock.lock()
        seen.progress.append(done)
        seen.lock.unlock()
      })
    importer.isUnchanged = { stamp in
      seen.lock.lock()
      seen.stamps.append(stamp)
      seen.lock.unlock()
      return stamp.path.hasSuffix("known.gpx")
    }
    let files = importer.importFiles([folder.path])
    #expect(files.map(\.source) == [folder.path + "/new.gpx"])
    #expect(files.first?.workouts.count == 1)
    #expect(seen.progress.sorted() == [1, 2])
    let known = try #require(seen.stamps.first { $0.path.hasSuffix("known.gpx") })
    // The size is the text's UTF-8 length; the time is the one set above, to the nanosecond.
    #expect(known.size == Int64(ImporterTests.gpx.utf8.count))
    #expect(known.modificationNanoseconds == nanoseconds)
  }
}
