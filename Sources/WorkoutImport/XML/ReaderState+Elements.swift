import WorkoutModel

/// The workout, segment and point rules that GPX and TCX share (``TrackBuilder``); each format's
/// own element rules are in `GPXBuilder+Elements.swift` and `TCXBuilder+Elements.swift`.
extension ReaderState {
  /// Starts a workout (GPX `trk`, TCX `Activity`) whose element is at `depth`.
  mutating func beginWorkout(depth: Int) {
    counts.tracks += 1
    track.draft = WorkoutDraft()
    track.draftDepth = depth
  }

  /// Starts a point; `false` when the point limit was reached and the parser was stopped (the
  /// caller must then read nothing more from the callback's arguments).
  mutating func beginPoint(depth: Int) -> Bool {
    counts.points += 1
    if counts.points > limits.maximumPoints {
      stop(.security, "more than \(limits.maximumPoints) trackpoints in one file")
      return false
    }
    track.point = Trackpoint()
    track.pointDepth = depth
    track.ranks = (0, 0, 0, 0, 0)
    track.pendingLatitude = nil
    track.pendingLongitude = nil
    track.coordinateUnreadable = false
    track.pointTime = nil
    track.pointHadImplausibleHeartRate = false
    return true
  }

  /// Finishes the point: validates its position (WGS 84 ranges; 0°, 0° — "Null Island", the
  /// invalid fix some devices write before a lock — is no position: issue 18), checks time
  /// order, keeps it.
  mutating func endPoint() {
    track.pointDepth = 0
    if track.pendingLatitude != nil || track.pendingLongitude != nil || track.coordinateUnreadable {
      if let latitude = track.pendingLatitude, let longitude = track.pendingLongitude,
        GeoPosition.isUsable(latitude: latitude, longitude: longitude)
      {
        track.point.latitude = latitude
        track.point.longitude = longitude
      } else {
        counts.droppedPositions += 1
      }
    }
    if let stamp = track.pointTime {
      track.point.time = stamp.date
      let micros = stamp.epochMicroseconds
      if let last = track.draft?.lastTime {
        if micros == last {
          counts.duplicateTimes += 1
        } else if micros < last {
          counts.backwardTimes += 1
        }
      }
      track.draft?.lastTime = micros
      track.draft?.timedPoints += 1
    } else {
      track.draft?.untimedPoints += 1
    }
    track.segment.append(track.point)
  }

  /// Finishes a segment (GPX `trkseg`, TCX `Track`); empty ones are dropped.
  mutating func endSegment() {
    track.segmentDepth = 0
    if track.segment.isEmpty {
      counts.emptySegments += 1
    } else {
      // A TCX Track sits inside the lap being assembled, which is appended when it ends.
      let lapIndex = tcx.lapDepth > 0 ? track.draft?.laps.count : nil
      track.draft?.segments.append(
        TrackSegment(points: track.segment.takeAll(), lapIndex: lapIndex))
    }
    track.segment = PointCollector()
  }

  /// Finishes a workout. Rule: a GPX `trk` or TCX `Activity` becomes a ``Workout`` when at least
  /// one of its points has a timestamp (TCX: or one of its laps has a `StartTime`).
  mutating func endWorkout() {
    track.draftDepth = 0
    guard let draft = track.draft, let format else { return }
    track.draft = nil
    let lapTimed = draft.laps.contains { $0.startTime != nil }
    guard draft.timedPoints > 0 || lapTimed else {
      if draft.untimedPoints > 0 { counts.untimedTracks += 1 }
      return
    }
    let mapped = ActivityType.mapping(raw: draft.activityRaw)
    var workout =
      Workout(
        source: source, format: format, creator: draft.creator ?? gpx.fileCreator,
        name: draft.name,
        activity: mapped.type, activityRaw: draft.activityRaw, isIndoor: mapped.indoor,
        isVirtual: mapped.virtual, segments: draft.segments, laps: draft.laps,
        writtenUTCOffsetSeconds: draft.writtenOffset, statedCalories: draft.statedCalories)
    if let reason = RecordingCheck.refusal(
      workout, timedPoints: draft.timedPoints, untimedPoints: draft.untimedPoints,
      fileTime: gpx.fileTime)
    {
      counts.refusedWorkouts += 1
      if track.refusalReason == nil { track.refusalReason = reason }
      return
    }
    counts.untimedPointsKept += draft.untimedPoints
    ActivityInference.apply(to: &workout)
    workouts.append(workout)
  }
}
