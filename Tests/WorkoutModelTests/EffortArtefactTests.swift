import Foundation
import Testing

@testable import WorkoutModel

/// Recording artefacts that are not GPS spikes must not make an effort unverified, and the real
/// gates must still hold (issue 18; the kinds of `../shared/cases/efforts`). Profiles are built
/// sample by sample at a constant speed, so every expected value is hand arithmetic, stated
/// inline.
@Suite("Best effort gates: recording artefacts and real faults")
struct EffortArtefactTests {
  static let origin = Date(timeIntervalSince1970: 1_714_550_400)  // 2024-05-01T08:00:00Z

  static func distance(_ meters: Double, bound: Double = 0) -> BestEffortTarget {
    BestEffortTarget(id: "d", name: "d", measure: .distance(meters: meters), bound: bound)
  }

  /// A profile from (seconds, metres) samples.
  static func profile(_ samples: [(Double, Double)]) -> EffortProfile {
    EffortProfile(startUTC: origin, seconds: samples.map(\.0), meters: samples.map(\.1))
  }

  /// The efforts of `samples` over `meters` under the gates of `activity`.
  static func efforts(
    _ samples: [(Double, Double)], _ meters: Double, _ activity: ActivityType = .running
  ) -> [BestEffort] {
    BestEffortFinder.efforts(
      in: profile(samples), targets: [distance(meters)], gates: .forActivity(activity))
  }

  @Test("a TCX lap boundary in the same second is a duplicate instant, not infinite speed")
  func duplicateInstant() throws {
    // Two laps of 660 s at 2,750 / 660 = 25/6 m/s on the device's counter; lap 2's first
    // point is in lap 1's last second, 1 m further on (a 0 s step). Every 5 km window spans
    // it (2,750 m a lap): 4,999 m at 25/6 m/s plus the free metre = 4,999 × 6 / 25 = 1,199.76 s.
    let speed = 2_750.0 / 660
    let t = { (s: Double) in Self.origin.addingTimeInterval(s) }
    let lap1 = TrackSegment(
      points: (0...660).map { Trackpoint(time: t(Double($0)), distance: Double($0) * speed) },
      lapIndex: 0)
    let lap2 = TrackSegment(
      points: (660...1_320).map {
        Trackpoint(time: t(Double($0)), distance: 1 + Double($0) * speed)
      }, lapIndex: 1)
    let workout = Workout(
      source: "laps.tcx", format: .tcx, activity: .running, segments: [lap1, lap2])
    let fiveK = BestEffortFinder.efforts(for: workout).filter { $0.target.id == "running.5k" }
    #expect(fiveK.map(\.check) == [.verified])
    #expect(abs((fiveK.first?.elapsedSeconds ?? 0) - 1_199.76) < 1e-6)
  }

  /// 1 Hz at 3 m/s for 1,830 s; every 300 s the position freezes for 4 samples (t = 296…299
  /// hold the metres of t = 295) and t = 300 catches up 15 m in 1 s (15 m/s on its own).
  static let frozen: [(Double, Double)] = (0...1_830).map { second in
    let frozenAt = second % 300 >= 296 ? second - second % 300 + 295 : second
    return (Double(second), Double(frozenAt) * 3)
  }

  @Test(
    "a catch-up after a frozen position is judged over the freeze",
    arguments: [
      // Starting at a freeze's last sample gains its 4 s: 1,000 / 3 − 4 = 329.33 s.
      (1_000.0, 1_000.0 / 3 - 4),
      // No freeze's end is 5 km before the run's end (885 m + 5,000 m is past its 5,490 m):
      // 5,000 / 3 = 1,666.67 s.
      (5_000.0, 5_000.0 / 3),
    ])
  func frozenCatchUp(meters: Double, seconds: Double) {
    // 15 m over the 5 s since the position froze is 3 m/s.
    let found = Self.efforts(Self.frozen, meters)
    #expect(found.map(\.check) == [.verified])
    #expect(abs((found.first?.elapsedSeconds ?? 0) - seconds) < 1e-9)
  }

  @Test("a catch-up spread over several samples is judged over the freeze and the catch-up")
  func spreadCatchUp() {
    // Swimming (cap 3 m/s) at 1 m/s for 300 s; t = 51…58 hold 50 m (a freeze of 8 s), then
    // the fix catches up 4, 3.5 and 3.5 m (54, 57.5, 61 m at t = 59, 60, 61: each over the cap
    // on its own; 4 / 9, 7.5 / 10 and 11 / 11 m/s over the span from t = 50). Best 100 m: from
    // t = 58 (50 m) to t = 150 (150 m) = 92 s.
    let samples: [(Double, Double)] = (0...300).map { second in
      let meters: Double
      switch second {
      case 51...58: meters = 50
      case 59: meters = 54
      case 60: meters = 57.5
      default: meters = Double(second)
      }
      return (Double(second), meters)
    }
    let found = Self.efforts(samples, 100, .swimming)
    #expect(found.map(\.check) == [.verified])
    #expect(abs((found.first?.elapsedSeconds ?? 0) - 92) < 1e-9)
  }

  @Test("a position that lags and catches up is judged over two seconds")
  func lagAndCatchUp() {
    // A resampled track (the Strava GPX of the corpus does this): every 6 s, five 2 m steps
    // then a 15 m step (15 m/s on its own; 17 m over its 2 s). 25 m per 6 s: any 1 km spans
    // exactly 40 cycles, 240 s.
    var samples: [(Double, Double)] = [(0, 0)]
    for second in 1...1_200 {
      samples.append((Double(second), samples[second - 1].1 + (second % 6 == 0 ? 15 : 2)))
    }
    let found = Self.efforts(samples, 1_000)
    #expect(found.map(\.check) == [.verified])
    #expect(abs((found.first?.elapsedSeconds ?? 0) - 240) < 1e-9)
  }

  @Test("a GPS spike out and back is too fast even judged over two seconds")
  func spikeOutAndBack() {
    // 3 m/s; at t = 300 the fix is 40 m ahead of the track (a 43 m step: 46 m over the 2 s
    // from t = 298, 23 m/s), at t = 301 back on it (37 m more): the distance after it runs
    // 2 × 37 = 74 m ahead of the track. The best verified 1 km keeps clear of it: 333.33 s.
    let samples: [(Double, Double)] = (0...1_200).map { second in
      let along = Double(second) * 3
      if second == 300 { return (300, along + 40) }
      return (Double(second), along + (second > 300 ? 74 : 0))
    }
    let found = Self.efforts(samples, 1_000)
    #expect(found.map(\.check) == [.stepTooFast, .verified])
    #expect(abs((found.last?.elapsedSeconds ?? 0) - 1_000.0 / 3) < 1e-9)
  }

  @Test("an auto-pause with 15 m of drift can only make the window slower")
  func slowGap() {
    // 3 m/s for 916 s (2,748 m), a 180 s step adding 15 m, then 3 m/s for 912 s (to 5,499 m).
    // No 5 km avoids the step: (5,000 − 15) / 3 + 180 = 1,841.67 s; 1 km does: 333.33 s.
    var samples: [(Double, Double)] = (0...916).map { (Double($0), Double($0) * 3) }
    let resume = 916.0 + 180
    for k in 0...912 { samples.append((resume + Double(k), 2_748 + 15 + Double(k) * 3)) }
    let fiveK = Self.efforts(samples, 5_000)
    #expect(fiveK.map(\.check) == [.verified])
    #expect(abs((fiveK.first?.elapsedSeconds ?? 0) - (4_985.0 / 3 + 180)) < 1e-9)
    let oneK = Self.efforts(samples, 1_000)
    #expect(abs((oneK.first?.elapsedSeconds ?? 0) - 1_000.0 / 3) < 1e-9)
  }

  @Test("a teleport after a frozen position is still too fast")
  func teleportAfterFreeze() {
    // 3 m/s; t = 501…510 hold 1,500 m, then t = 511 is 300 m further than the run (1,833 m
    // instead of 1,533 m) and the run goes on from there: 333 m over the 11 s since the freeze
    // is 30 m/s. The fastest 1 km crosses it; the best verified one does not (333.33 s).
    let samples: [(Double, Double)] = (0...1_500).map { second in
      switch second {
      case 501...510: return (Double(second), 1_500)
      case 511...: return (Double(second), Double(second) * 3 + 300)
      default: return (Double(second), Double(second) * 3)
      }
    }
    let found = Self.efforts(samples, 1_000)
    #expect(found.map(\.check) == [.stepTooFast, .verified])
    #expect(abs((found.last?.elapsedSeconds ?? 0) - 1_000.0 / 3) < 1e-9)
  }

  @Test("a train inside a run is refused, tracked or in a tunnel")
  func train() {
    // 1,000 s at 3 m/s (3 km), 300 s on a train, 1,000 s at 3 m/s: no 5 km avoids the train.
    func run(train: [(Double, Double)]) -> [(Double, Double)] {
      var samples: [(Double, Double)] = (0...1_000).map { (Double($0), Double($0) * 3) }
      samples += train
      let (t0, m0) = samples[samples.count - 1]
      samples += (1...1_000).map { (t0 + Double($0), m0 + Double($0) * 3) }
      return samples
    }
    // Tracked at 1 Hz and 25 m/s (over the 12.5 m/s cap).
    let tracked = run(train: (1...300).map { (1_000 + Double($0), 3_000 + Double($0) * 25) })
    #expect(Self.efforts(tracked, 5_000).map(\.check) == [.stepTooFast])
    // In a tunnel: one 300 s step adding 2,400 m (8 m/s, under the cap), faster than any
    // window: a sample gap. A 5 km lying inside the gap's straight line is unobserved too.
    let tunnel = run(train: [(1_300, 5_400)])
    #expect(Self.efforts(tunnel, 5_000).map(\.check) == [.sampleGap])
    let long = run(train: [(1_900, 10_200)])  // 900 s, 7,200 m: 5 km fits inside the step
    #expect(Self.efforts(long, 5_000).map(\.check) == [.sampleGap])
  }

  @Test("a clock that goes back a minute still makes the efforts across it unverified")
  func clockBack() throws {
    // 1 Hz at 3 m/s for 2,500 s along the equator; from t = 1,000 s the clock reads 60 s
    // behind. The samples dated before their predecessor are left out; the one dated 999 s
    // (really 1,059 s) is kept, 180 m past the one before it at the same instant: 183 m in the
    // 1 s since the sample dated 998 s. Every 5 km spans it (2,997 m before, 4,323 m after).
    let metersPerDegree = Double.pi / 180 * 6_371_008.8
    let points = (0...2_500).map { second in
      Trackpoint(
        time: Self.origin.addingTimeInterval(Double(second >= 1_000 ? second - 60 : second)),
        latitude: 0, longitude: Double(second) * 3 / metersPerDegree)
    }
    let workout = Workout(
      source: "clock.gpx", format: .gpx, activity: .running,
      segments: [TrackSegment(points: points)])
    let fiveK = BestEffortFinder.efforts(for: workout).filter { $0.target.id == "running.5k" }
    #expect(fiveK.map(\.check) == [.stepTooFast])
  }
}
