import WorkoutModel

/// The element rules of TCX v2 (`Activities/Activity/Lap/Track/Trackpoint`,
/// `MultiSportSession/FirstSport|NextSport/Activity`, `Author/Name`), called by
/// ``ReaderState/start(localName:prefix:uri:attributes:)`` when the root was
/// `<TrainingCenterDatabase>`. They fill ``TCXBuilder`` and the shared ``TrackBuilder`` through
/// the reader.
extension TCXBuilder {
  /// The start of a TCX element below the root, outside a point's `Extensions`: `depth` is its
  /// depth (the root is 1).
  static func start(
    _ reader: inout ReaderState, tag: ElementTag, depth: Int, attributes: Attributes
  ) {
    let parent = reader.stack[depth - 2]
    switch tag {
    case .activity
    where parent == .activities || parent == .firstSport || parent == .nextSport:
      reader.beginWorkout(depth: depth)
      let sport = reader.capped(attributes.string(named: "Sport"))
      reader.track.draft?.activityRaw = sport
    case .id where parent == .activity && reader.track.draftDepth > 0:
      reader.begin(.activityId, depth: depth)
    case .nameTCX where parent == .creator && depth >= 3 && reader.stack[depth - 3] == .activity:
      reader.begin(.creatorName, depth: depth)
    case .nameTCX where parent == .author && depth == 3:
      reader.begin(.authorName, depth: depth)
    case .lap where parent == .activity && reader.track.draftDepth > 0:
      reader.tcx.lap = Lap()
      reader.tcx.lapDepth = depth
      if let bytes = attributes.value(named: "StartTime"),
        let stamp = reader.timestamp(bytes)
      {
        reader.tcx.lap.startTime = stamp.date
      }
    case .totalTimeSeconds where parent == .lap && reader.tcx.lapDepth > 0:
      reader.begin(.lapTotalTime, depth: depth)
    case .distanceMeters where parent == .lap && reader.tcx.lapDepth > 0:
      reader.begin(.lapDistance, depth: depth)
    case .calories where parent == .lap && reader.tcx.lapDepth > 0:
      reader.begin(.lapCalories, depth: depth)
    case .value where parent == .averageHeartRateBpm && depth - 2 == reader.tcx.lapDepth:
      reader.begin(.lapAverageHeartRate, depth: depth)
    case .value where parent == .maximumHeartRateBpm && depth - 2 == reader.tcx.lapDepth:
      reader.begin(.lapMaximumHeartRate, depth: depth)
    case .track where parent == .lap && reader.tcx.lapDepth > 0:
      reader.track.segment = PointCollector()
      reader.track.segmentDepth = depth
    case .trackpoint where parent == .track && reader.track.segmentDepth > 0:
      _ = reader.beginPoint(depth: depth)
    case .timeTCX where depth - 1 == reader.track.pointDepth:
      reader.begin(.pointTime, depth: depth)
    case .altitudeMeters where depth - 1 == reader.track.pointDepth:
      reader.begin(.pointElevation, depth: depth)
    case .distanceMeters where depth - 1 == reader.track.pointDepth:
      reader.begin(.pointDistance, depth: depth)
    case .cadence where depth - 1 == reader.track.pointDepth:
      reader.begin(.pointCadence, depth: depth)
    case .latitudeDegrees where parent == .position && depth - 2 == reader.track.pointDepth:
      reader.begin(.pointLatitude, depth: depth)
    case .longitudeDegrees where parent == .position && depth - 2 == reader.track.pointDepth:
      reader.begin(.pointLongitude, depth: depth)
    case .value where parent == .heartRateBpm && depth - 2 == reader.track.pointDepth:
      reader.begin(.pointHeartRate, depth: depth)
    case .extensionsTCX where depth - 1 == reader.track.pointDepth:
      reader.extensionsDepth = depth
    default:
      break
    }
  }

  /// The end of the `Lap` being assembled: it joins the activity's laps.
  static func endLap(_ reader: inout ReaderState) {
    reader.tcx.lapDepth = 0
    reader.track.draft?.laps.append(reader.tcx.lap)
  }
}
