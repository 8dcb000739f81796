import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// The five runs of `../shared/cases/efforts` (built so that the right answer is known: constant
/// speed, invented tracks; right values from its README), read from the files as a user's would
/// be; skipped when the cases are absent.
@Suite("Effort cases", .enabled(if: Fixtures.hasEffortCases))
struct EffortCasesTests {
  static let folder = Fixtures.effortCases

  /// The only workout of the case file `name`.
  static func workout(_ name: String) throws -> Workout {
    let file = WorkoutFileReader.read(path: folder.appendingPathComponent(name).path)
    #expect(file.workouts.count == 1, "\(name)")
    return try #require(file.workouts.first)
  }

  @Test(
    "each run's records are verified and inside the README's range",
    arguments: [
      ("G1-tcx-lap-boundary-same-second.tcx", "running.5k", 1_199.76, 1_200.0),
      ("G1-tcx-lap-boundary-same-second.tcx", "running.2mi", 772.245, 772.485),
      ("G2-frozen-fix-catch-up.gpx", "running.1k", 329.3, 333.34),
      ("G2-frozen-fix-catch-up.gpx", "running.5k", 1_662.7, 1_666.67),
      ("G3-auto-pause-drift-15m.gpx", "running.1k", 333.33, 333.34),
      ("G3-auto-pause-drift-15m.gpx", "running.5k", 1_841.66, 1_841.67),
    ])
  func records(file: String, target: String, low: Double, high: Double) throws {
    let efforts = BestEffortFinder.efforts(for: try Self.workout(file)).filter {
      $0.target.id == target
    }
    #expect(efforts.map(\.check) == [.verified], "\(file) \(target)")
    let seconds = try #require(efforts.first?.elapsedSeconds)
    #expect(seconds >= low - 0.0005 && seconds <= high + 0.0005, "\(file) \(target): \(seconds)")
  }

  @Test(
    "a confirmed climb counts from its lowest to its highest point",
    arguments: [("E1-one-10m-bump.gpx", 10.0, 10.0), ("E2-40-rollers-8m.gpx", 320.0, nil)])
  func climbs(file: String, gain: Double, loss: Double?) throws {
    let summary = try Self.workout(file).summary
    #expect(abs((summary.elevationGainMeters ?? 0) - gain) < 1e-6)
    if let loss { #expect(abs((summary.elevationLossMeters ?? 0) - loss) < 1e-6) }
  }
}

extension Fixtures {
  /// `../shared/cases/efforts`, absent on users' machines.
  static let effortCases = cases.appendingPathComponent("efforts")

  /// Whether the effort cases are present.
  static let hasEffortCases = FileManager.default.fileExists(
    atPath: effortCases.appendingPathComponent("G1-tcx-lap-boundary-same-second.tcx").path)
}
