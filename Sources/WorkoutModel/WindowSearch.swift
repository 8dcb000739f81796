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
  /// The amount (value axis) of ``fastestVerified``; +∞ over a distance, −∞ for a time window
  /// while there is none. Kept as a number so that the hot loop compares two doubles instead of
  /// copying an optional ``BestEffort`` per sample (issue 10 profile: 770,000 copies of its
  /// target's strings on a 35,000-point file, 22 % of the import).
  private var verifiedAmount: Double
  /// The amount of ``fastest``, likewise.
  private var fastestAmount: Double

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
    verifiedAmount = isTimeWindow ? -.infinity : .infinity
    fastestAmount = verifiedAmount
  }

  /// Runs both passes: every sample as the window's end, then every sample as its start.
  ///
  /// The loops read the axes through buffer pointers and compare plain numbers; an effort is
  /// built only for a window that is kept (issue 10 profile: the search had cost 22 % of a GPX
  /// import, most of it copying the best effort so far for every sample).
  mutating func run() {
    let n = key.count
    guard n >= 2, length > 0, key[n - 1] - key[0] >= length else { return }
    let (key, value, length) = (self.key, self.value, self.length)
    key.withUnsafeBufferPointer { key in
      value.withUnsafeBufferPointer { value in
        var start = 0
        for end in 1..<n {
          let startKey = key[end] - length
          if startKey < key[0] { continue }
          while key[start + 1] <= startKey { start += 1 }
          let startValue = Self.interpolate(key, value, at: startKey, from: start, to: start + 1)
          consider(startKey, startValue, key[end], value[end], steps: start, end)
        }
        var end = 0
        for first in 0..<(n - 1) {
          let endKey = key[first] + length
          if endKey > key[n - 1] { break }
          while key[end] < endKey { end += 1 }
          let endValue = Self.interpolate(key, value, at: endKey, from: end - 1, to: end)
          consider(key[first], value[first], endKey, endValue, steps: first, end)
        }
      }
    }
  }

  /// Value at `x` on the key axis, linear between samples `a` and `b` (key[a] ≤ x ≤ key[b]).
  @inline(__always)
  private static func interpolate(
    _ key: UnsafeBufferPointer<Double>, _ value: UnsafeBufferPointer<Double>,
    at x: Double, from a: Int, to b: Int
  ) -> Double {
    let span = key[b] - key[a]
    guard span > 0 else { return value[b] }
    return value[a] + (x - key[a]) / span * (value[b] - value[a])
  }

  /// Keeps the window from (`startKey`, `startValue`) to (`endKey`, `endValue`) if it beats the
  /// best so far; `first…last` are the samples whose steps it covers.
  @inline(__always)
  private mutating func consider(
    _ startKey: Double, _ startValue: Double, _ endKey: Double, _ endValue: Double,
    steps first: Int, _ last: Int
  ) {
    let amount = endValue - startValue
    // The fastest window is never slower than the fastest verified one, so a window that does
    // not beat the verified one beats neither.
    guard isBetter(amount, than: verifiedAmount) else { return }
    let beatsFastest = isBetter(amount, than: fastestAmount)
    let beatsRecord = isTimeWindow ? amount > target.bound : amount < target.bound
    let speed = isTimeWindow ? amount / length : length / amount
    let check =
      flags.check(steps: first, last, speed: speed)
      ?? (beatsRecord ? .fasterThanWorldRecord : .verified)
    // While no window is verified (a recording whose every window fails a gate), every window
    // beats the verified one; an effort is built only when it is kept.
    guard beatsFastest || check == .verified else { return }
    keep(startKey, startValue, amount, check: check, isFastest: beatsFastest)
  }

  /// Stores the window starting at (`startKey`, `startValue`) worth `amount` as the fastest
  /// (when `isFastest`) and, when `check` passed, as the fastest verified effort.
  @inline(never)
  private mutating func keep(
    _ startKey: Double, _ startValue: Double, _ amount: Double, check: BestEffort.Check,
    isFastest: Bool
  ) {
    let startSeconds = isTimeWindow ? startKey : startValue
    let effort = BestEffort(
      target: target, elapsedSeconds: isTimeWindow ? length : amount,
      distanceMeters: isTimeWindow ? amount : length,
      startUTC: profile.startUTC.addingTimeInterval(startSeconds),
      startOffsetSeconds: startSeconds, check: check)
    if isFastest { (fastest, fastestAmount) = (effort, amount) }
    if check == .verified { (fastestVerified, verifiedAmount) = (effort, amount) }
  }

  /// `true` when a window worth `amount` beats one worth `current` (more metres in a time
  /// window, fewer seconds over a distance; ties keep the earlier window).
  private func isBetter(_ amount: Double, than current: Double) -> Bool {
    isTimeWindow ? amount > current : amount < current
  }
}
