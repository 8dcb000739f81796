import Foundation
import Testing

@testable import WorkoutModel

/// Expected values come from `best(…)`, a brute-force Python reference that slides the window's
/// start over a 0.001 m (or 0.001 s) grid and interpolates the other end linearly — a different
/// method from the two-pointer finder — or from hand arithmetic where stated.
@Suite("Best efforts")
struct BestEffortFinderTests {
  static let origin = Date(timeIntervalSince1970: 1_700_000_000)
  static let open = EffortGates(maximumSampleGapSeconds: 1_000, maximumStepSpeed: 1_000)

  static func target(meters: Double, bound: Double = 0) -> BestEffortTarget {
    BestEffortTarget(id: "t", name: "t", measure: .distance(meters: meters), bound: bound)
  }

  static func window(seconds: Double, bound: Double = .infinity) -> BestEffortTarget {
    BestEffortTarget(id: "w", name: "w", measure: .duration(seconds: seconds), bound: bound)
  }

  /// Steps of 3, 4, 2.5 and 2.5 m/s: (0 s, 0 m), (100, 300), (200, 700), (300, 950), (400, 1200).
  static let hand = EffortProfile(
    startUTC: origin, seconds: [0, 100, 200, 300, 400], meters: [0, 300, 700, 950, 1_200])

  @Test(
    "finds the fastest window over a distance, interpolating the start inside a step",
    arguments: [
      // 400 m: exactly the 4 m/s step, 100 s from t = 100 s (by hand).
      (400.0, 100.0, 100.0),
      // 500 m: 100 m at 3 m/s (33.33 s) then the 4 m/s step: starts at 200 m, t = 66.67 s
      // (100 m after the step, at 2.5 m/s, would take 40 s).
      (500.0, 400.0 / 3, 200.0 / 3),
      // 1,000 m: 0 → 1,000 m takes 300 + 50 / 2.5 = 320 s; 200 → 1,200 m takes 333.3 s.
      (1_000.0, 320.0, 0.0),
    ])
  func handDistances(meters: Double, elapsed: Double, startOffset: Double) throws {
    let efforts = BestEffortFinder.efforts(
      in: Self.hand, targets: [Self.target(meters: meters)], gates: Self.open)
    let effort = try #require(efforts.first)
    #expect(efforts.count == 1)
    #expect(abs(effort.elapsedSeconds - elapsed) < 1e-9)
    #expect(abs(effort.startOffsetSeconds - startOffset) < 1e-9)
    #expect(effort.distanceMeters == meters)
    #expect(effort.startUTC == Self.origin.addingTimeInterval(startOffset))
    #expect(effort.isVerified)
  }

  @Test("finds the longest distance inside a time window")
  func handTimeWindow() throws {
    // 150 s: the 4 m/s step (400 m in 100 s) plus 50 s at 3 m/s before it = 550 m.
    let effort = try #require(
      BestEffortFinder.efforts(
        in: Self.hand, targets: [Self.window(seconds: 150)], gates: Self.open
      )
      .first)
    #expect(abs(effort.distanceMeters - 550) < 1e-9)
    #expect(effort.elapsedSeconds == 150)
  }

  /// A seeded irregular run (Python `random.Random(7)`: steps of 1–8 s at 2.5–5.5 m/s).
  static let irregular = EffortProfile(
    startUTC: origin,
    seconds: [
      0, 3, 8, 9, 10, 11, 13, 18, 20, 25, 33, 35, 43, 51, 52, 53, 55, 57, 65, 67, 75, 78, 79, 87,
      95, 98, 103, 105, 107, 110, 113, 116, 117, 122, 125, 130, 131, 139, 142, 145, 153, 154, 157,
      158, 161, 166, 171, 174, 179, 187, 188, 191, 193, 198, 203, 206, 211, 214, 217, 222, 224,
    ],
    meters: [
      0, 16.03, 38.29, 43.25, 46.85, 52.08, 57.3, 76.07, 81.61, 95, 117.97, 126.75, 169.5, 203.55,
      208.98, 213.15, 219.89, 228.13, 255.53, 261.15, 296.48, 304.86, 309.05, 333.99, 364.25,
      375.94, 393.86, 403.63, 409.12, 421.35, 435.42, 448.4, 451.25, 466.22, 475.09, 493.92,
      498.71, 537.65, 548.21, 561.06, 600.19, 605.21, 616.98, 619.66, 632.98, 649.75, 675.56,
      683.26, 701.09, 723.9, 727.05, 735.71, 743.1, 756.81, 775.33, 790.78, 816.24, 830.1, 843.74,
      870.61, 876.11,
    ])

  @Test(
    "matches a brute-force reference on an irregularly sampled run",
    arguments: [
      (100.0, 20.274298056155516), (400.0, 98.5152198421646), (500.0, 124.34479756203743),
    ])
  func irregularDistances(meters: Double, elapsed: Double) throws {
    let effort = try #require(
      BestEffortFinder.efforts(
        in: Self.irregular, targets: [Self.target(meters: meters)], gates: Self.open
      ).first)
    #expect(abs(effort.elapsedSeconds - elapsed) < 1e-6)
  }

  @Test("matches the reference for a time window on the irregular run")
  func irregularTimeWindow() throws {
    let effort = try #require(
      BestEffortFinder.efforts(
        in: Self.irregular, targets: [Self.window(seconds: 60)], gates: Self.open
      ).first)
    #expect(abs(effort.distanceMeters - 249.52) < 1e-6)
    #expect(abs(effort.startOffsetSeconds - 111) < 1e-6)
  }

  @Test("a target longer than the workout gives no effort")
  func tooLong() {
    let efforts = BestEffortFinder.efforts(
      in: Self.hand, targets: [Self.target(meters: 1_200.5), Self.window(seconds: 401)],
      gates: Self.open)
    #expect(efforts.isEmpty)
  }
}
