import Foundation
import WorkoutModel

/// Mending what devices really write (issue 18, "FIT as devices write it"), once every message
/// is read and before workouts are assembled: a constant-zero distance stream, a clock jump in
/// the records, sessions without a start, and records that continue past a session's claimed end.
extension FITActivityBuilder {
  /// A forward step between records longer than this may be a clock jump (seconds).
  static let forwardJumpSeconds = 3600.0
  /// A backward step between records longer than this is a clock jump (seconds).
  static let backwardJumpSeconds = 300.0
  /// Fewest records on each side of a jump: a lone garbage record (a damaged timestamp at the end
  /// of a cut file) is not a clock that jumped, and stays outside every session.
  static let minimumRecordsPerSide = 10
  /// How close (seconds) a reference time must lie to the records to agree with them.
  static let referenceTolerance = 1800.0
  /// Records continuing past a session's claimed end extend it while each step is at most this
  /// long (seconds): a pause longer than that ends the recording.
  static let continuationSeconds = 600.0

  /// Runs every mend, in order.
  mutating func mend() {
    if sawDistance, !sawNonZeroDistance { dropZeroDistances() }
    mendClockJump()
    dateSessionsByRecords()
    extendSessionsOverRecords()
  }

  /// A record distance of 0 throughout is no distance (a Connect IQ pool-swim app writes
  /// `record.distance = 0`): the points lose it, so the session's figure is not contradicted.
  private mutating func dropZeroDistances() {
    for index in segments.indices {
      for point in segments[index].indices { segments[index][point].distance = nil }
    }
  }

  /// A device clock that resyncs mid-activity writes one step of days forward (or any step back
  /// beyond ``backwardJumpSeconds``) between two runs of records. The first such step with at
  /// least ``minimumRecordsPerSide`` records on each side is mended: the side whose times agree
  /// less with the sessions' start and end, `file_id.time_created` and `activity.timestamp` (the
  /// later side on a tie: it is the resynced clock) is moved onto the other's clock, the jump
  /// replaced by the step before it; sessions, laps and lengths dated on the moved side's clock
  /// move with it. A forward step counts only when the sessions' claimed time cannot cover it
  /// and no session starts inside it (two sessions hours apart are no jump).
  mutating func mendClockJump() {
    guard let jump = findJump() else { return }
    let before = jump.before
    let after = jump.after
    let delta = after.lowerBound - before.upperBound - jump.step
    var references = sessions.flatMap { [$0.totals.start, $0.timestamp] }
    references += [timeCreated, activityTimestamp]
    let known = references.compactMap { $0 }
    func agreeing(_ range: ClosedRange<Double>) -> Int {
      known.filter { Self.widened(range).contains($0) }.count
    }
    // Before-side right: the records span before.lower … after.upper − delta.
    let keepBefore = agreeing(Self.ordered(before.lowerBound, after.upperBound - delta))
    let keepAfter = agreeing(Self.ordered(before.lowerBound + delta, after.upperBound))
    let moveBefore = keepAfter >= keepBefore
    let shift = moveBefore ? delta : -delta
    let wrong = moveBefore ? before : after
    let right = moveBefore ? after : before
    var moved = 0
    for segment in segments.indices {
      for index in segments[segment].indices {
        let position = (segment, index)
        let isBefore = position < jump.position
        guard isBefore == moveBefore else { continue }
        let time = Self.fitSeconds(segments[segment][index])
        segments[segment][index].time = FITProfile.date(time + shift)
        moved += 1
      }
    }
    let wide = Self.widened(wrong)
    func mended(_ time: Double?) -> Double? {
      guard let time, wide.contains(time), !right.contains(time) else { return time }
      return time + shift
    }
    for index in sessions.indices {
      sessions[index].totals.start = mended(sessions[index].totals.start)
      sessions[index].timestamp = mended(sessions[index].timestamp)
    }
    for index in laps.indices { laps[index].totals.start = mended(laps[index].totals.start) }
    for index in lengths.indices { lengths[index].start = mended(lengths[index].start) }
    clockJump = (after.lowerBound - before.upperBound, moved)
  }

  /// `a…b` or `b…a`, whichever is a range (never traps).
  static func ordered(_ a: Double, _ b: Double) -> ClosedRange<Double> { min(a, b)...max(a, b) }

  /// `range` widened by ``referenceTolerance`` on both sides.
  static func widened(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let tolerance = referenceTolerance
    return (range.lowerBound - tolerance)...(range.upperBound + tolerance)
  }

  /// The first clock jump in file order: the time ranges before and after it, the position of
  /// the first record after it, and the step before it (1 s when unknown or over a minute).
  private func findJump() -> (
    before: ClosedRange<Double>, after: ClosedRange<Double>, position: (Int, Int), step: Double
  )? {
    let claimed = sessions.compactMap(\.claimedSpan).reduce(0) {
      $0 + $1.upperBound - $1.lowerBound
    }
    let starts = sessions.compactMap { $0.claimedSpan?.lowerBound }
    var previous: Double?
    var step = 1.0
    var count = 0
    var candidate: (position: (Int, Int), step: Double)?
    var bounds: (low: Double, high: Double) = (.infinity, -.infinity)
    var afterBounds: (low: Double, high: Double) = (.infinity, -.infinity)
    var afterCount = 0
    var firstAfter = 0.0
    for (segment, points) in segments.enumerated() {
      for (index, point) in points.enumerated() {
        let time = Self.fitSeconds(point)
        if candidate != nil {
          afterBounds = (min(afterBounds.low, time), max(afterBounds.high, time))
          afterCount += 1
          continue
        }
        if let previous {
          let delta = time - previous
          // Forward: longer than the sessions claim, and not a gap between two sessions.
          let forward =
            delta > Self.forwardJumpSeconds && !starts.isEmpty && delta > claimed
            && !starts.contains { $0 > previous && $0 <= time }
          if forward || delta < -Self.backwardJumpSeconds,
            count >= Self.minimumRecordsPerSide
          {
            candidate = ((segment, index), step)
            firstAfter = time
            afterBounds = (time, time)
            afterCount = 1
            continue
          }
          if delta > 0 { step = delta <= 60 ? delta : 1 }
        }
        bounds = (min(bounds.low, time), max(bounds.high, time))
        previous = time
        count += 1
      }
    }
    guard let candidate, afterCount >= Self.minimumRecordsPerSide else { return nil }
    let before = bounds.low...bounds.high
    let after = afterBounds.low...afterBounds.high
    // The two clocks' ranges must not overlap, or no single shift mends them.
    guard !before.overlaps(after) else { return nil }
    // Nor may the records after the jump go back before its first record: a clock that jumps
    // forward and back again (two clocks in turn) is no single jump, and the lowest time after
    // it would not be the time it jumped to.
    guard after.lowerBound >= firstAfter - Self.backwardJumpSeconds else { return nil }
    return (before, after, candidate.position, candidate.step)
  }

  /// A session with neither `start_time` nor `timestamp` (so no span) is dated by its records:
  /// it starts at the first record outside every other session and lasts its elapsed time, or
  /// to the last such record (issue 18: such files were refused as `no_timestamps`).
  private mutating func dateSessionsByRecords() {
    guard sessions.contains(where: { $0.span == nil }) else { return }
    let spans = sessions.compactMap(\.span)
    var bounds: (low: Double, high: Double)?
    for points in segments {
      for point in points {
        let time = Self.fitSeconds(point)
        guard !spans.contains(where: { $0.contains(time) }) else { continue }
        bounds = (min(bounds?.low ?? time, time), max(bounds?.high ?? time, time))
      }
    }
    guard let bounds else { return }
    for index in sessions.indices where sessions[index].span == nil {
      sessions[index].totals.start = bounds.low
      if sessions[index].elapsed == nil, sessions[index].totals.timer == nil {
        sessions[index].elapsed = bounds.high - bounds.low
      }
      break  // one session takes those records
    }
  }

  /// Records after a session's claimed end (start + elapsed) extend it (``FITSession/recordsEnd``)
  /// while they continue without a pause of more than ``continuationSeconds`` and before the
  /// next session starts: the session summary is a claim to check against the records.
  private mutating func extendSessionsOverRecords() {
    let order = sessions.indices.filter { sessions[$0].claimedSpan != nil }
      .sorted {
        (sessions[$0].claimedSpan?.lowerBound ?? 0) < (sessions[$1].claimedSpan?.lowerBound ?? 0)
      }
    guard !order.isEmpty else { return }
    let starts = order.map { sessions[$0].claimedSpan?.lowerBound ?? 0 }
    var ends = order.map { sessions[$0].claimedSpan?.upperBound ?? 0 }
    var extended = [Double?](repeating: nil, count: order.count)
    for points in segments {
      for point in points {
        let time = Self.fitSeconds(point)
        // The last session starting at or before `time` (binary search).
        var (low, high) = (0, starts.count)
        while low < high {
          let middle = (low + high) / 2
          if starts[middle] <= time { low = middle + 1 } else { high = middle }
        }
        let owner = low - 1
        guard owner >= 0, time > ends[owner], time - ends[owner] <= Self.continuationSeconds,
          owner + 1 == starts.count || time < starts[owner + 1]
        else { continue }
        ends[owner] = time
        extended[owner] = time
      }
    }
    for (position, index) in order.enumerated() {
      if let end = extended[position] { sessions[index].recordsEnd = end }
    }
  }
}
