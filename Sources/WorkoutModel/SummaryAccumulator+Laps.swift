import Foundation

/// Lap totals are claims to check against the lap's own trackpoints (issue 8): the time span,
/// the device distance, timer times, calories and heart rates the laps give.
extension SummaryAccumulator {
  /// How far (seconds) a lap's `StartTime` may lie outside its own trackpoints' times before
  /// the two clocks are taken to disagree (10 minutes: a lap button pressed before the first fix
  /// is seconds early, a wrong clock is hours or years off).
  static let lapClockTolerance: Double = 600
  /// A lap distance disagrees with its trackpoints when they differ by more than this share …
  static let lapDistanceRelativeTolerance = 0.10
  /// … and by more than this many metres.
  static let lapDistanceAbsoluteTolerance = 20.0
  /// Calories accepted: at most this many kilocalories per hour of the workout …
  static let caloriesPerHourCap = Plausibility.caloriesPerHour
  /// … plus this allowance, so short sessions keep their device's figure.
  static let caloriesAllowance = Plausibility.caloriesAllowance

  /// What the laps add to the summary.
  struct LapOutcome {
    var firstTime: Double
    var lastTime: Double
    var ignoredLapStarts = 0
    var timerSum = 0.0
    var activeTimerSum = 0.0
    /// Rest laps: 0 m laps (while others have a distance) whose own points do not contradict it.
    var restLaps: Set<Int> = []
    var deviceDistance: Double?
    var replacedLapDistances = 0
    var caloriesSum = 0.0
    var caloriesCount = 0
    var heartRateWeighted = 0.0
    var heartRateWeight = 0.0
    var heartRateMax = -Double.infinity
  }

  /// Merges the laps with what the trackpoints said.
  ///
  /// - Time span: a lap start within ``lapClockTolerance`` of its own trackpoints (or a lap
  ///   without trackpoints) widens the span as before (a lap starting after the last point ends
  ///   at start + timer time). When a lap's start lies further outside its own points, the lap
  ///   clock and the point clock disagree: the workout starts at the earliest lap start (the
  ///   device's record of when it began, like the TCX `Id`) and lasts as long as its points span.
  /// - Device distance: the sum of lap distances when every lap with evidence agrees with it;
  ///   otherwise (missing, zero, negative, running-total or disagreeing lap totals) the
  ///   cumulative counter's last − first, counted in `replacedLapDistances`.
  func finishLaps() -> LapOutcome {
    var outcome = LapOutcome(firstTime: firstTime, lastTime: lastTime)
    var lapDistanceSum = 0.0
    var anyLapDistance = false
    var positiveClaims: [Double] = []
    var previousCounter: Double?
    var clockShifted = false
    var earliestLapStart = Double.infinity
    for (index, lap) in laps.enumerated() {
      let evidence = lapEvidence[index]
      let seconds = lap.totalTimeSeconds.flatMap {
        $0.isFinite && $0 >= 0 && $0 <= Self.maximumLapSeconds ? $0 : nil
      }
      let claim = lap.distanceMeters.flatMap { $0.isFinite ? $0 : nil }
      let nextCounter = index + 1 < laps.count ? lapEvidence[index + 1].firstCounter : nil
      let wrong = lapDistanceIsWrong(
        claim, evidence: evidence, previousCounter: previousCounter, nextCounter: nextCounter)
      if let last = evidence.lastCounter { previousCounter = last }
      if wrong { outcome.replacedLapDistances += 1 }
      if restLapCandidates.contains(index), !wrong { outcome.restLaps.insert(index) }
      if let seconds {
        outcome.timerSum += seconds
        if !outcome.restLaps.contains(index) { outcome.activeTimerSum += seconds }
      }
      if let start = lap.startTime?.timeIntervalSinceReferenceDate {
        earliestLapStart = min(earliestLapStart, start)
        let hasPoints = evidence.firstTime.isFinite
        if hasPoints,
          start < evidence.firstTime - Self.lapClockTolerance
            || start > evidence.lastTime + Self.lapClockTolerance
        {
          outcome.ignoredLapStarts += 1
          clockShifted = true
        } else {
          outcome.firstTime = min(outcome.firstTime, start)
          // Timer time excludes pauses: it only extends the end for laps starting at or after
          // the last point (rest laps, laps-only files, a lap whose one point is its start).
          outcome.lastTime =
            start >= outcome.lastTime ? start + (seconds ?? 0) : max(outcome.lastTime, start)
        }
      }
      if let claim, claim > 0 {
        lapDistanceSum += claim
        positiveClaims.append(claim)
        anyLapDistance = true
      }
      addLapSamples(lap, seconds: seconds, to: &outcome)
    }
    // The points' span moves to the lap's clock only when it is one plausible lap long (≤ 7
    // days): a span of years is no clock offset but broken times, and moving it past the lap
    // start dated a workout 20 years ahead (fuzz finding, TCX target).
    if clockShifted, earliestLapStart.isFinite, firstTime.isFinite, lastTime.isFinite,
      lastTime - firstTime <= Plausibility.lapSeconds.upperBound
    {
      outcome.firstTime = earliestLapStart
      outcome.lastTime = earliestLapStart + (lastTime - firstTime)
    }
    let counterDistance = counterSpan
    if outcome.replacedLapDistances == 0, lapClaimsAreRunningTotals(positiveClaims) {
      outcome.replacedLapDistances = positiveClaims.count - 1
    }
    if outcome.replacedLapDistances > 0 || !anyLapDistance {
      outcome.deviceDistance = counterDistance
    } else {
      outcome.deviceDistance = lapDistanceSum
    }
    return outcome
  }

  /// The cumulative counter's last − first; `nil` without readings, when it went back, or when
  /// it never moved (a trainer's constant 0.0 is "no sensor", not "no distance").
  var counterSpan: Double? {
    guard let first = firstCounter, let last = lastCounter, last >= first,
      maximumCounter > minimumCounter
    else { return nil }
    return last - first
  }

  /// Whether a lap's distance claim contradicts its own trackpoints.
  ///
  /// - The counter's change over the lap, when at least half of the lap's points (and at least
  ///   two) carry it (a pool swim writes a few lagging readings per lap). Devices measure a lap
  ///   from its first to its last point, from the previous lap's last point, or up to the next
  ///   lap's first point: the claim must agree with one of these within
  ///   ``lapDistanceRelativeTolerance`` or ``lapDistanceAbsoluteTolerance``.
  /// - Else the lap's haversine distance: positions cut corners, so only a claim well *below*
  ///   it (under 80 % minus 20 m) is wrong.
  /// - Laps without evidence (pool lengths, laps-only files) are taken at their word; a missing
  ///   or negative claim is wrong when the evidence shows more than 20 m.
  private func lapDistanceIsWrong(
    _ claim: Double?, evidence: LapEvidence, previousCounter: Double?, nextCounter: Double?
  ) -> Bool {
    let tolerance = Self.lapDistanceAbsoluteTolerance
    if evidence.counterReadings >= 2, evidence.counterReadings * 2 >= evidence.points,
      let last = evidence.lastCounter, let first = evidence.firstCounter, last >= first
    {
      var spans = [last - first]
      if let previousCounter, last >= previousCounter { spans.append(last - previousCounter) }
      if let nextCounter, nextCounter >= first { spans.append(nextCounter - first) }
      guard let claim, claim >= 0 else { return spans.allSatisfy { $0 > tolerance } }
      return spans.allSatisfy { measured in
        let difference = abs(claim - measured)
        return difference > tolerance && difference > Self.lapDistanceRelativeTolerance * measured
      }
    }
    guard evidence.positionedSteps > 0 else { return false }
    let measured = evidence.computedMeters
    guard let claim, claim >= 0 else { return measured > tolerance }
    return claim < 0.8 * measured - tolerance
  }

  /// Whether the positive lap claims are running totals (each repeats the distance since the
  /// start): non-decreasing, the last one matching the whole workout's evidence within 10 % or
  /// 20 m, and their sum more than 1.5 times that evidence.
  func lapClaimsAreRunningTotals(_ claims: [Double]) -> Bool {
    guard claims.count >= 2, zip(claims, claims.dropFirst()).allSatisfy({ $0 <= $1 }),
      let last = claims.last
    else { return false }
    let evidence = counterSpan ?? (positionedStepCount > 0 ? computedDistance : nil)
    guard let evidence, evidence > 0 else { return false }
    let matchesLast =
      abs(last - evidence)
      <= max(Self.lapDistanceAbsoluteTolerance, Self.lapDistanceRelativeTolerance * evidence)
    return matchesLast && claims.reduce(0, +) > 1.5 * evidence
  }

  private func addLapSamples(_ lap: Lap, seconds: Double?, to outcome: inout LapOutcome) {
    if let calories = lap.calories, calories.isFinite, calories >= 0 {
      outcome.caloriesSum += calories
      outcome.caloriesCount += 1
    }
    if let average = lap.averageHeartRate, average.isFinite,
      Self.heartRateRange.contains(average)
    {
      let weight = (seconds ?? 0) > 0 ? (seconds ?? 0) : 1
      outcome.heartRateWeighted += average * weight
      outcome.heartRateWeight += weight
    }
    if let maximum = lap.maximumHeartRate, maximum.isFinite,
      Self.heartRateRange.contains(maximum)
    {
      outcome.heartRateMax = max(outcome.heartRateMax, maximum)
    }
  }

  /// Moving time from the evidence the steps had, rest laps taken out (see
  /// `WorkoutSummary.init`).
  func movingTime(_ outcome: LapOutcome) -> Double {
    let counterFlat = !(maximumCounter > minimumCounter)
    let known = knownSpeedSteps + (counterFlat ? 0 : counterStillSteps)
    var rest = LapEvidence()
    for lap in outcome.restLaps {
      rest.movingKnown += lapEvidence[lap].movingKnown
      rest.unknownShortSeconds += lapEvidence[lap].unknownShortSeconds
      rest.counterStillShortSeconds += lapEvidence[lap].counterStillShortSeconds
      rest.timedSpanSeconds += lapEvidence[lap].timedSpanSeconds
    }
    if known > 0 {
      var moving = movingKnown - rest.movingKnown
      moving += unknownShortSeconds - rest.unknownShortSeconds
      if counterFlat { moving += counterStillShortSeconds - rest.counterStillShortSeconds }
      return moving
    }
    // Speed unknown throughout (trainer, time-only points, sparse samples): not standing still.
    if outcome.activeTimerSum > 0 { return outcome.activeTimerSum }
    return timedSpanSeconds - rest.timedSpanSeconds
  }

  /// Lap calories when plausible: `nil` for none or a placeholder 0; `(nil, true)` when the sum
  /// exceeds ``caloriesPerHourCap`` per hour plus ``caloriesAllowance``.
  static func checkedCalories(_ outcome: LapOutcome, hours: Double) -> (Double?, Bool) {
    guard outcome.caloriesCount > 0, outcome.caloriesSum > 0 else { return (nil, false) }
    let believable = Plausibility.calories(hours: hours).contains(outcome.caloriesSum)
    return believable ? (outcome.caloriesSum, false) : (nil, true)
  }
}
