import Foundation

extension WorkoutSummary {
  /// Computes the summary of a workout from its segments and laps in one pass over the points
  /// (`docs/CONTRACT.md`, "Workout fields"). SI units throughout; never produces NaN or infinity.
  ///
  /// - Start / end: the earliest and latest instant among trackpoint times and lap start times;
  ///   a lap that starts at or after the last timed trackpoint (a rest lap, a laps-only file) ends the
  ///   workout at its start + `TotalTimeSeconds` (when 0…7 days). Timer time excludes pauses, so
  ///   it never stretches a workout whose points say when it ended. Points need not be sorted.
  ///   A lap whose start lies more than 10 minutes outside its own trackpoints shows a second
  ///   clock: the workout then starts at the earliest lap start and lasts as long as its points
  ///   span (counted in `ignoredLapStartCount`). `durationSeconds` = end − start.
  /// - Distance (`distanceSource`):
  ///   - *device*: the sum of lap `DistanceMeters` when every lap with trackpoint evidence agrees
  ///     with its own points (the cumulative counter's change over the lap, else the lap's
  ///     haversine distance; within 10 % or 20 m); otherwise, or without lap distances, the
  ///     cumulative counter's last − first (not its maximum; a counter that never moves is no
  ///     reading). Replaced laps are counted in `replacedLapDistanceCount`. Used when finite,
  ///     ≥ 0 and distance ÷ duration ≤ the sport's ``SportLimits/maximumAverageSpeed`` (a device
  ///     0 gives way to a positive computed value);
  ///   - *computed*: otherwise, haversine steps (``Haversine``, R = 6,371,008.8 m) between
  ///     consecutive *changed* positions in file order *within* each segment, never across a
  ///     gap (a frozen fix repeated every second adds no step: the next changed position is
  ///     judged over the time since the position last changed). A step faster than
  ///     ``SportLimits/maximumStepSpeed`` (judged over max(|Δt|, 1 s); steps without both times
  ///     are not judged) is dropped and counted in `impossibleStepCount`. `nil` when no segment
  ///     has two positions.
  /// - Moving time, within each segment, over consecutive timed points (the anchor is the
  ///   latest time seen so far and, for positioned points, the last changed position): a step of
  ///   Δt > 0 with a known speed counts when its speed is ≥ ``SportLimits/minimumMovingSpeed``
  ///   (running/walking/hiking 0.5, cycling 1.0, swimming 0.1 m/s, …), however long it is
  ///   (sparse sampling is not standing still; a pause moves too little). The speed comes from,
  ///   in order: the haversine distance between the two points, the device's cumulative
  ///   distance delta judged over the counter's own update interval (a counter repeating its
  ///   value for several records at most 5 s apart then stepping, as a Suunto 9 writes it,
  ///   moved over all of them when the step is fast enough over the whole interval; an unchanged
  ///   counter means "still" only when the counter moves elsewhere in the workout), the
  ///   device's speed at the later point. A step with unknown speed counts when
  ///   Δt ≤ ``SportLimits/unknownSpeedPauseSeconds`` (60 s). When *no* step has a known speed
  ///   (a trainer's constant 0.0 distance, time-only or sparse points), speed unknown is not
  ///   standing still: moving time is the device's timer (the sum of lap `TotalTimeSeconds`),
  ///   else the time the segments span. Steps inside rest laps (laps of exactly 0 m while
  ///   another lap has a distance: pool-swim rests, even when marked Active) never count, nor
  ///   do their timer times. Gaps between segments never count. Clamped to 0…duration.
  /// - Elevation gain / loss: samples that need a vertical speed above
  ///   ``SportLimits/maximumVerticalSpeed`` are dropped (`elevationSpikeCount`); the rest go
  ///   through ``ElevationHysteresis`` with a 3 m dead band, restarted at every segment; `nil`
  ///   when no point has a usable elevation, and for swims (GPS altitude in water is noise).
  /// - Heart rate: mean and maximum over points with a reading in 20…250 bpm (``Plausibility/heartRate``); without any, the
  ///   lap averages weighted by lap timer time and the largest lap maximum. Cadence: mean over
  ///   samples above 0 (zeros are coasting or no sensor; all zeros → `nil`); for running, a mean
  ///   above 120, and for walking and hiking above 90, is steps per minute and is halved to
  ///   strides per minute. Power: mean over finite values ≥ 0. Sample means, not time-weighted.
  /// - Calories: sum of finite, non-negative lap calories; `nil` when none or 0 (a placeholder);
  ///   unknown when above 100 kcal + 2,000 kcal per hour (`implausibleValueCount`), then
  ///   estimated from mean power × moving time when power is known (1 kJ of work ≈ 1 kcal of
  ///   food energy at ~24 % efficiency).
  /// - Counts: all trackpoints, non-empty segments, laps.
  ///
  /// - Parameters:
  ///   - segments: the workout's segments in file order (`lapIndex` ties TCX tracks to laps).
  ///   - laps: the workout's laps (TCX), possibly empty.
  ///   - activity: selects the per-sport ``SportLimits``.
  public init(segments: [TrackSegment], laps: [Lap], activity: ActivityType) {
    var acc = SummaryAccumulator(limits: SportLimits.forActivity(activity), laps: laps)
    for segment in segments {
      acc.startSegment(lapIndex: segment.lapIndex)
      for point in segment.points { acc.add(point) }
    }
    let lapOutcome = acc.finishLaps()

    let hasTime = lapOutcome.firstTime.isFinite && lapOutcome.lastTime.isFinite
    let start = hasTime ? Date(timeIntervalSinceReferenceDate: lapOutcome.firstTime) : nil
    let end = hasTime ? Date(timeIntervalSinceReferenceDate: lapOutcome.lastTime) : nil
    let duration = hasTime ? max(lapOutcome.lastTime - lapOutcome.firstTime, 0) : 0

    var moving =
      acc.timedStepCount > 0
      ? acc.movingTime(lapOutcome) : lapOutcome.activeTimerSum
    moving = min(max(moving, 0), duration)

    let (distance, source) = Self.chooseDistance(acc, lapOutcome, duration: duration)

    var averageHeartRate: Double?
    var maximumHeartRate: Double?
    if acc.heartRateCount > 0 {
      averageHeartRate = acc.heartRateSum / Double(acc.heartRateCount)
      maximumHeartRate = acc.heartRateMax
    } else {
      if lapOutcome.heartRateWeight > 0 {
        averageHeartRate = lapOutcome.heartRateWeighted / lapOutcome.heartRateWeight
      }
      if lapOutcome.heartRateMax.isFinite { maximumHeartRate = lapOutcome.heartRateMax }
    }
    let averagePower = acc.powerCount > 0 ? acc.powerSum / Double(acc.powerCount) : nil
    var (calories, implausible) = SummaryAccumulator.checkedCalories(
      lapOutcome, hours: max(duration, lapOutcome.timerSum) / 3600)
    if implausible, let averagePower, averagePower > 0, moving > 0 {
      calories = averagePower * moving / 1000
    }
    let swim = activity == .swimming
    let sawElevation = acc.elevation.sawElevation && !swim

    self.init(
      startUTC: start, endUTC: end, durationSeconds: duration, movingTimeSeconds: moving,
      distanceMeters: distance, distanceSource: source,
      elevationGainMeters: sawElevation ? acc.elevation.gainMeters : nil,
      elevationLossMeters: sawElevation ? acc.elevation.lossMeters : nil,
      averageHeartRate: averageHeartRate, maximumHeartRate: maximumHeartRate,
      averageCadence: Self.cadence(acc, activity: activity),
      averagePower: averagePower, calories: calories,
      trackpointCount: acc.trackpointCount, segmentCount: acc.segmentCount,
      lapCount: laps.count, impossibleStepCount: acc.impossibleStepCount)
    elevationSpikeCount = swim ? 0 : acc.elevationSpikeCount
    replacedLapDistanceCount = lapOutcome.replacedLapDistances
    ignoredLapStartCount = lapOutcome.ignoredLapStarts
    implausibleValueCount = implausible ? 1 : 0
  }

  /// Mean cadence above zero, in strides per minute for foot sports (see `init`).
  private static func cadence(_ acc: SummaryAccumulator, activity: ActivityType) -> Double? {
    guard acc.cadenceCount > 0 else { return nil }
    let mean = acc.cadenceSum / Double(acc.cadenceCount)
    switch activity {
    case .running where mean > 120: return mean / 2
    case .walking where mean > 90, .hiking where mean > 90: return mean / 2
    default: return mean
    }
  }

  /// Device distance when present and plausible, else computed, else `nil` (see `init`).
  private static func chooseDistance(
    _ acc: SummaryAccumulator, _ laps: SummaryAccumulator.LapOutcome, duration: Double
  ) -> (Double?, DistanceSource?) {
    let computed: Double? =
      acc.positionedStepCount > 0 && acc.computedDistance.isFinite ? acc.computedDistance : nil
    if let value = laps.deviceDistance {
      let plausibleSpeed =
        duration <= 0 || value / duration <= acc.limits.maximumAverageSpeed
      let zeroButComputed = value == 0 && (computed ?? 0) > 0
      if value.isFinite, value >= 0, plausibleSpeed, !zeroButComputed {
        return (value, .device)
      }
    }
    if let computed { return (computed, .computed) }
    return (nil, nil)
  }
}
