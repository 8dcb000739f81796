import Foundation
import TestSupport
import Testing

@testable import WorkoutModel

/// The two-pointer search against a brute-force reference written from the definition in
/// `notes/best-efforts.md` (every sample as a window's end with its start interpolated, then
/// every sample as its start with its end interpolated; a window's steps checked one by one;
/// ties keep the earlier window), on seeded random profiles with pauses, GPS jumps and long gaps.
/// The reference shares no code with the search: linear scans, no prefix counts, no thresholds.
@Suite("Best effort search against a brute-force reference")
struct WindowSearchReferenceTests {
  /// A profile of `count` samples: 1–5 s apart, sometimes a 90 s gap; 0–6 m/s, sometimes
  /// standing, sometimes a 60–200 m jump.
  static func profile(seed: UInt64, count: Int) -> EffortProfile {
    var random = SeededGenerator(seed: seed)
    var seconds = [0.0]
    var meters = [0.0]
    for _ in 1..<count {
      let roll = random.unit()
      let dt = roll < 0.03 ? 90 : 1 + (random.unit() * 4).rounded(.down)
      var dd = roll < 0.1 ? 0 : random.unit() * 6 * dt
      if roll > 0.98 { dd += 60 + random.unit() * 140 }
      seconds.append(seconds[seconds.count - 1] + dt)
      meters.append(meters[meters.count - 1] + dd)
    }
    return EffortProfile(
      startUTC: Date(timeIntervalSince1970: 1_700_000_000), seconds: seconds, meters: meters)
  }

  /// The fastest window and the fastest verified one, by enumeration.
  static func reference(
    _ profile: EffortProfile, _ target: BestEffortTarget, _ gates: EffortGates
  ) -> (fastest: Double?, verified: Double?) {
    let isTime: Bool
    let length: Double
    switch target.measure {
    case .distance(let m): (isTime, length) = (false, m)
    case .duration(let s): (isTime, length) = (true, s)
    }
    let key = isTime ? profile.seconds : profile.meters
    let value = isTime ? profile.meters : profile.seconds
    let n = key.count
    func at(_ x: Double, _ a: Int, _ b: Int) -> Double {
      key[b] - key[a] > 0
        ? value[a] + (x - key[a]) / (key[b] - key[a]) * (value[b] - value[a]) : value[b]
    }
    func passes(_ first: Int, _ last: Int, _ amount: Double) -> Bool {
      for k in first..<last {
        let dt = profile.seconds[k + 1] - profile.seconds[k]
        let dd = profile.meters[k + 1] - profile.meters[k]
        if dd > 0 && dd > gates.maximumStepSpeed * dt { return false }
        if dt > gates.maximumSampleGapSeconds && dd > gates.gapDriftMeters { return false }
      }
      return isTime ? !(amount > target.bound) : !(amount < target.bound)
    }
    var windows: [(amount: Double, first: Int, last: Int)] = []
    guard n >= 2, key[n - 1] - key[0] >= length else { return (nil, nil) }
    for end in 1..<n where key[end] - length >= key[0] {
      let s = key[end] - length
      let a = (0..<end).last { key[$0] <= s && key[$0 + 1] > s } ?? 0
      windows.append((value[end] - at(s, a, a + 1), a, end))
    }
    for first in 0..<(n - 1) where key[first] + length <= key[n - 1] {
      let e = key[first] + length
      let b = (1..<n).first { key[$0] >= e } ?? n - 1
      windows.append((at(e, b - 1, b) - value[first], first, b))
    }
    func better(_ x: Double, _ y: Double?) -> Bool {
      guard let y else { return true }
      return isTime ? x > y : x < y
    }
    var fastest: Double?
    var verified: Double?
    for window in windows {
      if better(window.amount, fastest) { fastest = window.amount }
      if better(window.amount, verified), passes(window.first, window.last, window.amount) {
        verified = window.amount
      }
    }
    return (fastest, verified)
  }

  @Test("finds the reference's fastest and fastest verified windows", arguments: 1...24)
  func matchesReference(seed: UInt64) {
    let profile = Self.profile(seed: seed, count: 300)
    let gates = EffortGates.forActivity(.running)
    let targets = [
      BestEffortTarget(id: "d", name: "d", measure: .distance(meters: 400), bound: 60),
      BestEffortTarget(id: "d2", name: "d2", measure: .distance(meters: 1_000), bound: 0),
      BestEffortTarget(id: "t", name: "t", measure: .duration(seconds: 120), bound: 700),
      BestEffortTarget(id: "t2", name: "t2", measure: .duration(seconds: 300), bound: 1e9),
    ]
    for target in targets {
      let expected = Self.reference(profile, target, gates)
      let found = BestEffortFinder.efforts(in: profile, targets: [target], gates: gates)
      let isTime = target.id.hasPrefix("t")
      let amounts = found.map { isTime ? $0.distanceMeters : $0.elapsedSeconds }
      let verified = zip(found, amounts).first { $0.0.isVerified }?.1
      #expect(verified == expected.verified, "seed \(seed) target \(target.id)")
      // The fastest is listed first when it is unverified, else it is the verified one.
      #expect(amounts.first == expected.fastest, "seed \(seed) target \(target.id)")
    }
  }
}
