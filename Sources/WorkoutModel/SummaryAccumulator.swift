import Foundation

/// One-pass state machine behind `WorkoutSummary(segments:laps:activity:)`.
///
/// Created with the workout's laps (so rest laps are known before the points arrive), then fed
/// segment by segment (``startSegment(lapIndex:)`` then ``add(_:)`` per point); it keeps a fixed
/// number of scalars plus one small record per lap, so it allocates nothing per point. Rules are
/// documented on the `WorkoutSummary` initializer; the lap checks are in
/// `SummaryAccumulator+Laps.swift`.
struct SummaryAccumulator {
  /// Heart rates accepted, in beats per minute (``Plausibility/heartRate``, as the readers).
  static let heartRateRange = Plausibility.heartRate
  /// Longest lap timer time accepted, in seconds (7 days, ``Plausibility/lapSeconds``).
  static let maximumLapSeconds = Plausibility.lapSeconds.upperBound
  /// Consecutive rejected elevations after which their level is taken as the real one (a
  /// placeholder at the start, or a barometer recalibration), so one bad anchor cannot reject
  /// the rest of a segment.
  static let elevationRejectionsBeforeReset = 3
  /// A position repeated within this many seconds of its previous sighting is a frozen fix.
  static let frozenRepeatSeconds: Double = 10
  /// A device counter repeating its value within this many seconds of its previous reading may
  /// just not have updated yet (watches update it every 1–5 s while recording every second);
  /// a repeat after a longer step is a reading of standing still.
  static let counterRepeatSeconds: Double = 5

  /// What a lap's own trackpoints say (times, device counter, positions).
  struct LapEvidence {
    var firstTime = Double.infinity
    var lastTime = -Double.infinity
    var firstCounter: Double?
    var lastCounter: Double?
    var counterReadings = 0
    var points = 0
    var computedMeters = 0.0
    var positionedSteps = 0
    /// What the lap's steps added to each moving-time bucket (taken back for rest laps).
    var movingKnown = 0.0
    var unknownShortSeconds = 0.0
    var counterStillShortSeconds = 0.0
    var timedSpanSeconds = 0.0
  }

  let limits: SportLimits
  let laps: [Lap]
  /// Laps written as exactly 0 m while another lap has a distance: rest laps (pool swims) unless
  /// their own trackpoints show movement (checked when finishing).
  let restLapCandidates: Set<Int>

  // Whole-workout results (trackpoints only; laps are merged when finishing).
  var firstTime = Double.infinity
  var lastTime = -Double.infinity
  var trackpointCount = 0
  var segmentCount = 0
  var computedDistance = 0.0
  var positionedStepCount = 0
  var impossibleStepCount = 0
  var timedStepCount = 0
  var firstCounter: Double?
  var lastCounter: Double?
  var minimumCounter = Double.infinity
  var maximumCounter = -Double.infinity
  var elevation = ElevationHysteresis()
  var elevationSpikeCount = 0
  var heartRateSum = 0.0
  var heartRateCount = 0
  var heartRateMax = -Double.infinity
  var cadenceSum = 0.0
  var cadenceCount = 0
  var powerSum = 0.0
  var powerCount = 0

  // Moving time, by the evidence each step had.
  var movingKnown = 0.0
  var knownSpeedSteps = 0
  var counterStillSteps = 0
  var counterStillShortSeconds = 0.0
  var unknownShortSeconds = 0.0
  var timedSpanSeconds = 0.0
  /// The steps since the device's counter last changed (it repeated its value): their seconds,
  /// their count, and per lap the seconds and the short seconds booked as "counter still".
  /// Judged again when the counter steps, over its whole update interval (a Suunto 9 repeats its
  /// distance for several records, then steps).
  var counterRepeat = (
    seconds: 0.0, steps: 0, laps: [(lap: Int?, seconds: Double, shortSeconds: Double)]()
  )

  // Per-segment anchors. Distance and speed are judged from the last *changed* position, so a
  // frozen fix repeated every second adds no steps (see `StepRule.judgedSeconds`).
  var pointIndex = 0
  var segmentStartIndex = 0
  var currentLap: Int?
  var positionAnchor: (index: Int, lat: Double, lon: Double, time: Double?, lastSeen: Double?)?
  var timeAnchor:
    (time: Double, lat: Double?, lon: Double?, distance: Double?, lastSeen: Double?, frozen: Bool)?
  /// The last accepted distance step (from a position to point `to`), reused by the moving-time
  /// step between the same two positions so each step costs one haversine.
  var lastStep: (fromLat: Double, fromLon: Double, to: Int, meters: Double)?
  var elevationAnchor: (meters: Double, time: Double?)?
  var elevationRejections: [(meters: Double, time: Double?)] = []
  var lapEvidence: [LapEvidence]

  init(limits: SportLimits, laps: [Lap]) {
    self.limits = limits
    self.laps = laps
    lapEvidence = Array(repeating: LapEvidence(), count: laps.count)
    let distances = laps.map { $0.distanceMeters.flatMap { $0.isFinite ? $0 : nil } }
    if distances.contains(where: { ($0 ?? 0) > 0 }) {
      restLapCandidates = Set(distances.indices.filter { distances[$0] == 0 })
    } else {
      restLapCandidates = []
    }
  }

  /// Starts a new segment (inside lap `lapIndex`, if any): no step, climb or moving interval is
  /// carried across the gap.
  mutating func startSegment(lapIndex: Int? = nil) {
    positionAnchor = nil
    timeAnchor = nil
    lastStep = nil
    counterRepeat = (0, 0, [])
    elevationAnchor = nil
    elevationRejections.removeAll(keepingCapacity: true)
    elevation.startSegment()
    segmentStartIndex = pointIndex
    currentLap = lapIndex.flatMap { lapEvidence.indices.contains($0) ? $0 : nil }
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
    let counter = point.distance.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    if let counter { noteCounter(counter) }
    if let lap = currentLap { noteLapPoint(lap, time: time, counter: counter) }

    if let position { addDistanceStep(index: index, position: position, time: time) }
    if let time {
      addMovingStep(
        index: index, time: time, position: position, counter: counter, speed: point.speed)
    }
    if let ele = point.elevation { addElevation(ele, time: time) }
    addSamples(point)
  }

  private mutating func noteCounter(_ counter: Double) {
    if firstCounter == nil { firstCounter = counter }
    lastCounter = counter
    minimumCounter = min(minimumCounter, counter)
    maximumCounter = max(maximumCounter, counter)
  }

  private mutating func noteLapPoint(_ lap: Int, time: Double?, counter: Double?) {
    lapEvidence[lap].points += 1
    if let time {
      lapEvidence[lap].firstTime = min(lapEvidence[lap].firstTime, time)
      lapEvidence[lap].lastTime = max(lapEvidence[lap].lastTime, time)
    }
    if let counter {
      if lapEvidence[lap].firstCounter == nil { lapEvidence[lap].firstCounter = counter }
      lapEvidence[lap].lastCounter = counter
      lapEvidence[lap].counterReadings += 1
    }
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
    guard let anchor = positionAnchor else {
      positionAnchor = (index, position.lat, position.lon, time, nil)
      return
    }
    // A repeated (frozen) fix is no step: the anchor remembers when it was last seen.
    if anchor.lat == position.lat, anchor.lon == position.lon {
      if let time { positionAnchor?.lastSeen = time }
      return
    }
    positionAnchor = (index, position.lat, position.lon, time, nil)
    positionedStepCount += 1
    let meters = Haversine.distanceMeters(
      latitude1: anchor.lat, longitude1: anchor.lon, latitude2: position.lat,
      longitude2: position.lon)
    if let t0 = anchor.time, let t1 = time,
      StepRule.judgedSeconds(
        meters: meters, spans: StepRule.spans(changed: t0, lastSeen: anchor.lastSeen, time: t1),
        cap: limits.maximumStepSpeed) == nil
    {
      impossibleStepCount += 1
      return
    }
    computedDistance += meters
    lastStep = (anchor.lat, anchor.lon, index, meters)
    if let lap = currentLap {
      lapEvidence[lap].computedMeters += meters
      lapEvidence[lap].positionedSteps += 1
    }
  }

  private mutating func addMovingStep(
    index: Int, time: Double, position: (lat: Double, lon: Double)?, counter: Double?,
    speed: Double?
  ) {
    guard let anchor = timeAnchor else {
      timeAnchor = (time, position?.lat, position?.lon, counter, nil, false)
      return
    }
    // The same position again. Repeated every few seconds it is a frozen fix (a logger that
    // repeats its last position until it has moved far enough): the time until the position
    // changes is judged as one step. Seen again only after a long gap, it is standing still.
    if let position, anchor.lat == position.lat, anchor.lon == position.lon, speed == nil {
      let seen = anchor.lastSeen ?? anchor.time
      if time > seen {
        timeAnchor?.lastSeen = time
        if time - seen <= Self.frozenRepeatSeconds { timeAnchor?.frozen = true }
      }
      return
    }
    var dt = time - anchor.time
    guard dt > 0 else { return }  // earlier or equal time: keep the anchor, count nothing
    timeAnchor = (time, position?.lat, position?.lon, counter, nil, false)
    timedStepCount += 1
    timedSpanSeconds += dt
    if let lap = currentLap { lapEvidence[lap].timedSpanSeconds += dt }

    var stepSpeed: Double?
    if let position, let lat0 = anchor.lat, let lon0 = anchor.lon {
      let meters: Double
      if let step = lastStep, step.to == index, step.fromLat == lat0, step.fromLon == lon0 {
        meters = step.meters
      } else {
        meters = Haversine.distanceMeters(
          latitude1: lat0, longitude1: lon0, latitude2: position.lat, longitude2: position.lon)
      }
      if !anchor.frozen, let seen = anchor.lastSeen {
        dt = max(time - seen, 0)  // standing still until the last repeat: only the step moves
      }
      if dt > 0, meters <= limits.maximumStepSpeed * max(dt, 1) { stepSpeed = meters / dt }
    }
    // A repeated counter is judged when it steps, whether or not the device also writes a speed
    // (a Suunto 9's FIT records carry one beside the lagging distance).
    if stepSpeed == nil, let d1 = counter, let d0 = anchor.distance, d1 == d0 {
      noteCounterRepeat(dt)
      return
    }
    if stepSpeed == nil, let d1 = counter, let d0 = anchor.distance, d1 > d0 {
      // Judged over the counter's own update interval: the repeated steps before this one
      // moved too when the interval as a whole did.
      let interval = dt + counterRepeat.seconds
      if d1 - d0 <= limits.maximumStepSpeed * interval {
        let intervalSpeed = (d1 - d0) / interval
        if intervalSpeed >= limits.minimumMovingSpeed { takeBackCounterRepeat() }
        stepSpeed = intervalSpeed
      }
    }
    counterRepeat = (0, 0, [])
    if stepSpeed == nil, let speed, speed.isFinite, speed >= 0 {
      stepSpeed = speed
    }
    guard let stepSpeed else {
      if dt <= limits.unknownSpeedPauseSeconds {
        unknownShortSeconds += dt
        if let lap = currentLap { lapEvidence[lap].unknownShortSeconds += dt }
      }
      return
    }
    knownSpeedSteps += 1
    // However long the step: sparse sampling is not standing still (issue 18).
    if stepSpeed >= limits.minimumMovingSpeed {
      movingKnown += dt
      if let lap = currentLap { lapEvidence[lap].movingKnown += dt }
    }
  }

  /// A step over which the device's counter repeated its value: "standing still" only if the
  /// counter ever moves (a trainer writes a constant 0.0), decided when the workout is finished,
  /// and, for repeats at most ``counterRepeatSeconds`` apart, only if the counter's next change
  /// is slow too over the whole run of repeats (``takeBackCounterRepeat()``).
  private mutating func noteCounterRepeat(_ dt: Double) {
    counterStillSteps += 1
    let short = dt <= limits.unknownSpeedPauseSeconds ? dt : 0
    counterStillShortSeconds += short
    if let lap = currentLap { lapEvidence[lap].counterStillShortSeconds += short }
    guard dt <= Self.counterRepeatSeconds else {
      counterRepeat = (0, 0, [])  // a reading of standing still: not judged again
      return
    }
    counterRepeat.seconds += dt
    counterRepeat.steps += 1
    if let last = counterRepeat.laps.last, last.lap == currentLap {
      counterRepeat.laps[counterRepeat.laps.count - 1].seconds += dt
      counterRepeat.laps[counterRepeat.laps.count - 1].shortSeconds += short
    } else {
      counterRepeat.laps.append((currentLap, dt, short))
    }
  }

  /// The counter moved on fast enough over its whole update interval: the repeated steps were
  /// moving, not standing still. Moves their seconds from the "counter still" buckets to moving
  /// time, lap by lap (so that rest laps can still take theirs back).
  private mutating func takeBackCounterRepeat() {
    counterStillSteps -= counterRepeat.steps
    knownSpeedSteps += counterRepeat.steps
    movingKnown += counterRepeat.seconds
    for (lap, seconds, short) in counterRepeat.laps {
      counterStillShortSeconds -= short
      guard let lap else { continue }
      lapEvidence[lap].counterStillShortSeconds -= short
      lapEvidence[lap].movingKnown += seconds
    }
  }

  /// Elevation with a vertical-speed check against the last accepted sample: a sample that
  /// needs more than ``SportLimits/maximumVerticalSpeed`` (judged over at least 1 s; untimed
  /// samples are not judged) is dropped and counted, unless
  /// ``elevationRejectionsBeforeReset`` rejected samples in a row agree with each other, which
  /// makes their level the new anchor (nothing is added to gain or loss for the jump).
  private mutating func addElevation(_ meters: Double, time: Double?) {
    guard meters.isFinite else { return }
    guard let anchor = elevationAnchor else {
      elevationAnchor = (meters, time)
      elevation.add(meters)
      return
    }
    var plausible = true
    if let t0 = anchor.time, let t1 = time {
      plausible = abs(meters - anchor.meters) <= limits.maximumVerticalSpeed * max(abs(t1 - t0), 1)
    }
    if plausible {
      elevationRejections.removeAll(keepingCapacity: true)
      elevationAnchor = (meters, time)
      elevation.add(meters)
      return
    }
    elevationSpikeCount += 1
    elevationRejections.append((meters, time))
    guard elevationRejections.count >= Self.elevationRejectionsBeforeReset else { return }
    let levels = elevationRejections.map(\.meters)
    if let low = levels.min(), let high = levels.max(),
      high - low <= ElevationHysteresis.defaultThresholdMeters * 2
    {
      // The rejected run is a consistent level: restart from it.
      elevationSpikeCount -= elevationRejections.count
      elevation.startSegment()
      for sample in elevationRejections { elevation.add(sample.meters) }
      elevationAnchor = elevationRejections[elevationRejections.count - 1]
    }
    elevationRejections.removeAll(keepingCapacity: true)
  }

  private mutating func addSamples(_ point: Trackpoint) {
    if let hr = point.heartRate, hr.isFinite, Self.heartRateRange.contains(hr) {
      heartRateSum += hr
      heartRateCount += 1
      heartRateMax = max(heartRateMax, hr)
    }
    // Zero cadence is coasting or no sensor, not a rate: it is not averaged.
    if let cadence = point.cadence, cadence.isFinite, cadence > 0 {
      cadenceSum += cadence
      cadenceCount += 1
    }
    if let power = point.power, power.isFinite, power >= 0 {
      powerSum += power
      powerCount += 1
    }
  }
}
