import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import TrophiesCLI

/// `inspect` on exports with many workouts in one file (issue 17): duplicates are told apart by
/// index, and the output is written in pieces that equal the whole object's text.
@Suite("inspect on large files")
struct InspectStreamingTests {
  static let export = InspectJSONTests.fixtures.appendingPathComponent("health-same-start.xml")

  /// The fixture holds two copies of one run starting 10:00 +01:00 (30 min and 30 min 20 s: the
  /// same recording by the rule, start 0 s and duration 20 s apart), then a walk at 12:00. By
  /// hand: the first copy is kept and counted, the second is the duplicate, the walk counts.
  /// Before, every workout sharing a duplicate's start was called a duplicate, the kept copy too
  /// (and the search per workout made a million workouts quadratic).
  @Test("of two copies with one start in one file, only the second is a duplicate")
  func sameStartInOneFile() throws {
    let (code, output, _) = runTrophies(["inspect", "--json", Self.export.path])
    #expect(code == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let workouts = try #require(object["workouts"] as? [[String: Any]])
    #expect(workouts.map { $0["counted"] as? Bool } == [true, false, true])
    #expect(
      workouts.map { $0["not_counted_reason"] as? String } == [nil, "duplicate", nil])
    let duplicates = try #require(object["duplicates"] as? [[String: Any]])
    #expect(duplicates.map { $0["start_utc"] as? String } == ["2025-03-16T09:00:00Z"])
  }

  /// The same without `--json`: the "not counted" note on the second line only.
  @Test("the text form marks only the second copy")
  func sameStartText() {
    let (_, output, _) = runTrophies(["inspect", Self.export.path])
    let lines = output.split(separator: "\n").filter { $0.hasPrefix("  running") }
    #expect(lines.count == 2)
    #expect(lines.map { $0.contains("(not counted: duplicate)") } == [false, true])
  }

  /// The pieces joined are the object's text plus a line end, for every batch size; no piece
  /// holds more than `batch` workouts (counted by their `"activity_raw"` keys).
  @Test("pieces of the JSON line join to the whole object", arguments: [1, 2, 3, 1000])
  func pieces(batch: Int) {
    var file = WorkoutFileReader.read(path: Self.export.path)
    file = DuplicateWorkouts.mark([file])[0]
    var pieces: [String] = []
    InspectJSON.writeLine(for: file, batch: batch) { pieces.append($0) }
    #expect(pieces.joined() == InspectJSON.object(for: file).text + "\n")
    #expect(pieces.count == 3 / batch + 1)
    for piece in pieces {
      #expect(piece.components(separatedBy: "\"activity_raw\"").count - 1 <= batch)
    }
  }
}
