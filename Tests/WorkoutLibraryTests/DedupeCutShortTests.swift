import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// A stored copy read cut short never stays the counted copy over a whole copy of the same
/// recording (break-it pass 7 B10): an interrupted FIT download (`fit_truncated`, its session
/// kept: the whole file's start and duration) imported first kept the whole file, imported
/// later, a duplicate, and the records only the whole file holds were not earned.
@Suite("library dedupe: a whole copy is counted over a stored cut one")
struct DedupeCutShortTests {
  /// A file of one run at May 1 06:00 UTC, 3 600 s, under content `hash`, read cut short with
  /// warning `cut` when given, naming `gear`.
  static func copy(
    _ source: String, hash: UInt64, cut: ImportWarning.Code? = nil, gear: String? = nil
  ) -> ParsedFile {
    var file = parsedFile(
      source, format: .fit, hash: ContentHash(high: hash, low: hash),
      workouts: [(may1(), 3_600)])
    if let cut { file.warnings = [ImportWarning(cut, "cut")] }
    file.workouts[0].gear = gear
    return file
  }

  /// Each stored workout's source and the source of the row its `duplicate_of` names, by row id.
  static func rows(_ library: WorkoutLibrary) throws -> [[String?]] {
    let rows = try library.database.prepare(
      "SELECT copy.source, kept.source FROM workouts AS copy "
        + "LEFT JOIN workouts AS kept ON kept.id = copy.duplicate_of ORDER BY copy.id")
    var result: [[String?]] = []
    while try rows.step() { result.append([rows.text(0), rows.text(1)]) }
    return result
  }

  @Test(
    "a stored cut copy and the row pointing at it become copies of the whole one imported later")
  func acrossRuns() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [
        Self.copy("dl/run.fit", hash: 1, cut: .fitTruncated),
        Self.copy("dl/run-2.fit", hash: 2, cut: .fitStopped),
      ], stamps: [:])
    #expect(
      try Self.rows(temporary.open()) == [["dl/run.fit", nil], ["dl/run-2.fit", "dl/run.fit"]])
    let whole = try temporary.open().store([Self.copy("dl/run (1).fit", hash: 3)], stamps: [:])
    #expect(whole.newWorkouts == 1)
    let library = try temporary.open()
    #expect(
      try Self.rows(library) == [
        ["dl/run.fit", "dl/run (1).fit"], ["dl/run-2.fit", "dl/run (1).fit"],
        ["dl/run (1).fit", nil],
      ])
    #expect(try library.countedWorkoutCount() == 1)
    #expect(try library.files().filter { !$0.workouts.isEmpty }.map(\.source) == ["dl/run (1).fit"])
    // The cut copy is no longer an anchor: another whole copy is a duplicate of the whole one.
    let again = try temporary.open().store([Self.copy("garmin/run.fit", hash: 4)], stamps: [:])
    #expect(again.newWorkouts == 0)
    #expect(again.newFiles.first?.duplicates.first?.countedIn == "dl/run (1).fit")
    #expect(try temporary.open().countedWorkoutCount() == 1)
  }

  @Test("one run, the cut copy first: the whole one is counted", arguments: [1, 100])
  func withinOneRun(batchSize: Int) throws {
    let temporary = try TemporaryLibrary()
    let outcome = try temporary.open().store(
      [Self.copy("dl/run.fit", hash: 1, cut: .fitTruncated), Self.copy("dl/run (1).fit", hash: 2)],
      stamps: [:], batchSize: batchSize)
    #expect(outcome.newWorkouts == 1)
    #expect(
      outcome.newFiles.map { $0.duplicates.map(\.countedIn) } == [["dl/run (1).fit"], []])
    let library = try temporary.open()
    #expect(
      try Self.rows(library) == [["dl/run.fit", "dl/run (1).fit"], ["dl/run (1).fit", nil]])
    #expect(try library.countedWorkoutCount() == 1)
  }

  @Test("the whole copy stored first stays counted when the cut one comes later")
  func wholeFirst() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([Self.copy("dl/run.fit", hash: 1)], stamps: [:])
    let cut = try temporary.open().store(
      [Self.copy("dl/run (1).fit", hash: 2, cut: .fitTruncated)], stamps: [:])
    #expect(cut.newWorkouts == 0)
    #expect(
      try Self.rows(temporary.open()) == [["dl/run.fit", nil], ["dl/run (1).fit", "dl/run.fit"]])
  }

  @Test("a stored copy read whole stays counted over a later whole copy (input order)")
  func bothWhole() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([Self.copy("a.fit", hash: 1)], stamps: [:])
    _ = try temporary.open().store([Self.copy("b.fit", hash: 2)], stamps: [:])
    #expect(try Self.rows(temporary.open()) == [["a.fit", nil], ["b.fit", "a.fit"]])
  }

  @Test("the whole copy counted instead takes the gear of the stored cut copy")
  func gearCarried() throws {
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(
      [Self.copy("strava/run.fit", hash: 1, cut: .fitTruncated, gear: "Pegasus")], stamps: [:])
    _ = try temporary.open().store([Self.copy("garmin/run.fit", hash: 2)], stamps: [:])
    let counted = try temporary.open().files().flatMap(\.workouts)
    #expect(counted.map(\.source) == ["garmin/run.fit"])
    #expect(counted.map(\.gear) == ["Pegasus"])
  }
}
