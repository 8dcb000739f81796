import Foundation
import Testing

@testable import WorkoutModel

/// Plausibility gates and profile building. Expected values are hand arithmetic, stated inline.
@Suite("Best effort gates and profiles")
struct BestEffortGateTests {
  static let origin = Date(timeIntervalSince1970: 1_700_000_000)
  static let running = EffortGates.forActivity(.running)

  static func target(_ meters: Double, bound: Double = 0) -> BestEffortTarget {
    BestEffortTarget(id: "t", name: "t", measure: .distance(meters: meters), bound: bound)
  }

  @Test("a GPS spike makes the fastest window unverified and keeps the best verified one")
  func spike() throws {
    // 1 Hz at 3 m/s for 300 s, but at t = 100 s the fix jumps 150 m ahead and stays there
    // (a 150 m step in 1 s = 153 m/s > 12.5 m/s).
    var meters: [Double] = []
    for second in 0...300 { meters.append(Double(second) * 3 + (second >= 100 ? 150 : 0)) }
    let profile = EffortProfile(
      startUTC: Self.origin, seconds: (0...300).map(Double.init), meters: meters)
    let efforts = BestEffortFinder.efforts(
      in: profile, targets: [Self.target(400)], gates: Self.running)
    #expect(efforts.count == 2)
    // Through the spike: 400 m = 250 m at 3 m/s + 150 m in 1 s... the fastest window covers the
    // jump: 400 − 153 = 247 m at 3 m/s = 82.33 s plus the 1 s step = 83.33 s.
    #expect(efforts[0].check == .stepTooFast)
    #expect(abs(efforts[0].elapsedSeconds - (247.0 / 3 + 1)) < 1e-9)
    // Without the spike: 400 m at 3 m/s = 133.33 s.
    #expect(efforts[1].isVerified)
    #expect(abs(efforts[1].elapsedSeconds - 400.0 / 3) < 1e-9)
  }

  @Test(
    "a long sample gap faster than the window is unverified; a slower one or a pause is not")
  func gaps() throws {
    // 10 s samples at 4 m/s to 100 s (400 m), one 90 s step, then 10 s samples at 4 m/s.
    func profile(metersOverGap: Double) -> EffortProfile {
      var seconds = (0...10).map { Double($0) * 10 }
      var meters = (0...10).map { Double($0) * 40 }
      for k in 0...15 {
        seconds.append(190 + Double(k) * 10)
        meters.append(400 + metersOverGap + Double(k) * 40)
      }
      return EffortProfile(startUTC: Self.origin, seconds: seconds, meters: meters)
    }
    // 600 m appear over the gap (> 60 s, > 10 m drift) at 6.67 m/s, faster than any window
    // (the rest is 4 m/s): every 1,000 m window spans it (no 1,000 m without it), none counts.
    let moved = BestEffortFinder.efforts(
      in: profile(metersOverGap: 600), targets: [Self.target(1_000)], gates: Self.running)
    #expect(moved.map(\.check) == [.sampleGap])
    // 240 m over the gap: 2.67 m/s, slower than the window, so it can only make it slower:
    // 760 m at 4 m/s (190 s) + the 90 s gap = 280 s (3.57 m/s > 2.67), verified.
    let slower = BestEffortFinder.efforts(
      in: profile(metersOverGap: 240), targets: [Self.target(1_000)], gates: Self.running)
    #expect(slower.map(\.check) == [.verified])
    #expect(abs((slower.first?.elapsedSeconds ?? 0) - 280) < 1e-9)
    // Standing still over the gap: slower but verified. 0 → 400 m (100 s), stand 90 s,
    // 400 → 1,000 m at 4 m/s (150 s) = 340 s; no 1,000 m window avoids the stop.
    let paused = BestEffortFinder.efforts(
      in: profile(metersOverGap: 0), targets: [Self.target(1_000)], gates: Self.running)
    #expect(paused.map(\.check) == [.verified])
    #expect(abs((paused.first?.elapsedSeconds ?? 0) - 340) < 1e-9)
  }

  @Test("a window faster than the world record is unverified")
  func worldRecord() {
    // 400 m in 40 s (10 m/s, under the step cap) beats the 43 s bound.
    let profile = EffortProfile(
      startUTC: Self.origin, seconds: (0...40).map(Double.init),
      meters: (0...40).map { Double($0) * 10 })
    let efforts = BestEffortFinder.efforts(
      in: profile, targets: [Self.target(400, bound: 43)], gates: Self.running)
    #expect(efforts.map(\.check) == [.fasterThanWorldRecord])
  }

  @Test(
    "a profile uses the device's distance channel, positions otherwise, and adds nothing across segments"
  )
  func profileFromSegments() throws {
    let t = { (s: Double) in Self.origin.addingTimeInterval(s) }
    // Segment 1: device distance 100 → 150 → 210 m (positions far apart are ignored).
    let first = TrackSegment(points: [
      Trackpoint(time: t(0), latitude: 0, longitude: 0, distance: 100),
      Trackpoint(time: t(10), latitude: 1, longitude: 0, distance: 150),
      Trackpoint(time: nil, distance: 170),
      Trackpoint(time: t(20), latitude: 2, longitude: 0, distance: 210),
    ])
    // Segment 2, after a 100 s gap: positions only, 0.001° of latitude apart
    // (π/180 × 0.001 × 6,371,008.8 m = 111.195 m per step).
    let second = TrackSegment(points: [
      Trackpoint(time: t(120), latitude: 10, longitude: 0),
      Trackpoint(time: t(130), latitude: 10.001, longitude: 0),
      Trackpoint(time: t(125), latitude: 10.002, longitude: 0),
    ])
    let profile = try #require(EffortProfile(segments: [first, second]))
    // The last point is dated before its predecessor: a clock glitch, left out.
    #expect(profile.seconds == [0, 10, 20, 120, 130])
    let step = Double.pi / 180 * 0.001 * 6_371_008.8
    let expected = [0, 50, 110, 110, 110 + step]
    for (value, want) in zip(profile.meters, expected) { #expect(abs(value - want) < 1e-6) }
  }

  @Test("one glitched timestamp does not spoil the run's efforts")
  func clockGlitch() throws {
    // 1 Hz at 3 m/s along the equator for 2,000 s (6 km); the point at 1,000 s is dated 30 s
    // early. Without it the run is still 3 m/s throughout: 5 km in 5,000 / 3 = 1,666.67 s.
    let metersPerDegree = Double.pi / 180 * 6_371_008.8
    let points = (0...2_000).map { second in
      Trackpoint(
        time: Self.origin.addingTimeInterval(Double(second == 1_000 ? 970 : second)),
        latitude: 0, longitude: Double(second) * 3 / metersPerDegree)
    }
    var workout = Workout(
      source: "glitch.gpx", format: .gpx, activity: .running,
      segments: [TrackSegment(points: points)])
    workout.bestEfforts = BestEffortFinder.efforts(for: workout)
    let fiveK = try #require(workout.bestEfforts.first { $0.target.id == "running.5k" })
    #expect(fiveK.isVerified)
    #expect(abs(fiveK.elapsedSeconds - 5_000.0 / 3) < 1e-6)
  }

  @Test("a time window slower than walking pace is no effort")
  func slowWindow() {
    // 0.4 m/s (below running's 0.5 m/s moving threshold) for 2,000 s: no 12-minute effort.
    let metersPerDegree = Double.pi / 180 * 6_371_008.8
    let points = (0...2_000).map { second in
      Trackpoint(
        time: Self.origin.addingTimeInterval(Double(second)), latitude: 0,
        longitude: Double(second) * 0.4 / metersPerDegree)
    }
    let workout = Workout(
      source: "slow.gpx", format: .gpx, activity: .running,
      segments: [TrackSegment(points: points)])
    #expect(!BestEffortFinder.efforts(for: workout).contains { $0.target.id == "running.12min" })
    // The distance targets stay: 400 m at 0.4 m/s is 1,000 s.
    #expect(BestEffortFinder.efforts(for: workout).contains { $0.target.id == "running.400m" })
  }

  @Test("segment boundaries within one channel are bridged")
  func bridging() throws {
    let t = { (s: Double) in Self.origin.addingTimeInterval(s) }
    // Device counter 100 → 210 m, next lap's track 260 → 300 m: 110 + 50 + 40 = 200 m.
    let device = EffortProfile(segments: [
      TrackSegment(points: [
        Trackpoint(time: t(0), distance: 100), Trackpoint(time: t(30), distance: 210),
      ]),
      TrackSegment(points: [
        Trackpoint(time: t(31), distance: 260), Trackpoint(time: t(40), distance: 300),
      ]),
    ])
    #expect(device?.meters == [0, 110, 160, 200])
    // Positions 0.001° of latitude apart across the boundary: two steps of 111.195 m.
    let positions = try #require(
      EffortProfile(segments: [
        TrackSegment(points: [Trackpoint(time: t(0), latitude: 0, longitude: 0)]),
        TrackSegment(points: [
          Trackpoint(time: t(20), latitude: 0.001, longitude: 0),
          Trackpoint(time: t(40), latitude: 0.002, longitude: 0),
        ]),
      ]))
    let step = Double.pi / 180 * 0.001 * 6_371_008.8
    #expect(abs(positions.meters[2] - 2 * step) < 1e-6)
  }

  @Test("a decreasing device distance falls back to positions for that segment")
  func decreasingChannel() throws {
    let t = { (s: Double) in Self.origin.addingTimeInterval(s) }
    let segment = TrackSegment(points: [
      Trackpoint(time: t(0), latitude: 0, longitude: 0, distance: 500),
      Trackpoint(time: t(10), latitude: 0.001, longitude: 0, distance: 100),
    ])
    let profile = try #require(EffortProfile(segments: [segment]))
    #expect(abs(profile.meters[1] - Double.pi / 180 * 0.001 * 6_371_008.8) < 1e-6)
  }
}
