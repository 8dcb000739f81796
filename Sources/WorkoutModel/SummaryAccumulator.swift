import Foundation

/// One-pass state machine behind `WorkoutSummary(segments:laps:activity:)`.
///
/// Feed it segment by segment (``startSegment()`` then ``add(_:)`` per point) and then the laps;
/// it keeps a fixed number of scalars, so it allocates nothing per point. Rules are documented on
/// the `WorkoutSummary` initializer.
struct SummaryAccumulator {
  /// Heart rates accepted, in beats per minute (0 and the 255 "no reading" sentinel are not).
  static let heartRateRange: ClosedRange<Double> = 1...250
  /// Longest lap timer time accepted, in seconds (7 days).
  static let maximumLapSeconds: Double = 7 * 86_400

  let limits: SportLimits

  // Whole-workout results.
  var firstTime = Double.infinity
  var lastTime = -Double.infinity
  var trackpointCount = 0
  var segmentCount = 0
  var computedDistance = 0.0
  var positionedStepCount = 0
  var impossibleStepCount = 0
  var movingTime = 0.0
  var timedStepCount = 0
  var maxDeviceDistance = -1.0
  var elevation = ElevationHysteresis()
  var heartRateSum = 0.0
  var heartRateCount = 0
  var heartRateMax = -Double.infinity
  var cadenceSum = 0.0
  var cadenceCount = 0
  var powerSum = 0.0
  var powerCount = 0

  // Per-segment anchors. Distance follows file order; moving time follows the running maximum
  // of the segment's timestamps, so out-of-order or duplicated points never add time twice.
  var pointIndex = 0
  var segmentStartIndex = 0
  var positionAnchor: (index: Int, lat: Double, lon: Double, time: Double?)?
  var timeAnchor: (index: Int, time: Double, lat: Double?, lon: Double?, distance: Double?)?
  var lastStepDistance: (from: Int, to: Int, meters: Double)?

  // Laps.
  var lapDistanceSum = 0.0
  var lapDistanceCount = 0
  var lapCalories = 0.0
  var lapCaloriesCount = 0
  var lapTimerSum = 0.0
  var lapHeartRateWeighted = 0.0
  var lapHeartRateWeight = 0.0
  var lapHeartRateMax = -Double.infinity

  init(limits: SportLimits) {
    self.limits = limits
  }

  /// Starts a new segment: no step, climb or moving interval is carried across the gap.
  mutating func startSegment() {
    positionAnchor = nil
    timeAnchor = nil
    lastStepDistance = nil
    elevation.startSegment()
    segmentStartIndex = pointIndex
  }

  /// Feeds one trackpoint of the current segment.
  mutating func add(_ point: Trackpoint) {
    if pointIndex == segmentStartIndex { segmentCount += 1 }
    trackpointCount += 1
    let index = pointIndex
    pointIndex += 1

    let time = point.time.map { $0.timeIntervalSinceReferenceDate }
    if let time {
      firstTime = min(firstTime, time)
      lastTime = max(lastTime, time)
    }
    let position = Self.validPosition(point)
    let deviceDistance = point.distance.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    if let deviceDistance { maxDeviceDistance = max(maxDeviceDistance, deviceDistance) }

    if let position { addDistanceStep(index: index, position: position, time: time) }
    if let time {
      addMovingStep(
        index: index, time: time, position: position, deviceDistance: deviceDistance,
        speed: point.speed)
    }
    if let ele = point.elevation { elevation.add(ele) }
    addSamples(point)
  }

  private static func validPosition(_ point: Trackpoint) -> (lat: Double, lon: Double)? {
    guard let lat = point.latitude, let lon = point.longitude, lat.isFinite, lon.isFinite,
      abs(lat) <= 90, abs(lon) <= 180
    else { return nil }
    return (lat, lon)
  }

  private mutating func addDistanceStep(
    index: Int, position: (lat: Double, lon: Double), time: Double?
  ) {
    defer { positionAnchor = (index, position.lat, position.lon, time) }
    guard let anchor = positionAnchor else { return }
    positionedStepCount += 1
    let meters = Haversine.distanceMeters(
      latitude1: anchor.lat, longitude1: anchor.lon, latitude2: position.lat,
      longitude2: position.lon)
    if let t0 = anchor.time, let t1 = time {
      // Duplicated or sub-second timestamps are judged over at least one second.
      let seconds = max(abs(t1 - t0), 1)
      if meters > limits.maximumStepSpeed * seconds {
        impossibleStepCount += 1
        lastStepDistance = nil
        return
      }
    }
    computedDistance += meters
    lastStepDistance = (anchor.index, index, meters)
  }

  private mutating func addMovingStep(
    index: Int, time: Double, position: (lat: Double, lon: Double)?, deviceDistance: Double?,
    speed: Double?
  ) {
    guard let anchor = timeAnchor else {
      timeAnchor = (index, time, position?.lat, position?.lon, deviceDistance)
      return
    }
    let dt = time - anchor.time
    guard dt > 0 else { return }  // earlier or equal time: keep the anchor, count nothing
    timeAnchor = (index, time, position?.lat, position?.lon, deviceDistance)
    timedStepCount += 1
    guard dt <= limits.maximumMovingStepSeconds else { return }

    var stepSpeed: Double?
    if let step = lastStepDistance, step.from == anchor.index, step.to == index {
      stepSpeed = step.meters / dt  // the distance step just taken between the same two points
    } else if let position, let lat0 = anchor.lat, let lon0 = anchor.lon {
      // Anchors differ (an untimed or out-of-order point in between, or a dropped step).
      let meters = Haversine.distanceMeters(
        latitude1: lat0, longitude1: lon0, latitude2: position.lat, longitude2: position.lon)
      stepSpeed = meters <= limits.maximumStepSpeed * dt ? meters / dt : nil
    }
    if stepSpeed == nil, let d1 = deviceDistance, let d0 = anchor.distance, d1 >= d0,
      d1 - d0 <= limits.maximumStepSpeed * dt
    {
      stepSpeed = (d1 - d0) / dt
    }
    if stepSpeed == nil, let speed, speed.isFinite, speed >= 0 {
      stepSpeed = speed
    }
    if let stepSpeed {
      if stepSpeed >= limits.minimumMovingSpeed { movingTime += dt }
    } else if dt <= limits.unknownSpeedPauseSeconds {
      movingTime += dt
    }
  }

  private mutating func addSamples(_ point: Trackpoint) {
    if let hr = point.heartRate, hr.isFinite, Self.heartRateRange.contains(hr) {
      heartRateSum += hr
      heartRateCount += 1
      heartRateMax = max(heartRateMax, hr)
    }
    if let cadence = point.cadence, cadence.isFinite, cadence >= 0 {
      cadenceSum += cadence
      cadenceCount += 1
    }
    if let power = point.power, power.isFinite, power >= 0 {
      powerSum += power
      powerCount += 1
    }
  }

  /// Feeds one lap (TCX `Lap`).
  mutating func add(_ lap: Lap) {
    let seconds = lap.totalTimeSeconds.flatMap {
      $0.isFinite && $0 >= 0 && $0 <= Self.maximumLapSeconds ? $0 : nil
    }
    if let start = lap.startTime?.timeIntervalSinceReferenceDate {
      firstTime = min(firstTime, start)
      // A lap's timer time excludes pauses, so start + TotalTimeSeconds is not an instant the
      // workout reached; it only extends the end for laps after the last timed trackpoint
      // (rest laps of pool swims, laps-only files).
      lastTime = start > lastTime ? start + (seconds ?? 0) : max(lastTime, start)
    }
    if let seconds { lapTimerSum += seconds }
    if let distance = lap.distanceMeters, distance.isFinite, distance >= 0 {
      lapDistanceSum += distance
      lapDistanceCount += 1
    }
    if let calories = lap.calories, calories.isFinite, calories >= 0 {
      lapCalories += calories
      lapCaloriesCount += 1
    }
    if let average = lap.averageHeartRate, average.isFinite,
      Self.heartRateRange.contains(average)
    {
      let weight = (seconds ?? 0) > 0 ? (seconds ?? 0) : 1
      lapHeartRateWeighted += average * weight
      lapHeartRateWeight += weight
    }
    if let maximum = lap.maximumHeartRate, maximum.isFinite,
      Self.heartRateRange.contains(maximum)
    {
      lapHeartRateMax = max(lapHeartRateMax, maximum)
    }
  }
}
