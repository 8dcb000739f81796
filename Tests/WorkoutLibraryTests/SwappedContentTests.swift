import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Break-it F5: two files that swap contents between imports (`mv A t; mv B A; mv t B`), or a
/// file renamed with a new file under its old name, lost a workout for good: storing `A` with
/// `B`'s old content dropped `A`'s old content (no `files` row held it any more: `B`'s row still
/// named its own old content), then `B` dropped its old content for the same reason, though `A`
/// holds it now. A content that a file of the run holds is never dropped. Expected by hand:
/// X (May 1, 06:00) and Y (May 2, 06:00) are two workouts, whichever file holds which.
@Suite("contents moving between files are kept")
struct SwappedContentTests {
  static let x = (ContentHash(high: 1, low: 1), may1())
  static let y = (ContentHash(high: 2, low: 2), may1(86_400))

  static func file(_ path: String, _ content: (ContentHash, Date)) -> ParsedFile {
    parsedFile(path, format: .gpx, hash: content.0, workouts: [(content.1, 600)])
  }

  @Test("two files swap contents: both workouts stay, each credited to a file holding it")
  func swap() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [Self.file("A.gpx", Self.x), Self.file("B.gpx", Self.y)], stamps: [:])
    let library = try temporary.open()
    _ = try library.store([Self.file("A.gpx", Self.y), Self.file("B.gpx", Self.x)], stamps: [:])
    #expect(try library.countedWorkoutCount() == 2)
    let files = try library.files()
    #expect(files.map(\.source) == ["A.gpx", "B.gpx"])
    #expect(files.map { $0.workouts.first?.summary.startUTC } == [Self.y.1, Self.x.1])
    #expect(files.map { $0.workouts.first?.source } == ["A.gpx", "B.gpx"])
  }

  /// Break-it F2: `A.gpx` and `C.gpx` identical, then `A.gpx` holds another recording: the old
  /// workout is `C.gpx`'s, the only file holding it (column and blob alike).
  @Test("a content kept for a second path is credited to it once the first path changes")
  func credit() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [Self.file("A.gpx", Self.x), Self.file("C.gpx", Self.x)], stamps: [:])
    let library = try temporary.open()
    _ = try library.store([Self.file("A.gpx", Self.y)], stamps: [:])
    let files = try library.files()
    #expect(files.map(\.source) == ["A.gpx", "C.gpx"])
    #expect(files.map { $0.workouts.map(\.source) } == [["A.gpx"], ["C.gpx"]])
    let column = try library.database.prepare("SELECT source FROM workouts ORDER BY start_ms")
    var sources: [String] = []
    while try column.step() { sources.append(column.text(0) ?? "") }
    #expect(sources == ["C.gpx", "A.gpx"])
  }

  @Test("a file renamed and a new file under its old name: both workouts stay")
  func rename() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([Self.file("run.gpx", Self.x)], stamps: [:])
    let library = try temporary.open()
    // In folder order: the renamed file comes first.
    _ = try library.store(
      [Self.file("2024-run.gpx", Self.x), Self.file("run.gpx", Self.y)], stamps: [:])
    #expect(try library.countedWorkoutCount() == 2)
    #expect(try library.files().map { $0.workouts.count } == [1, 1])
  }
}
