/// The steps (sample k → k+1) of an ``EffortProfile`` that fail a gate of ``EffortGates``, so
/// that a window's steps are checked in O(1) (spikes) or O(gaps inside it) (sample gaps).
///
/// Each step that adds distance is judged by ``EffortGates``'s rules (issue 18):
/// - A step within the speed cap on its own is judged alone.
/// - A step over the cap on its own is judged over the span it belongs to: back to the last
///   sample at least ``EffortGates/minimumJudgedSeconds`` before its end (a duplicate instant,
///   such as a TCX lap boundary in the same second; a position that lagged and caught up),
///   back over a frozen position (the steps before it that added no distance: a catch-up after
///   a freeze), and back over the catch-up steps before it that passed only this way (a
///   catch-up spread over several samples). It is a spike when that span is still faster than
///   the cap. A GPS spike out and back stays one: the step back is judged with the step out.
/// - A step whose span (as above, or the step alone) is longer than
///   ``EffortGates/maximumSampleGapSeconds`` and adds more than ``EffortGates/gapDriftMeters``
///   is a sample gap, kept with its speed: it makes a window unverified unless it is slower
///   than the window's own average, since a slower gap can only make the window slower. A gap
///   at the window's own speed (a window lying inside the gap, unobserved; a signal loss at the
///   same pace) still counts against it: ``gapTolerance`` absorbs rounding.
///
/// Counts are 32-bit (a segment holds at most a few million points): 8 bytes per sample for the
/// two prefix counts, plus 12 bytes per gap step, held beside the workout's points while its
/// efforts are searched.
struct StepFlags {
  /// `gaps[k]`: gap steps among 0..<k; also the position in ``gapSpeeds`` of the first gap step
  /// at or after step k.
  var gaps: [Int32]
  /// `spikes[k]`: steps among 0..<k faster than the step cap over their span.
  var spikes: [Int32]
  /// Speed (m/s) over its span of each gap step, in step order.
  var gapSpeeds: [Double]
  /// The largest of each ``blockSize`` consecutive ``gapSpeeds``, so that a window over many
  /// gaps is checked a block at a time.
  var gapBlockMaxima: [Double]
  /// Gap steps per entry of ``gapBlockMaxima``.
  static let blockSize = 32
  /// Relative margin under which a gap counts as being at the window's speed (interpolated
  /// window ends round the window's average by a few units in the last place).
  static let gapTolerance = 1e-9

  init(profile: EffortProfile, gates: EffortGates) {
    let n = profile.count
    let (seconds, meters) = (profile.seconds, profile.meters)
    let cap = gates.maximumStepSpeed
    gaps = [0]
    spikes = [0]
    gapSpeeds = []
    gaps.reserveCapacity(n)
    spikes.reserveCapacity(n)
    // The first sample holding the current distance (a frozen position starts there) and the
    // first holding the current time (a duplicate instant); the span start of the last step
    // that passed only over its span (a catch-up under way).
    var frozenSince = 0
    var catchUpFrom: Int?
    // The last sample at least `minimumJudgedSeconds` before the current step's end.
    var judgedFrom = 0
    for k in 0..<max(n - 1, 0) {
      let dt = seconds[k + 1] - seconds[k]
      let dd = meters[k + 1] - meters[k]
      var spike = false
      var gapSpeed: Double?
      if dd > 0 {
        var from = k
        if !StepRule.isWithinCap(meters: dd, seconds: dt, cap: cap) {
          let latest = seconds[k + 1] - gates.minimumJudgedSeconds
          while judgedFrom < k, seconds[judgedFrom + 1] <= latest { judgedFrom += 1 }
          from = min(judgedFrom, frozenSince)
          if let start = catchUpFrom { from = min(from, start) }
          let span = seconds[k + 1] - seconds[from]
          spike = !StepRule.isWithinCap(
            meters: meters[k + 1] - meters[from], seconds: span, cap: cap)
          catchUpFrom = spike ? nil : from
        } else {
          catchUpFrom = nil
        }
        let span = seconds[k + 1] - seconds[from]
        let moved = meters[k + 1] - meters[from]
        if StepRule.isGap(seconds: span, meters: moved, gates: gates) {
          gapSpeed = moved / span
        }
        frozenSince = k + 1
      }
      if let gapSpeed, !spike { gapSpeeds.append(gapSpeed) }
      gaps.append(gaps[k] + (gapSpeed != nil && !spike ? 1 : 0))
      spikes.append(spikes[k] + (spike ? 1 : 0))
    }
    let speeds = gapSpeeds
    gapBlockMaxima = stride(from: 0, to: speeds.count, by: Self.blockSize).map {
      speeds[$0..<min($0 + Self.blockSize, speeds.count)].max() ?? 0
    }
  }

  /// The first failed gate among steps `first..<last` (samples first…last) of a window whose
  /// average speed is `speed` (m/s), or `nil`.
  @inline(__always) func check(steps first: Int, _ last: Int, speed: Double) -> BestEffort.Check? {
    if spikes[last] - spikes[first] > 0 { return .stepTooFast }
    let (low, high) = (Int(gaps[first]), Int(gaps[last]))
    if high > low, hasGap(reaching: speed * (1 - Self.gapTolerance), from: low, to: high) {
      return .sampleGap
    }
    return nil
  }

  /// Whether any of ``gapSpeeds``[`low`..<`high`] is at least `speed`.
  private func hasGap(reaching speed: Double, from low: Int, to high: Int) -> Bool {
    var index = low
    while index < high {
      let block = index / Self.blockSize
      let blockEnd = (block + 1) * Self.blockSize
      if index % Self.blockSize == 0, blockEnd <= high {
        if gapBlockMaxima[block] >= speed { return true }
        index = blockEnd
      } else {
        if gapSpeeds[index] >= speed { return true }
        index += 1
      }
    }
    return false
  }
}
