import Foundation
import TestSupport
import Testing

@testable import WorkoutModel

/// The two-pointer search against a brute-force reference written from the definition in
/// `notes/best-efforts.md` (every sample as a window's end with its start interpolated, then
/// every sample as its start with its end interpolated; a window's steps checked one by one;
/// ties keep the earlier window), on seeded random profiles with pauses, GPS jumps, long gaps and
/// duplicate instants. The reference shares no code with the search: linear scans, no prefix
/// counts, no running state (a step's span is found by walking back from it).
///
/// Gate rules (issue 18, as `EffortGates` states them): a step over the speed cap on its own is
/// judged over its span — back to the last sample at least 2 s before its end, back over the
/// samples holding the same distance (a frozen position), and back to the span start of the
/// moving step before it when that one passed only over its span (a catch-up spread over several
/// samples) — and is a spike when the span is still too fast; a step (or span) longer than the
/// gap limit that adds more than the drift is a gap, failing a window unless slower than the
/// window's own average (a relative 1e-9 absorbs rounding).
@Suite("Best effort search against a brute-force reference")
struct WindowSearchReferenceTests {
  /// A profile of `count` samples: 1–5 s apart, sometimes a 90 s gap, sometimes 0 s (a
  /// duplicate instant moving 0–3 m); 0–6 m/s, sometimes standing, sometimes a 10–200 m jump.
  static func profile(seed: UInt64, count: Int) -> EffortProfile {
    var random = SeededGenerator(seed: seed)
    var seconds = [0.0]
    var meters = [0.0]
    for _ in 1..<count {
      let roll = random.unit()
      let duplicate = roll >= 0.1 && roll < 0.13
      let dt = roll < 0.03 ? 90 : duplicate ? 0 : 1 + (random.unit() * 4).rounded(.down)
      var dd = roll < 0.1 ? 0 : duplicate ? random.unit() * 3 : random.unit() * 6 * dt
      if roll > 0.98 { dd += 10 + random.unit() * 190 }
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
    let steps = Self.judgedSteps(profile, gates)
    func passes(_ first: Int, _ last: Int, _ amount: Double) -> Bool {
      let speed = isTime ? amount / length : length / amount
      for k in first..<last {
        if steps[k].spike { return false }
        if let gap = steps[k].gapSpeed, gap >= speed * (1 - 1e-9) { return false }
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

  /// Each step's verdict by the rules above, found by walking back from the step.
  static func judgedSteps(
    _ profile: EffortProfile, _ gates: EffortGates
  ) -> [(spike: Bool, gapSpeed: Double?, from: Int?)] {
    let (t, m) = (profile.seconds, profile.meters)
    let cap = gates.maximumStepSpeed
    var verdicts: [(spike: Bool, gapSpeed: Double?, from: Int?)] = []
    for k in 0..<(t.count - 1) {
      let (dt, dd) = (t[k + 1] - t[k], m[k + 1] - m[k])
      guard dd > 0 else {
        verdicts.append((false, nil, nil))
        continue
      }
      var from = k
      var credited: Int?
      if dd > cap * dt {
        var s = k
        while s > 0 && m[s - 1] == m[s] { s -= 1 }
        let twoSeconds = (0...k).last { t[$0] <= t[k + 1] - gates.minimumJudgedSeconds } ?? 0
        from = min(s, twoSeconds)
        // The moving step before this one, if it passed only over its span.
        if let j = (0..<k).last(where: { m[$0 + 1] > m[$0] }), let start = verdicts[j].from {
          from = min(from, start)
        }
        let spike = m[k + 1] - m[from] > cap * (t[k + 1] - t[from])
        credited = spike ? nil : from
        if spike {
          verdicts.append((true, nil, nil))
          continue
        }
      }
      let (span, moved) = (t[k + 1] - t[from], m[k + 1] - m[from])
      let gap = span > gates.maximumSampleGapSeconds && moved > gates.gapDriftMeters
      verdicts.append((false, gap ? moved / span : nil, credited))
    }
    return verdicts
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
