import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// A triathlon FIT file (issue 18, "Multisport transitions are not workouts"), built with
/// ``FITFileBuilder``; expected values worked out by hand from the sessions written. FIT time
/// 1 000 000 000 = 2021-09-08T01:46:40Z (Unix 1 631 065 600).
@Suite("FIT multisport")
struct FITMultisportTests {
  static let t0: Int64 = 1_000_000_000
  static let unix0 = 1_631_065_600.0

  /// Swim 0–900 s (1,500 m), T1 900–1,000 s (100 m), bike 1,000–2,500 s (40 km), T2
  /// 2,500–2,560 s (100 m), run 2,560–3,600 s (10 km); a record every 10 s.
  static func triathlon() -> ParsedFile {
    var fit = FITFileBuilder.recording((0...360).map { Self.t0 + $0 * 10 })
    let legs: [(start: Int64, seconds: Int64, sport: Int64, centimetres: Int64)] = [
      (0, 900, 5, 150_000), (900, 100, 3, 10_000), (1000, 1500, 2, 4_000_000),
      (2500, 60, 3, 10_000), (2560, 1040, 1, 1_000_000),
    ]
    for leg in legs {
      fit.session(
        start: Self.t0 + leg.start, elapsedMs: leg.seconds * 1000, sport: leg.sport,
        centimetres: leg.centimetres)
    }
    return WorkoutFileReader.read(data: Data(fit.file()), source: "triathlon.fit")
  }

  @Test("a triathlon keeps its legs as workouts; T1 and T2 are listed but not counted")
  func transitionsNotCounted() throws {
    let workouts = Self.triathlon().workouts
    try #require(workouts.count == 5)
    #expect(workouts.map(\.isMultisportTransition) == [false, true, false, true, false])
    let reasons = workouts.map { MinimumWorkout.standard.exclusion($0) }
    #expect(reasons == [nil, .transition, nil, .transition, nil])
    // Not for being short: with no minimum at all, T1 and T2 still count toward nothing.
    let none = MinimumWorkout(minimumSeconds: 0, minimumMeters: 0)
    #expect(workouts.map { none.exclusion($0) } == [nil, .transition, nil, .transition, nil])
    #expect(workouts.map(\.activity) == [.swimming, .other, .cycling, .other, .running])
  }

  @Test("the event's total time (first start to last end) is available: 3,600 s")
  func eventTotal() throws {
    let events = MultisportEvent.events(in: Self.triathlon().workouts)
    let event = try #require(events.first)
    #expect(events.count == 1)
    #expect(event.totalSeconds == 3600)
    #expect(event.startUTC.timeIntervalSince1970 == Self.unix0)
    #expect(event.legs == [0, 2, 4] && event.transitions == [1, 3])
  }

}
