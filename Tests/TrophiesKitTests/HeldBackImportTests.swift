import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// An import into a library that holds back a large Apple Health export and stores it batch by
/// batch (issue 17) gives the library the same rows as one that holds every workout: compared
/// row by row, with the bound and batches made small (1 workout held, 2 per batch).
@Suite("import into a library: a large Apple Health export stored in batches")
struct HeldBackImportTests {
  /// The invented export of the reader tests (5 workouts, one with its route GPX beside it,
  /// one naming a missing route).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "WorkoutImportTests/Fixtures/AppleHealth/apple_health_export"
    ).path

  /// Every row of `path`'s `files` and `workouts` tables, in order, as text (the batch's time
  /// is in `batches`, not compared).
  static func rows(_ path: String) throws -> [String] {
    let library = try WorkoutLibrary(path: path)
    var rows: [String] = []
    for query in [
      "SELECT path, size, content_key, hash, format, creator, error_category, error_message, "
        + "warnings FROM files ORDER BY path",
      "SELECT id, content_key, ordinal, source, start_ms, duration_s, activity, duplicate_of, "
        + "hex(data) FROM workouts ORDER BY id",
    ] {
      let statement = try library.database.prepare(query)
      while try statement.step() {
        rows.append((0..<9).map { statement.text($0) ?? "NULL" }.joined(separator: "|"))
      }
    }
    return rows
  }

  /// An export of 7 workouts a day apart from 2024-05-01T06:00Z (600 s each), where the 3rd
  /// starts 1 s after the 2nd and lasts 20 s longer: one recording by the rule (2 s, 60 s), so
  /// with 2 per batch the copy is the first of the second batch.
  static func exportWithCopy(in folder: String) throws -> String {
    var body = ""
    for day in 0..<7 {
      let start = 1_714_543_200 + day * 86_400 + (day == 2 ? 1 - 86_400 : 0)
      let seconds = day == 2 ? 620 : 600
      let format = DateFormatter()
      format.locale = Locale(identifier: "en_US_POSIX")
      format.timeZone = TimeZone(identifier: "UTC")
      format.dateFormat = "yyyy-MM-dd HH:mm:ss"
      let from = format.string(from: Date(timeIntervalSince1970: Double(start)))
      let to = format.string(from: Date(timeIntervalSince1970: Double(start + seconds)))
      body +=
        " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"10\" "
        + "durationUnit=\"min\" sourceName=\"Watch\" startDate=\"\(from) +0000\" "
        + "endDate=\"\(to) +0000\"/>\n"
    }
    let path = folder + "/export.xml"
    try
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n" + body
      + "</HealthData>\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("the library holds the same rows as when every workout is held", arguments: [0, 1])
  func sameRows(input: Int) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-heldback-\(UUID())"
    ).path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let paths = input == 0 ? [Self.folder] : [try Self.exportWithCopy(in: scratch)]
    let options = ImportOptions(homeTimeZone: "Europe/Berlin")
    var outcomes: [LibraryImport] = []
    for (name, health) in [("whole", (Int.max - 1, 10)), ("batches", (1, 2))] {
      let library = try WorkoutLibrary(path: scratch + "/\(name).sqlite")
      outcomes.append(
        try TrophiesImport.store(
          paths, into: library, options: options, batchSize: 500,
          startedAt: Date(timeIntervalSince1970: 1_800_000_000), health: health))
    }
    let whole = try Self.rows(scratch + "/whole.sqlite")
    let batches = try Self.rows(scratch + "/batches.sqlite")
    #expect(!whole.isEmpty)
    #expect(batches == whole)
    #expect(outcomes[1].outcome.newFiles == outcomes[0].outcome.newFiles)
    #expect(outcomes[1].outcome.newWorkouts == outcomes[0].outcome.newWorkouts)
    if input == 1 {
      // 7 workouts, 1 copy (by hand: the 3rd is the 2nd's): 6 counted.
      #expect(outcomes[1].outcome.newWorkouts == 6)
      #expect(outcomes[1].outcome.duplicateCount == 1)
    }
  }
}
