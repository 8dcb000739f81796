import Foundation
import WorkoutModel

/// Assembling workouts once every message is read.
extension FITActivityBuilder {
  /// The workouts of the file, or why there are none, plus warnings about the content.
  struct Assembly {
    var workouts: [Workout] = []
    var warnings: [FITWarning] = []
    var error: (category: ImportError.Category, message: String)?
  }

  /// The creator: `file_id.product_name` when written, else the manufacturer's profile name and
  /// the product (Garmin and Dynastream product names from the profile, else `product N`).
  var creator: String? {
    if let productName, !productName.isEmpty { return productName }
    guard let manufacturer else { return nil }
    let maker = FITProfile.name(manufacturer, in: FITProfile.manufacturers, prefix: "manufacturer")
    guard let product else { return maker }
    let garmin = [1, 13, 15].contains(manufacturer)
    let name = garmin ? FITProfile.garminProducts[product] : nil
    return "\(maker) \(name ?? "product \(product)")"
  }

  /// One workout per session (multisport legs included), each with the records, laps and
  /// lengths inside its span (``FITSession/span``; a record on the boundary of two touching
  /// sessions belongs to both). A file without sessions gives one workout from all its records.
  /// Files whose `file_id.type` is not activity (4) are refused as `no_activity` naming their
  /// type. Timestamps counted from power-on (below 0x10000000) are dated by
  /// `activity.local_timestamp` when it is a date (read as local wall-clock time, offset 0),
  /// else refused as `no_timestamps`. `activity.local_timestamp − timestamp` is the written UTC
  /// offset of workouts without positions (or virtual ones) when it is a date, within ±14 h and a
  /// whole number of quarter hours.
  func assemble(source: String) -> Assembly {
    var result = Assembly()
    if let fileType, fileType != FITProfile.activityFileType {
      let name = FITProfile.name(fileType, in: FITProfile.fileTypes, prefix: "type")
      result.error = (
        .noActivity, "a FIT \(name) file (file_id.type \(fileType)), not an activity"
      )
      return result
    }
    var summaries = sessions
    if summaries.isEmpty, let (first, last) = timeBounds {
      let lapSport = laps.lazy.compactMap(\.sport).first
      summaries = [
        FITSession(
          start: first, end: last, sport: sport?.sport ?? lapSport, subSport: sport?.subSport)
      ]
    }
    guard !summaries.isEmpty else {
      result.error = (.noActivity, "a FIT activity file without records or sessions")
      return result
    }
    let anyStart =
      summaries.compactMap { $0.span?.lowerBound }.min()
      ?? segments.first?.first.map(Self.fitSeconds) ?? 0
    var shift = 0.0
    var offset: Int?
    if anyStart < FITProfile.firstAbsoluteTime {
      guard let local = localTimestamp, local >= FITProfile.firstAbsoluteTime,
        let stamp = activityTimestamp, stamp < FITProfile.firstAbsoluteTime
      else {
        result.error = (
          .noTimestamps,
          "timestamps count from device power-on (clock not set) and no local time dates them"
        )
        return result
      }
      shift = local - stamp
      offset = 0
      result.warnings.append(.relativeTime)
    } else if let local = localTimestamp, let stamp = activityTimestamp,
      local >= FITProfile.firstAbsoluteTime, stamp >= FITProfile.firstAbsoluteTime
    {
      // Clamped before the conversion: a corrupt local time can be any double, and Int(_:) of
      // one beyond Int's range traps (fuzz finding, FIT target).
      let seconds = Int(max(min(local - stamp, 1e15), -1e15))
      if abs(seconds) <= 14 * 3600, seconds % 900 == 0 {
        offset = seconds
      } else {
        result.warnings.append(.implausibleLocalOffset(seconds: seconds))
      }
    }

    let starts = summaries.compactMap { $0.span?.lowerBound }
    let ranges = segmentRanges
    var dropped = droppedValues  // records' values, then sessions' totals
    for session in summaries {
      dropped += session.droppedValues
      guard let span = session.span else { continue }
      // Laps belong to the latest session starting at or before them (legs touch).
      let next = starts.filter { $0 > span.lowerBound }.min() ?? .infinity
      let lapSpan = span.lowerBound..<min(next, span.upperBound.nextUp)
      if let workout = workout(
        for: session, span: span, lapSpan: lapSpan, ranges: ranges, shift: shift, offset: offset,
        source: source)
      {
        if session.totals.calories != nil,
          session.caloriesKept(duration: workout.summary.durationSeconds) == nil
        {
          dropped += 1
        }
        result.workouts.append(workout)
      }
    }
    if dropped > 0 { result.warnings.append(.droppedValues(count: dropped)) }
    let spans = summaries.compactMap(\.span)
    var outside = 0
    for (points, range) in zip(segments, ranges) {
      guard let range, !spans.contains(where: { Self.range(range, isInside: $0) }) else {
        continue
      }
      outside +=
        points.lazy.filter { point in
          !spans.contains { $0.contains(Self.fitSeconds(point)) }
        }.count
    }
    if outside > 0, !sessions.isEmpty {
      result.warnings.append(.recordsOutsideSessions(count: outside))
    }
    if result.workouts.isEmpty {
      result.error = (.noTimestamps, "no session of the FIT file has a start time")
    }
    return result
  }

  /// The workout of one session: points in its span (split at timer stops), laps starting in
  /// `lapSpan` (its span, cut where the next leg starts), active lengths in its span; the summary
  /// with the session's own figures.
  private func workout(
    for session: FITSession, span: ClosedRange<Double>, lapSpan: Range<Double>,
    ranges: [ClosedRange<Double>?], shift: Double, offset: Int?, source: String
  ) -> Workout? {
    var kept: [TrackSegment] = []
    for (points, range) in zip(segments, ranges) {
      guard let range, range.overlaps(span) else { continue }
      if shift == 0, Self.range(range, isInside: span) {
        kept.append(TrackSegment(points: points))  // shared, not copied
        continue
      }
      var current: [Trackpoint] = []
      for var point in points {
        let time = Self.fitSeconds(point)
        guard span.contains(time) else { continue }
        if shift != 0 { point.time = FITProfile.date(time + shift) }
        current.append(point)
      }
      if !current.isEmpty { kept.append(TrackSegment(points: current)) }
    }
    let lapsInSpan = laps.filter { lap in lap.start.map { lapSpan.contains($0) } ?? false }
    var activeLengths = (count: 0, seconds: 0.0)
    for length in lengths where length.isActive {
      guard let start = length.start, span.contains(start) else { continue }
      activeLengths.count += 1
      activeLengths.seconds += length.seconds ?? 0
    }
    let mapped = FITSportMapping.activity(sport: session.sport, subSport: session.subSport)
    let hasPosition = kept.contains { $0.points.contains(where: \.hasPosition) }
    // An indoor ride that carries positions follows a virtual route (OneLap, trainer apps).
    let virtual = mapped.virtual || (hasPosition && session.subSport == 6)
    var workout = Workout(
      source: source, format: .fit, creator: creator, activity: mapped.type,
      activityRaw: mapped.raw, isIndoor: mapped.indoor || virtual, isVirtual: virtual,
      segments: kept, laps: lapsInSpan.map { $0.lap(shift: shift) },
      writtenUTCOffsetSeconds: shift != 0 ? 0 : (hasPosition && !virtual ? nil : offset))
    workout.summary = session.summary(
      over: workout.summary, span: span, shift: shift, activity: mapped.type,
      activeLengths: activeLengths)
    // A multisport transition (FIT sport 3) is named by the file: no inference retypes it.
    guard session.sport != 3 else {
      workout.activitySource = .file
      return workout
    }
    ActivityInference.apply(to: &workout)
    if workout.activity != mapped.type {
      // Retyping summarised the points again for the new sport: the device's own session
      // totals (distance, time, heart rate, cadence, calories, ascent) still come first.
      workout.summary = session.summary(
        over: workout.summary, span: span, shift: shift, activity: workout.activity,
        activeLengths: activeLengths)
    }
    return workout
  }

  /// Whether `inner` lies wholly inside `outer`.
  static func range(_ inner: ClosedRange<Double>, isInside outer: ClosedRange<Double>) -> Bool {
    outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
  }

  /// Earliest to latest time of each segment (`nil` for an empty one).
  var segmentRanges: [ClosedRange<Double>?] {
    segments.map { points in
      guard let first = points.first else { return nil }
      var (low, high) = (Self.fitSeconds(first), Self.fitSeconds(first))
      for point in points {
        let time = Self.fitSeconds(point)
        (low, high) = (min(low, time), max(high, time))
      }
      return low...high
    }
  }

  /// Warnings from the counters.
  var countedWarnings: [FITWarning] {
    var list: [FITWarning] = []
    if ignoredSummaries > 0 { list.append(.ignoredSummaries(count: ignoredSummaries)) }
    if mergedRecords > 0 { list.append(.mergedRecords(count: mergedRecords)) }
    if droppedPositions > 0 { list.append(.droppedPositions(count: droppedPositions)) }
    if droppedHeartRates > 0 { list.append(.droppedHeartRates(count: droppedHeartRates)) }
    if droppedElevations > 0 { list.append(.droppedElevations(count: droppedElevations)) }
    if let clockJump {
      list.append(.clockJump(seconds: clockJump.seconds, records: clockJump.records))
    }
    if !undescribedDeveloperFields.isEmpty {
      list.append(.undefinedDeveloperFields(count: undescribedDeveloperFields.count))
    }
    return list
  }
}
