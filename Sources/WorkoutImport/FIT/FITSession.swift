import Foundation
import WorkoutModel

/// A FIT `session` message (global 18): one workout, or one leg of a multisport activity.
/// Times are FIT seconds (see ``FITProfile/date(_:)``), other values SI as the profile scales them.
struct FITSession: Hashable {
  /// Start, timer time, distance, calories, heart rate.
  var totals: FITTotals
  /// `timestamp` (field 253): when the summary was written, normally the end.
  var timestamp: Double?
  /// `sport` (5) and `sub_sport` (6), FIT enum values.
  var sport: Int?
  var subSport: Int?
  /// `total_elapsed_time` (7), seconds (÷ 1000).
  var elapsed: Double?
  /// `avg_cadence` (18) + `avg_fractional_cadence` (92, ÷ 128), per minute as stored (rpm;
  /// strides per minute for running). Field 41 is `avg_stroke_count` (strokes per lap × 10): read
  /// as a fraction it turned a swim's 25 into 36 (issue 18).
  var averageCadence: Double?
  /// `avg_power` (20), watts.
  var averagePower: Double?
  /// `total_ascent` (22), `total_descent` (23), metres.
  var ascent: Double?
  var descent: Double?
  /// `pool_length` (44), metres (÷ 100).
  var poolLength: Double?
  /// The last record time when records continue past the claimed end (start + elapsed) without
  /// a pause, before the next session starts (``FITActivityBuilder/extendSessionsOverRecords()``):
  /// the summary is a claim to check against the records (issue 18: a Suunto file with no final
  /// lap lost 2.5 km and 15 minutes; a fractional elapsed time dropped the last record).
  var recordsEnd: Double?
  /// Totals dropped as implausible (``Plausibility``), for the `value_implausible` warning.
  var droppedValues = 0

  /// Reads the fields of a session message. The totals are held to the stated-total limits,
  /// like every reader's (``StatedValueCheck``): elapsed and timer time to
  /// ``Plausibility/workoutSeconds`` (FIT's 0xFFFFFFFE ms is 49.7 days), distance to
  /// ``Plausibility/workoutDistance``, power, cadence to their point ranges, ascent and descent
  /// to ``Plausibility/climb``; a value outside is unknown. Calories are checked against the
  /// workout's duration in ``summary(over:span:shift:activity:activeLengths:)``.
  init(_ message: FITMessage) {
    var check = StatedValueCheck()
    totals = FITTotals(message, heartRateFields: (16, 17))
    totals.timer = check.value(totals.timer, in: Plausibility.workoutSeconds)
    totals.distance = check.value(totals.distance, in: Plausibility.workoutDistance)
    timestamp = message.timestamp.map(Double.init)
    sport = message.integer(5)
    subSport = message.integer(6)
    elapsed = check.value(message.value(7, scale: 1000), in: Plausibility.workoutSeconds)
    averageCadence = check.value(
      message.value(18).map { $0 + (message.value(92, scale: 128) ?? 0) }, in: Plausibility.cadence)
    averagePower = check.value(message.value(20), in: Plausibility.power)
    ascent = check.value(message.value(22), in: Plausibility.climb)
    descent = check.value(message.value(23), in: Plausibility.climb)
    poolLength = message.value(44, scale: 100)
    droppedValues = check.droppedValues
  }

  /// A session covering records alone (files without session messages).
  init(start: Double, end: Double, sport: Int?, subSport: Int?) {
    totals = FITTotals(start: start)
    timestamp = end
    elapsed = end - start
    self.sport = sport
    self.subSport = subSport
  }

  /// The session's time span, FIT seconds: `start_time` to `start_time` + the larger of elapsed
  /// and timer time (timer time cannot exceed elapsed time; when it does, elapsed is wrong),
  /// or to ``recordsEnd`` when later. Without a start, `timestamp` − elapsed. `nil` when neither
  /// gives a start.
  var span: ClosedRange<Double>? {
    guard let claimed = claimedSpan else { return nil }
    return claimed.lowerBound...max(claimed.upperBound, recordsEnd ?? claimed.upperBound)
  }

  /// The span the summary claims, without the records that continue after it.
  var claimedSpan: ClosedRange<Double>? {
    let length = max(elapsed ?? 0, totals.timer ?? 0)
    guard let begin = totals.start ?? timestamp.map({ $0 - length }) else { return nil }
    let end = max(begin + length, length == 0 ? (timestamp ?? begin) : begin)
    return begin...end
  }

  /// `summary` (computed from the points and laps by the model's rules) with the device's own
  /// session figures put in where they are present and plausible (DESIGN.md: the device's figure
  /// wins when plausible):
  /// - start = `start_time`; end = start + elapsed, or the last point when later (elapsed is
  ///   sometimes too small); duration = end − start;
  /// - moving time: the sum of the active pool lengths' timer time when the session has lengths;
  ///   else the computed one (records split at timer stops; see ``WorkoutSummary``); without two
  ///   timed points, `total_timer_time`; never above `total_timer_time` (plus the time records
  ///   continue past the claimed end, ``recordsEnd``); clamped to 0…duration;
  /// - distance: `total_distance` (source `device`) under the same plausibility rule as
  ///   ``WorkoutSummary`` (average speed within the sport's limit; a 0 gives way to a computed
  ///   positive figure; when records continue past the claimed end and their own counter covers
  ///   more, the counter wins); else active lengths × `pool_length`; else the computed figure;
  /// - heart rate (within `plausibleHeartRate`; Zwift writes 0 without a strap), cadence, power,
  ///   calories (within ``Plausibility/calories(hours:)`` of the duration), ascent and descent:
  ///   the session's when present, else the computed ones.
  func summary(
    over computed: WorkoutSummary, span: ClosedRange<Double>, shift: Double,
    activity: ActivityType, activeLengths: (count: Int, seconds: Double)
  ) -> WorkoutSummary {
    var result = computed
    let start = FITProfile.date(span.lowerBound + shift)
    var end = FITProfile.date(span.lowerBound + (elapsed ?? 0) + shift)
    if let last = computed.endUTC, last > end { end = last }
    result.startUTC = start
    result.endUTC = end
    let duration = max(end.timeIntervalSince(start), 0)
    result.durationSeconds = duration
    var moving = computed.movingTimeSeconds
    if activeLengths.count > 0 {
      moving = activeLengths.seconds
    } else if computed.trackpointCount < 2, let timer = totals.timer {
      moving = timer
    }
    // The device's timer ran no longer than this (and the records kept after the claimed end):
    // moving time cannot exceed it.
    let beyond = max((recordsEnd ?? 0) - (claimedSpan?.upperBound ?? .infinity), 0)
    if let timer = totals.timer, timer >= 0 { moving = min(moving, timer + beyond) }
    result.movingTimeSeconds = min(max(moving, 0), duration)

    let limit = SportLimits.forActivity(activity).maximumAverageSpeed
    if let distance = totals.distance, distance.isFinite, distance >= 0,
      duration <= 0 || distance / duration <= limit,
      !(distance == 0 && (computed.distanceMeters ?? 0) > 0)
    {
      result.distanceMeters = distance
      result.distanceSource = .device
      if beyond > 0, computed.distanceSource == .device, let counted = computed.distanceMeters,
        counted > distance
      {
        result.distanceMeters = counted  // the records' counter went on after the claim
      }
    } else if activeLengths.count > 0, let poolLength, poolLength > 0 {
      result.distanceMeters = Double(activeLengths.count) * poolLength
      result.distanceSource = .device
    }
    result.averageHeartRate = totals.averageHeartRate ?? computed.averageHeartRate
    result.maximumHeartRate = totals.maximumHeartRate ?? computed.maximumHeartRate
    result.averageCadence = averageCadence ?? computed.averageCadence
    result.averagePower = averagePower ?? computed.averagePower
    result.calories = caloriesKept(duration: duration) ?? computed.calories
    result.elevationGainMeters = ascent ?? computed.elevationGainMeters
    result.elevationLossMeters = descent ?? computed.elevationLossMeters
    return result
  }

  /// `total_calories` when a workout lasting `duration` seconds can have burnt them
  /// (``Plausibility/calories(hours:)``), else `nil`.
  func caloriesKept(duration: Double) -> Double? {
    totals.calories.flatMap {
      Plausibility.calories(hours: duration / 3600).contains($0) ? $0 : nil
    }
  }
}
