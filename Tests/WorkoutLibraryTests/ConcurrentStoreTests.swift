import Dispatch
import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// Two imports writing one library at the same time (two `trophies import` started together).
@Suite("Concurrent stores")
struct ConcurrentStoreTests {
  /// `count` files, each with its own content key and one workout a day apart (so no two are
  /// duplicates of each other by the 2 s / 60 s rule).
  static func files(_ count: Int) -> [ParsedFile] {
    (0..<count).map { index in
      parsedFile(
        "export/\(index).gpx", format: .gpx,
        hash: ContentHash(high: 7, low: UInt64(index + 1)),
        workouts: [(may1(Double(index) * 86_400), 3_600)])
    }
  }

  @Test("two connections storing the same files at once store each workout once")
  func sameFilesTwice() throws {
    // Before each batch read the keys again when another connection had committed, both
    // stored the same workouts and one failed: UNIQUE constraint failed: workouts.content_key,
    // workouts.ordinal (17 of 150 paired `trophies import` runs). One file per batch makes the
    // two writers alternate as often as the lock allows.
    let files = Self.files(120)
    for _ in 0..<5 {
      let temporary = try TemporaryLibrary()
      _ = try temporary.open()  // created before the race: creation has its own test
      let failures = FailureList()
      let path = temporary.path
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        do {
          let library = try WorkoutLibrary(path: path)
          _ = try library.store(files, stamps: [:], batchSize: 1)
        } catch { failures.add("\(error)") }
      }
      #expect(failures.value == [])
      let library = try temporary.open()
      // 120 workouts, each stored once; each file has rows from both runs at most.
      #expect(try library.database.integer("SELECT count(*) FROM workouts") == 120)
      #expect(
        try library.database.integer("SELECT count(DISTINCT content_key) FROM workouts") == 120)
    }
  }
}
