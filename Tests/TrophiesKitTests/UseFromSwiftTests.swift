// Package.swift: .package(path: "../trophies") in `dependencies`, and in your target's
// .product(name: "TrophiesKit", package: "trophies") and the same for "WorkoutModel"
// (`package:` is the checkout's folder name: SwiftPM names a path dependency after it).
import Foundation
import Testing
import TrophiesKit
import WorkoutModel

/// Kilometres per activity type of the counted workouts under `folder`, and the files skipped.
func kilometres(in folder: String) throws -> (byType: [ActivityType: Double], skipped: [String]) {
  let options = ImportOptions(homeTimeZone: "Europe/Berlin")
  let session = try TrophiesImport.read([folder], options: options)
  var byType: [ActivityType: Double] = [:]
  for workout in session.workouts {
    byType[workout.activity, default: 0] += (workout.summary.distanceMeters ?? 0) / 1000
  }
  return (byType, session.skipped.map(\.source))
}

/// The README's "Use it from Swift" example, compiled as written there (the function above; a
/// test checks that its lines are the README's) and run on `Fixtures/Workouts`.
@Suite("use it from Swift")
struct UseFromSwiftTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let folder = here.appendingPathComponent("Fixtures/Workouts").path

  // run.gpx: 5 points 0.001° of latitude apart (4 steps), ride.gpx: 10 points (9 steps); a step
  // is 0.001 × π/180 × 6,371,008.8 m = 111.19508 m (python3: 4 * step / 1000 and 9 * step /
  // 1000). notes.gpx holds the text "not a workout".
  static let runKilometres = 0.44478032093413167
  static let rideKilometres = 1.0007557221017964

  @Test("the example gives the fixture folder's kilometres per type and its skipped file")
  func example() throws {
    let result = try kilometres(in: Self.folder)
    #expect(Set(result.byType.keys) == [.running, .cycling])
    #expect(abs(try #require(result.byType[.running]) - Self.runKilometres) < 1e-6)
    #expect(abs(try #require(result.byType[.cycling]) - Self.rideKilometres) < 1e-6)
    #expect(result.skipped == [Self.folder + "/notes.gpx"])
  }

  @Test("the README's example is the one compiled here, line for line")
  func verbatim() throws {
    let readme = try String(
      contentsOf: Self.here.appendingPathComponent("../../README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Use it from Swift"))
    let start = try #require(
      readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    let example = readme[start.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    // Every line of the example, in order, among this file's lines (this file adds imports).
    var position = source.startIndex
    for line in example {
      let found = source[position...].firstIndex(of: line)
      #expect(found != nil, "README line not in the test: \(line)")
      position = (found ?? position) + 1
    }
    #expect(example.count > 10)
  }
}
