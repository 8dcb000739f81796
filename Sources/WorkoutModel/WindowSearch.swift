import Foundation

/// One target's two-pointer search over an ``EffortProfile`` (see ``BestEffortFinder``).
///
/// The window's length is measured on the *key* axis (metres for a distance target, seconds for
/// a time window) and its result on the *value* axis (seconds to minimise, metres to maximise).
/// A start interpolated at key `s` uses the last sample at or before `s`; an end interpolated at
/// key `e` the first sample at or after `e` — for a distance target that is the latest start
/// time and the earliest end time across a standstill, so the window is never biased slow.
struct WindowSearch {
  let profile: EffortProfile
  let target: BestEffortTarget
  let flags: StepFlags
  let key: [Double]
  let value: [Double]
  let length: Double
  let isTimeWindow: Bool
  /// The best window, verified or not.
  private(set) var fastest: BestEffort?
  /// The best window that passed every gate.
  private(set) var fastestVerified: BestEffort?

  init(profile: EffortProfile, target: BestEffortTarget, flags: StepFlags) {
    self.profile = profile
    self.target = target
    self.flags = flags
    switch target.measure {
    case .distance(let meters):
      (key, value, length, isTimeWindow) = (profile.meters, profile.seconds, meters, false)
    case .duration(let seconds):
      (key, value, length, isTimeWindow) = (profile.seconds, profile.meters, seconds, true)
    }
  }

  /// Runs both passes: every sample as the window's end, then every sample as its start.
  mutating func run() {
    let n = key.count
    guard n >= 2, length > 0, key[n - 1] - key[0] >= length else { return }
    var start = 0
    for end in 1..<n {
      let startKey = key[end] - length
      if startKey < key[0] { continue }
      while key[start + 1] <= startKey { start += 1 }
      let startValue = interpolate(at: startKey, from: start, to: start + 1)
      consider(startKey, startValue, key[end], value[end], steps: start, end)
    }
    var end = 0
    for first in 0..<(n - 1) {
      let endKey = key[first] + length
      if endKey > key[n - 1] { break }
      while key[end] < endKey { end += 1 }
      let endValue = interpolate(at: endKey, from: end - 1, to: end)
      consider(key[first], value[first], endKey, endValue, steps: first, end)
    }
  }

  /// Value at `x` on the key axis, linear between samples `a` and `b` (key[a] ≤ x ≤ key[b]).
  private func interpolate(at x: Double, from a: Int, to b: Int) -> Double {
    let span = key[b] - key[a]
    guard span > 0 else { return value[b] }
    return value[a] + (x - key[a]) / span * (value[b] - value[a])
  }

  /// Keeps the window from (`startKey`, `startValue`) to (`endKey`, `endValue`) if it beats the
  /// best so far; `first…last` are the samples whose steps it covers.
  private mutating func consider(
    _ startKey: Double, _ startValue: Double, _ endKey: Double, _ endValue: Double,
    steps first: Int, _ last: Int
  ) {
    let amount = endValue - startValue
    let beatsFastest = isBetter(amount, than: fastest)
    let beatsVerified = isBetter(amount, than: fastestVerified)
    guard beatsFastest || beatsVerified else { return }
    let beatsRecord = isTimeWindow ? amount > target.bound : amount < target.bound
    let check =
      flags.check(steps: first, last) ?? (beatsRecord ? .fasterThanWorldRecord : .verified)
    let startSeconds = isTimeWindow ? startKey : startValue
    let effort = BestEffort(
      target: target, elapsedSeconds: isTimeWindow ? length : amount,
      distanceMeters: isTimeWindow ? amount : length,
      startUTC: profile.startUTC.addingTimeInterval(startSeconds),
      startOffsetSeconds: startSeconds, check: check)
    if beatsFastest { fastest = effort }
    if check == .verified, beatsVerified { fastestVerified = effort }
  }

  /// `true` when a window worth `amount` beats `current` (more metres in a time window, fewer
  /// seconds over a distance; ties keep the earlier window).
  private func isBetter(_ amount: Double, than current: BestEffort?) -> Bool {
    guard let current else { return true }
    return isTimeWindow ? amount > current.distanceMeters : amount < current.elapsedSeconds
  }
}
