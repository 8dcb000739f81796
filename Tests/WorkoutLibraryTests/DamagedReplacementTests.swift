import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// The library's rule for a stored path whose new content reads as damaged (issue 17, break-it
/// L3), on parsed files as the readers give them: kept when the new reading failed, was skipped
/// or was cut short and holds fewer workouts than stored; replaced otherwise. Counts by hand.
@Suite("library store: a damaged new reading of a stored path")
struct DamagedReplacementTests {
  /// `path` with content `hash` holding workouts on the days given (May 1 + day, 600 s each).
  static func file(_ path: String, hash: UInt64, days: [Int]) -> ParsedFile {
    parsedFile(
      path, format: .gpx, hash: ContentHash(high: hash, low: hash),
      workouts: days.map { (may1(Double($0) * 86_400), 600) })
  }

  static func cut(_ file: ParsedFile, _ code: ImportWarning.Code) -> ParsedFile {
    var cut = file
    cut.warnings = [ImportWarning(code, "cut")]
    return cut
  }

  @Test(
    "cut short with fewer workouts: the 3 stored stay, listed failed",
    arguments: [
      ImportWarning.Code.gzipDamaged, .xmlBrokenOff, .fitTruncated, .fitStopped, .archiveDamaged,
      .csvBrokenOff,
    ])
  func cutShort(code: ImportWarning.Code) throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([Self.file("a.gpx", hash: 1, days: [0, 1, 2])], stamps: [:])
    let library = try temporary.open()
    let outcome = try library.store(
      [Self.cut(Self.file("a.gpx", hash: 2, days: [0]), code)], stamps: [:])
    #expect(outcome.keptWorkouts == 3)
    #expect(outcome.failedFiles.map { $0.error?.category } == [.malformed])
    #expect(try library.countedWorkoutCount() == 3)
    #expect(try library.files().map(\.contentHash) == [ContentHash(high: 1, low: 1)])
  }

  @Test("a warning that is no damage, or unreadable records with as many workouts, replaces")
  func replaced() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [Self.file("a.gpx", hash: 1, days: [0, 1]), Self.file("b.csv", hash: 3, days: [5, 6])],
      stamps: [:])
    let library = try temporary.open()
    let outcome = try library.store(
      [
        Self.cut(Self.file("a.gpx", hash: 2, days: [0]), .fitCRCMismatch),
        Self.cut(Self.file("b.csv", hash: 4, days: [5, 6, 7]), .stravaRowUnreadable),
      ], stamps: [:])
    #expect(outcome.keptWorkouts == 0)
    #expect(outcome.failedFiles.isEmpty)
    // a.gpx: 1 (its new reading); b.csv: 3.
    #expect(try library.countedWorkoutCount() == 4)
  }

  /// Break-it F1: one file holds one recording, so its cut copy gives as many workouts (1 of
  /// 1), each shorter; and a cut reading that gives more is still cut.
  @Test(
    "cut short with as many or more workouts: the stored ones stay",
    arguments: [[0], [0, 1, 2]])
  func cutSameCount(days: [Int]) throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([Self.file("a.gpx", hash: 1, days: [0])], stamps: [:])
    let library = try temporary.open()
    let outcome = try library.store(
      [Self.cut(Self.file("a.gpx", hash: 2, days: days), .xmlBrokenOff)], stamps: [:])
    #expect(outcome.keptWorkouts == 1)
    #expect(try library.files().map(\.contentHash) == [ContentHash(high: 1, low: 1)])
  }

  /// Break-it F3: a CSV re-saved by a spreadsheet (dates rewritten) or cut inside a row gives
  /// fewer manual entries, each lost row `strava_row_unreadable`.
  @Test("unreadable records with fewer workouts: the stored ones stay")
  func unreadableFewer() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [Self.file("activities.csv", hash: 1, days: [0, 1, 2])], stamps: [:])
    let library = try temporary.open()
    let outcome = try library.store(
      [Self.cut(Self.file("activities.csv", hash: 2, days: [0]), .stravaRowUnreadable)],
      stamps: [:])
    #expect(outcome.keptWorkouts == 3)
    #expect(try library.countedWorkoutCount() == 3)
    let message = outcome.failedFiles.first?.error?.message ?? ""
    #expect(message.hasPrefix("with records that cannot be read (strava_row_unreadable)"))
  }

  /// Break-it F9: two paths of one content, both cut, keep its 3 workouts once.
  @Test("two cut paths of one content count its kept workouts once")
  func twoPaths() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [
        Self.file("a.gpx", hash: 1, days: [0, 1, 2]), Self.file("b.gpx", hash: 1, days: [0, 1, 2]),
      ],
      stamps: [:])
    let library = try temporary.open()
    let outcome = try library.store(
      [
        Self.cut(Self.file("a.gpx", hash: 2, days: [0]), .xmlBrokenOff),
        Self.cut(Self.file("b.gpx", hash: 2, days: [0]), .xmlBrokenOff),
      ], stamps: [:], batchSize: 1)
    #expect(outcome.failedFiles.count == 2)
    #expect(outcome.keptWorkouts == 3)
  }

  @Test("a held-back export cut short with fewer workouts keeps the 5 stored, unread")
  func heldBack() throws {
    let temporary = try TemporaryLibrary()
    let source = "apple_health_export/export.xml"
    _ = try temporary.open().store(
      [HeldBackStoreTests.heldBack(source, hash: 7, count: 5)], stamps: [:],
      heldBack: HeldBackStoreTests.reader([HeldBackStoreTests.workouts(source, from: 0, count: 5)]))
    let library = try temporary.open()
    var cut = HeldBackStoreTests.heldBack(source, hash: 8, count: 4)
    cut.warnings = [ImportWarning(.xmlBrokenOff, "cut")]
    var reads = 0
    let outcome = try library.store(
      [cut], stamps: [:],
      heldBack: { file, _ in
        reads += 1
        return file
      })
    #expect(reads == 0)
    #expect(outcome.keptWorkouts == 5)
    #expect(try library.countedWorkoutCount() == 5)
  }
}
