import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Contents that move between the files of a run (a rename and a new file under the old name,
/// two files swapping contents, a rotation, same-named archive members in another order) never
/// cost a workout (issue 17, break-it F5: the moved content was taken for known, then deleted
/// with the path that used to hold it). Expected counts are worked out by hand per case.
@Suite("library store: contents moving between paths keep their workouts")
struct MovedContentTests {
  /// One content: its hash and its one workout's start and duration.
  struct Content: Sendable, CustomStringConvertible {
    var hash: UInt64
    var start: Double
    var duration: Double
    var description: String { "content \(hash)" }
  }

  /// A recording on 1 May.
  static let x = Content(hash: 1, start: 0, duration: 900)
  /// Another recording, a day later.
  static let y = Content(hash: 2, start: 86_400, duration: 900)
  /// Another file of recording `x` (1 s later, 10 s shorter: a duplicate by the 2 s / 60 s rule).
  static let xCopy = Content(hash: 3, start: 1, duration: 890)

  /// One case: the run before, the run after (paths in input order), counted workouts after.
  struct Move: Sendable, CustomStringConvertible {
    var name: String
    var before: [(String, Content)]
    var after: [(String, Content)]
    var counted: Int
    var description: String { name }
  }

  static let moves: [Move] = [
    Move(
      name: "rename, then a new recording under the old name",
      before: [("d/run.gpx", x)], after: [("d/2024-run.gpx", x), ("d/run.gpx", y)], counted: 2),
    Move(
      name: "two files swap contents",
      before: [("A.gpx", x), ("B.gpx", y)], after: [("A.gpx", y), ("B.gpx", x)], counted: 2),
    Move(
      name: "same-named archive members in another order",
      before: [("e.zip!/a.gpx", x), ("e.zip!/a.gpx (entry 2)", y)],
      after: [("e.zip!/a.gpx", y), ("e.zip!/a.gpx (entry 2)", x)], counted: 2),
    Move(
      name: "three files rotate contents, two of them one recording",
      before: [("A.gpx", x), ("B.gpx", xCopy), ("C.gpx", y)],
      after: [("A.gpx", xCopy), ("B.gpx", y), ("C.gpx", x)], counted: 2),
  ]

  func file(_ path: String, _ content: Content) -> ParsedFile {
    parsedFile(
      path, format: .gpx, hash: ContentHash(high: content.hash, low: content.hash),
      workouts: [(may1(content.start), content.duration)])
  }

  @Test(
    "every file of the run keeps its content's workouts, credited to a file holding it",
    arguments: moves, [1, 500])
  func moved(move: Move, batchSize: Int) throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(move.before.map(file), stamps: [:], batchSize: batchSize)
    let outcome = try temporary.open().store(
      move.after.map(file), stamps: [:], batchSize: batchSize)
    #expect(outcome.failedFiles.isEmpty)
    let library = try temporary.open()
    for (path, content) in move.after {
      let key = ContentHash(high: content.hash, low: content.hash).description
      // One workout per content, stored once, whatever the path.
      #expect(
        try library.database.integer(
          "SELECT count(*) FROM workouts WHERE content_key = '\(key)'") == 1, "\(path)")
      // Credited to a path that holds that content now.
      #expect(
        try library.database.integer(
          "SELECT count(*) FROM workouts JOIN files ON files.path = workouts.source "
            + "AND files.content_key = workouts.content_key WHERE workouts.content_key = '\(key)'")
          == 1, "\(path)")
    }
    #expect(
      try library.database.integer("SELECT count(*) FROM workouts") == Int64(move.after.count))
    #expect(try library.countedWorkoutCount() == move.counted)
    // Nothing left to store: a third run finds every content known.
    let third = try library.store(move.after.map(file), stamps: [:], batchSize: batchSize)
    #expect(third.newFiles.isEmpty)
    #expect(third.alreadyStoredWorkouts == move.after.count)
  }
}
