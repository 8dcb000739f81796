import Foundation
import WorkoutModel

/// The blob one workout is stored as (table `workouts`, column `data`): every field of
/// ``Workout`` except its trackpoints (`segments` are stored empty; reports and achievements
/// need only the summary, best efforts, route sketch, and the trailing fields — countries, the
/// rounded start position — ``WorkoutCodec+Trailing.swift``), in ``ByteWriter``'s compact form,
/// led by a format byte (``formatVersion``). About 200 bytes plus ~60 per best effort; decoding
/// 10,000 takes a few milliseconds, which keeps `report` from a library well under a second.
public enum WorkoutCodec {
  /// The blob format written (2: this layout; 1: the same without the explorer tiles at the
  /// end, read with `explorerTiles` `nil`, see ``tilesFormatVersion``).
  public static let formatVersion: UInt8 = 2

  /// The blob of `workout` (its `segments` are not stored).
  public static func encode(_ workout: Workout) -> [UInt8] {
    var w = ByteWriter()
    w.unsigned(UInt64(formatVersion))
    w.text(workout.source)
    w.text(workout.format.rawValue)
    w.optional(workout.creator) { $0.text($1) }
    w.optional(workout.name) { $0.text($1) }
    w.text(workout.activity.rawValue)
    w.optional(workout.activityRaw) { $0.text($1) }
    w.optional(workout.activitySource) { $0.text($1.rawValue) }
    for flag in [
      workout.isTransport, workout.isManual, workout.isCommute, workout.isIndoor,
      workout.isVirtual,
    ] {
      w.bool(flag)
    }
    w.optional(workout.gear) { $0.text($1) }
    w.optional(workout.writtenUTCOffsetSeconds) { $0.integer($1) }
    w.text(workout.timeZoneIdentifier)
    w.text(workout.timeZoneSource.rawValue)
    w.optional(workout.coordinatesTimeZoneIdentifier) { $0.text($1) }
    w.optional(workout.statedCalories) { $0.double($1) }
    encode(workout.summary, into: &w)
    w.unsigned(UInt64(workout.laps.count))
    for lap in workout.laps {
      w.optional(lap.startTime) { $0.date($1) }
      for value in [
        lap.totalTimeSeconds, lap.distanceMeters, lap.calories, lap.averageHeartRate,
        lap.maximumHeartRate,
      ] {
        w.optional(value) { $0.double($1) }
      }
    }
    w.unsigned(UInt64(workout.bestEfforts.count))
    for effort in workout.bestEfforts {
      // A target of the built-in tables is stored by id (1, id); any other in full (0, …).
      w.text(effort.target.id)
      let known = knownTargets[effort.target.id] == effort.target
      w.bool(known)
      if !known { encodeTarget(effort.target, into: &w) }
      w.double(effort.elapsedSeconds)
      w.double(effort.distanceMeters)
      w.date(effort.startUTC)
      w.double(effort.startOffsetSeconds)
      w.text(effort.check.rawValue)
    }
    w.optional(workout.routeSketch) { w, sketch in
      w.unsigned(UInt64(sketch.latitudes.count))
      for (latitude, longitude) in zip(sketch.latitudes, sketch.longitudes) {
        w.float(latitude)
        w.float(longitude)
      }
    }
    encodeTiles(workout.explorerTiles, into: &w)
    encodeTrailing(workout, into: &w)
    return w.bytes
  }

  /// The built-in best-effort targets by id (``BestEffortTarget/running``, cycling, swimming).
  static let knownTargets: [String: BestEffortTarget] = Dictionary(
    (BestEffortTarget.running + BestEffortTarget.cycling + BestEffortTarget.swimming).map {
      ($0.id, $0)
    }, uniquingKeysWith: { first, _ in first })

  private static func encodeTarget(_ target: BestEffortTarget, into w: inout ByteWriter) {
    w.text(target.name)
    switch target.measure {
    case .distance(let meters):
      w.bool(false)
      w.double(meters)
    case .duration(let seconds):
      w.bool(true)
      w.double(seconds)
    }
    w.double(target.bound)
  }

  private static func encode(_ s: WorkoutSummary, into w: inout ByteWriter) {
    w.optional(s.startUTC) { $0.date($1) }
    w.optional(s.endUTC) { $0.date($1) }
    w.double(s.durationSeconds)
    w.double(s.movingTimeSeconds)
    w.optional(s.distanceMeters) { $0.double($1) }
    w.optional(s.distanceSource) { $0.text($1.rawValue) }
    for value in [
      s.elevationGainMeters, s.elevationLossMeters, s.averageHeartRate, s.maximumHeartRate,
      s.averageCadence, s.averagePower, s.calories,
    ] {
      w.optional(value) { $0.double($1) }
    }
    for count in [
      s.trackpointCount, s.segmentCount, s.lapCount, s.impossibleStepCount, s.elevationSpikeCount,
      s.replacedLapDistanceCount, s.ignoredLapStartCount, s.implausibleValueCount,
    ] {
      w.integer(count)
    }
  }

  /// The workout stored in `bytes` (with no segments).
  /// - Throws: ``LibraryError`` when the blob is damaged, of an unknown format, names a type,
  ///   zone source or check this program does not know, or holds a value no reader writes (a
  ///   duration or best effort not finite or beyond 10^12, a time outside 1900–2200, a
  ///   negative count, an offset beyond a day, a route or start position off the globe:
  ///   ``ByteReader``);
  ///   `location` names it. An optional figure beyond those bounds is read as unknown (`nil`).
  public static func decode(_ bytes: [UInt8], location: String) throws(LibraryError) -> Workout {
    var r = ByteReader(bytes, location: location)
    let version = try r.unsigned()
    guard version == UInt64(formatVersion) || version == 1 else {
      throw r.damaged("unknown format \(version)")
    }
    let source = try r.text()
    let format = try r.value(FileFormat.self)
    let creator = try r.optional { (r) throws(LibraryError) in try r.text() }
    let name = try r.optional { (r) throws(LibraryError) in try r.text() }
    let activity = try r.value(ActivityType.self)
    let activityRaw = try r.optional { (r) throws(LibraryError) in try r.text() }
    let activitySource = try r.optional { (r) throws(LibraryError) in
      try r.value(ActivitySource.self)
    }
    let (isTransport, isManual, isCommute) = (try r.bool(), try r.bool(), try r.bool())
    let (isIndoor, isVirtual) = (try r.bool(), try r.bool())
    let gear = try r.optional { (r) throws(LibraryError) in try r.text() }
    let offset = try r.optional { (r) throws(LibraryError) in
      let seconds = try r.integer()
      guard seconds.magnitude <= 86_400 else { throw r.damaged("a UTC offset out of range") }
      return seconds
    }
    let zone = try r.text()
    let zoneSource = try r.value(TimeZoneSource.self)
    let coordinatesZone = try r.optional { (r) throws(LibraryError) in try r.text() }
    let statedCalories = try r.figure()
    let summary = try decodeSummary(&r)
    var laps: [Lap] = []
    for _ in 0..<(try r.count()) {
      let start = try r.optional { (r) throws(LibraryError) in try r.date() }
      var values: [Double?] = []
      for _ in 0..<5 {
        values.append(try r.figure())
      }
      laps.append(
        Lap(
          startTime: start, totalTimeSeconds: values[0], distanceMeters: values[1],
          calories: values[2], averageHeartRate: values[3], maximumHeartRate: values[4]))
    }
    var workout = Workout(
      source: source, format: format, creator: creator, name: name, activity: activity,
      activityRaw: activityRaw, isIndoor: isIndoor, isVirtual: isVirtual, laps: laps,
      writtenUTCOffsetSeconds: offset, timeZoneIdentifier: zone, timeZoneSource: zoneSource,
      coordinatesTimeZoneIdentifier: coordinatesZone, statedCalories: statedCalories,
      summary: summary)
    workout.activitySource = activitySource
    workout.isTransport = isTransport
    workout.isManual = isManual
    workout.isCommute = isCommute
    workout.gear = gear
    for _ in 0..<(try r.count()) {
      let id = try r.text()
      let target: BestEffortTarget
      if try r.bool() {
        guard let known = knownTargets[id] else { throw r.damaged("unknown best-effort target") }
        target = known
      } else {
        let targetName = try r.text()
        let measure: BestEffortTarget.Measure =
          try r.bool() ? .duration(seconds: try r.finite()) : .distance(meters: try r.finite())
        target = BestEffortTarget(id: id, name: targetName, measure: measure, bound: try r.finite())
      }
      workout.bestEfforts.append(
        BestEffort(
          target: target, elapsedSeconds: try r.finite(), distanceMeters: try r.finite(),
          startUTC: try r.date(), startOffsetSeconds: try r.finite(),
          check: try r.value(BestEffort.Check.self)))
    }
    workout.routeSketch = try r.optional { (r) throws(LibraryError) in
      var latitudes: [Float] = []
      var longitudes: [Float] = []
      for _ in 0..<(try r.count()) {
        let (latitude, longitude) = (try r.float(), try r.float())
        guard abs(latitude) <= 90, abs(longitude) <= 180 else {
          throw r.damaged("a route position out of range")
        }
        latitudes.append(latitude)
        longitudes.append(longitude)
      }
      return RouteSketch(latitudes: latitudes, longitudes: longitudes)
    }
    if version >= UInt64(tilesFormatVersion) { workout.explorerTiles = try decodeTiles(&r) }
    try decodeTrailing(&r, into: &workout)
    guard r.isAtEnd else { throw r.damaged("bytes after the end") }
    return workout
  }

  private static func decodeSummary(_ r: inout ByteReader) throws(LibraryError) -> WorkoutSummary {
    let start = try r.optional { (r) throws(LibraryError) in try r.date() }
    let end = try r.optional { (r) throws(LibraryError) in try r.date() }
    let duration = try r.finite()
    let moving = try r.finite()
    let distance = try r.figure()
    let distanceSource = try r.optional { (r) throws(LibraryError) in
      try r.value(DistanceSource.self)
    }
    var values: [Double?] = []
    for _ in 0..<7 { values.append(try r.figure()) }
    var counts: [Int] = []
    for _ in 0..<8 { counts.append(try r.natural()) }
    var summary = WorkoutSummary(
      startUTC: start, endUTC: end, durationSeconds: duration, movingTimeSeconds: moving,
      distanceMeters: distance, distanceSource: distanceSource, elevationGainMeters: values[0],
      elevationLossMeters: values[1], averageHeartRate: values[2], maximumHeartRate: values[3],
      averageCadence: values[4], averagePower: values[5], calories: values[6],
      trackpointCount: counts[0], segmentCount: counts[1], lapCount: counts[2],
      impossibleStepCount: counts[3])
    summary.elevationSpikeCount = counts[4]
    summary.replacedLapDistanceCount = counts[5]
    summary.ignoredLapStartCount = counts[6]
    summary.implausibleValueCount = counts[7]
    return summary
  }
}
