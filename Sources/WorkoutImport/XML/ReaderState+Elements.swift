import WorkoutModel

/// Element starts and ends of GPX 1.0/1.1 (`gpx/trk/trkseg/trkpt`) and TCX v2
/// (`Activities/Activity/Lap/Track/Trackpoint`, `MultiSportSession/FirstSport|NextSport/Activity`).
extension ReaderState {
  mutating func startGPX(tag: ElementTag, parent: ElementTag, depth: Int, attributes: Attributes) {
    switch tag {
    case .trk where parent == .gpx:
      beginWorkout(depth: depth)
    case .time where parent == .metadata || parent == .gpx:
      begin(.fileTime, depth: depth)
    case .name where parent == .trk && track.draftDepth > 0:
      begin(.trackName, depth: depth)
    case .type where parent == .trk && track.draftDepth > 0:
      begin(.trackType, depth: depth)
    case .trkseg where parent == .trk && track.draftDepth > 0:
      track.segment = PointCollector()
      track.segmentDepth = depth
    case .trkpt where parent == .trkseg && track.segmentDepth > 0:
      // `beginPoint` may stop the parser (too many points): then the attribute bytes are freed.
      guard beginPoint(depth: depth) else { return }
      if let bytes = attributes.value(named: "lat") { track.pendingLatitude = coordinate(bytes) }
      if let bytes = attributes.value(named: "lon") { track.pendingLongitude = coordinate(bytes) }
    case .time where parent == .trkpt && track.pointDepth > 0:
      begin(.pointTime, depth: depth)
    case .ele where parent == .trkpt && track.pointDepth > 0:
      begin(.pointElevation, depth: depth)
    case .speed where parent == .trkpt && track.pointDepth > 0:
      begin(.pointField, depth: depth)  // GPX 1.0 <speed>, metres per second
      captureField = ExtensionField(.speed, 2)
    case .extensions where parent == .trkpt && track.pointDepth > 0:
      extensionsDepth = depth
    case .extensions where parent == .gpx || (parent == .trk && track.draftDepth > 0):
      extensionsDepth = depth  // file- and track-level extensions: see startWorkoutExtension
    default:
      break
    }
  }

  mutating func startTCX(tag: ElementTag, depth: Int, attributes: Attributes) {
    let parent = stack[depth - 2]
    switch tag {
    case .activity
    where parent == .activities || parent == .firstSport || parent == .nextSport:
      beginWorkout(depth: depth)
      let sport = capped(attributes.string(named: "Sport"))
      track.draft?.activityRaw = sport
    case .id where parent == .activity && track.draftDepth > 0:
      begin(.activityId, depth: depth)
    case .nameTCX where parent == .creator && depth >= 3 && stack[depth - 3] == .activity:
      begin(.creatorName, depth: depth)
    case .nameTCX where parent == .author && depth == 3:
      begin(.authorName, depth: depth)
    case .lap where parent == .activity && track.draftDepth > 0:
      tcx.lap = Lap()
      tcx.lapDepth = depth
      if let bytes = attributes.value(named: "StartTime"),
        let stamp = timestamp(bytes)
      {
        tcx.lap.startTime = stamp.date
      }
    case .totalTimeSeconds where parent == .lap && tcx.lapDepth > 0:
      begin(.lapTotalTime, depth: depth)
    case .distanceMeters where parent == .lap && tcx.lapDepth > 0:
      begin(.lapDistance, depth: depth)
    case .calories where parent == .lap && tcx.lapDepth > 0:
      begin(.lapCalories, depth: depth)
    case .value where parent == .averageHeartRateBpm && depth - 2 == tcx.lapDepth:
      begin(.lapAverageHeartRate, depth: depth)
    case .value where parent == .maximumHeartRateBpm && depth - 2 == tcx.lapDepth:
      begin(.lapMaximumHeartRate, depth: depth)
    case .track where parent == .lap && tcx.lapDepth > 0:
      track.segment = PointCollector()
      track.segmentDepth = depth
    case .trackpoint where parent == .track && track.segmentDepth > 0:
      _ = beginPoint(depth: depth)
    case .timeTCX where depth - 1 == track.pointDepth:
      begin(.pointTime, depth: depth)
    case .altitudeMeters where depth - 1 == track.pointDepth:
      begin(.pointElevation, depth: depth)
    case .distanceMeters where depth - 1 == track.pointDepth:
      begin(.pointDistance, depth: depth)
    case .cadence where depth - 1 == track.pointDepth:
      begin(.pointCadence, depth: depth)
    case .latitudeDegrees where parent == .position && depth - 2 == track.pointDepth:
      begin(.pointLatitude, depth: depth)
    case .longitudeDegrees where parent == .position && depth - 2 == track.pointDepth:
      begin(.pointLongitude, depth: depth)
    case .value where parent == .heartRateBpm && depth - 2 == track.pointDepth:
      begin(.pointHeartRate, depth: depth)
    case .extensionsTCX where depth - 1 == track.pointDepth:
      extensionsDepth = depth
    default:
      break
    }
  }

  /// Elements inside GPX file- or track-level `extensions`: SportTracks' heart-rate samples
  /// (`st:heartRateTrack/st:heartRate` with `time` and `bpm` attributes, matched by local name)
  /// and Garmin TrackStatsExtension v1 `Calories` of the track (kilocalories).
  mutating func startWorkoutExtension(tag: ElementTag, depth: Int, attributes: Attributes) {
    switch tag {
    case .heartRateSample:
      guard let timeBytes = attributes.value(named: "time"),
        let stamp = ISO8601Timestamp.parse(timeBytes),
        let bpmBytes = attributes.value(named: "bpm"), let bpm = number(bpmBytes),
        let checked = heartRate(bpm, perPoint: false)
      else { return }
      gpx.separateHeartRates.append((stamp.date.timeIntervalSinceReferenceDate, checked))
    case .calories where track.draftDepth > 0 && stack[depth - 2] != .lap:
      begin(.trackCalories, depth: depth)
    default:
      break
    }
  }

  private mutating func beginWorkout(depth: Int) {
    counts.tracks += 1
    track.draft = WorkoutDraft()
    track.draftDepth = depth
  }

  /// Starts a point; `false` when the point limit was reached and the parser was stopped (the
  /// caller must then read nothing more from the callback's arguments).
  private mutating func beginPoint(depth: Int) -> Bool {
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
        (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude),
        latitude != 0 || longitude != 0
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
