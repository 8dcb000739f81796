import Foundation

extension WorkoutSummary {
  /// Computes the summary of a workout from its segments and laps in one pass over the points
  /// (DESIGN.md, "Metrics"). SI units throughout; never produces NaN or infinity.
  ///
  /// - Start / end: the earliest and latest instant among trackpoint times and lap start times;
  ///   a lap that starts after the last timed trackpoint (a rest lap, a laps-only file) ends the
  ///   workout at its start + `TotalTimeSeconds` (when 0…7 days). Timer time excludes pauses, so
  ///   it never stretches a workout whose points say when it ended. Points need not be sorted.
  ///   `durationSeconds` = end − start (0 without any instant).
  /// - Distance (`distanceSource`):
  ///   - *device*: the sum of lap `DistanceMeters` when positive, else the largest trackpoint
  ///     cumulative `distance`; used when finite, ≥ 0 and distance ÷ duration ≤ the sport's
  ///     ``SportLimits/maximumAverageSpeed`` (a device 0 gives way to a positive computed value);
  ///   - *computed*: otherwise, haversine steps (``Haversine``, R = 6,371,008.8 m) between
  ///     consecutive positioned points in file order *within* each segment, never across a gap.
  ///     A step faster than ``SportLimits/maximumStepSpeed`` (judged over max(|Δt|, 1 s); steps
  ///     without both times are not judged) is dropped and counted in `impossibleStepCount`;
  ///     the next step starts from the dropped point. `nil` when no segment has two positions.
  /// - Moving time, within each segment, over consecutive *timed* points (the anchor is the
  ///   latest time seen so far, so points that go back in time add nothing): a step of
  ///   Δt > 0 counts when Δt ≤ ``SportLimits/maximumMovingStepSeconds`` (300 s) and its speed is
  ///   ≥ ``SportLimits/minimumMovingSpeed`` (running/walking/hiking 0.5, cycling 1.0, swimming
  ///   0.1 m/s, …). The speed comes from, in order: the haversine distance between the two
  ///   points, the device's cumulative distance delta, the device's speed at the later point.
  ///   With none of these (indoor, time-only points) the step counts when
  ///   Δt ≤ ``SportLimits/unknownSpeedPauseSeconds`` (60 s). Gaps between segments never count.
  ///   When no segment has two timed points, moving time is the sum of lap `TotalTimeSeconds`.
  ///   Always clamped to 0…duration.
  /// - Elevation gain / loss: ``ElevationHysteresis`` with a 3 m dead band, restarted at every
  ///   segment; `nil` when no point has a usable elevation.
  /// - Heart rate: mean and maximum over points with a reading in 1…250 bpm; without any, the
  ///   lap averages weighted by lap timer time and the largest lap maximum. Cadence and power:
  ///   mean over points with a finite value ≥ 0 (zeros included). Sample means, not
  ///   time-weighted.
  /// - Calories: sum of finite, non-negative lap calories; `nil` when no lap gave any.
  /// - Counts: all trackpoints, non-empty segments, laps.
  ///
  /// - Parameters:
  ///   - segments: the workout's segments in file order.
  ///   - laps: the workout's laps (TCX), possibly empty.
  ///   - activity: selects the per-sport ``SportLimits``.
  public init(segments: [TrackSegment], laps: [Lap], activity: ActivityType) {
    var acc = SummaryAccumulator(limits: SportLimits.forActivity(activity))
    for segment in segments {
      acc.startSegment()
      for point in segment.points { acc.add(point) }
    }
    for lap in laps { acc.add(lap) }

    let hasTime = acc.firstTime.isFinite && acc.lastTime.isFinite
    let start = hasTime ? Date(timeIntervalSinceReferenceDate: acc.firstTime) : nil
    let end = hasTime ? Date(timeIntervalSinceReferenceDate: acc.lastTime) : nil
    let duration = hasTime ? max(acc.lastTime - acc.firstTime, 0) : 0

    var moving = acc.timedStepCount > 0 ? acc.movingTime : acc.lapTimerSum
    moving = min(max(moving, 0), duration)

    let (distance, source) = Self.chooseDistance(acc, duration: duration)

    var averageHeartRate: Double?
    var maximumHeartRate: Double?
    if acc.heartRateCount > 0 {
      averageHeartRate = acc.heartRateSum / Double(acc.heartRateCount)
      maximumHeartRate = acc.heartRateMax
    } else {
      if acc.lapHeartRateWeight > 0 {
        averageHeartRate = acc.lapHeartRateWeighted / acc.lapHeartRateWeight
      }
      if acc.lapHeartRateMax.isFinite { maximumHeartRate = acc.lapHeartRateMax }
    }

    self.init(
      startUTC: start, endUTC: end, durationSeconds: duration, movingTimeSeconds: moving,
      distanceMeters: distance, distanceSource: source,
      elevationGainMeters: acc.elevation.sawElevation ? acc.elevation.gainMeters : nil,
      elevationLossMeters: acc.elevation.sawElevation ? acc.elevation.lossMeters : nil,
      averageHeartRate: averageHeartRate, maximumHeartRate: maximumHeartRate,
      averageCadence: acc.cadenceCount > 0 ? acc.cadenceSum / Double(acc.cadenceCount) : nil,
      averagePower: acc.powerCount > 0 ? acc.powerSum / Double(acc.powerCount) : nil,
      calories: acc.lapCaloriesCount > 0 ? acc.lapCalories : nil,
      trackpointCount: acc.trackpointCount, segmentCount: acc.segmentCount,
      lapCount: laps.count, impossibleStepCount: acc.impossibleStepCount)
  }

  /// Device distance when present and plausible, else computed, else `nil` (see `init`).
  private static func chooseDistance(
    _ acc: SummaryAccumulator, duration: Double
  ) -> (Double?, DistanceSource?) {
    let computed: Double? =
      acc.positionedStepCount > 0 && acc.computedDistance.isFinite ? acc.computedDistance : nil
    var device: Double?
    if acc.lapDistanceCount > 0, acc.lapDistanceSum > 0 {
      device = acc.lapDistanceSum
    } else if acc.maxDeviceDistance >= 0 {
      device = acc.maxDeviceDistance
    } else if acc.lapDistanceCount > 0 {
      device = acc.lapDistanceSum
    }
    if let value = device {
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
