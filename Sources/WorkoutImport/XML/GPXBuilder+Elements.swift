/// The element rules of GPX 1.0/1.1 (`gpx/trk/trkseg/trkpt`, file `metadata/time`, point
/// `extensions`), called by ``ReaderState/start(localName:prefix:uri:attributes:)`` when the root
/// was `<gpx>`. They fill ``GPXBuilder`` and the shared ``TrackBuilder`` through the reader.
extension GPXBuilder {
  /// The start of a GPX element below the root, outside `extensions`: `parent` is the tag of
  /// the element that holds it, `depth` its depth (the root is 1).
  static func start(
    _ reader: inout ReaderState, tag: ElementTag, parent: ElementTag, depth: Int,
    attributes: Attributes
  ) {
    switch tag {
    case .trk where parent == .gpx:
      reader.beginWorkout(depth: depth)
    case .time where parent == .metadata || parent == .gpx:
      reader.begin(.fileTime, depth: depth)
    case .name where parent == .trk && reader.track.draftDepth > 0:
      reader.begin(.trackName, depth: depth)
    case .type where parent == .trk && reader.track.draftDepth > 0:
      reader.begin(.trackType, depth: depth)
    case .trkseg where parent == .trk && reader.track.draftDepth > 0:
      reader.track.segment = PointCollector()
      reader.track.segmentDepth = depth
    case .trkpt where parent == .trkseg && reader.track.segmentDepth > 0:
      // `beginPoint` may stop the parser (too many points): then the attribute bytes are freed.
      guard reader.beginPoint(depth: depth) else { return }
      if let bytes = attributes.value(named: "lat") {
        reader.track.pendingLatitude = reader.coordinate(bytes)
      }
      if let bytes = attributes.value(named: "lon") {
        reader.track.pendingLongitude = reader.coordinate(bytes)
      }
    case .time where parent == .trkpt && reader.track.pointDepth > 0:
      reader.begin(.pointTime, depth: depth)
    case .ele where parent == .trkpt && reader.track.pointDepth > 0:
      reader.begin(.pointElevation, depth: depth)
    case .speed where parent == .trkpt && reader.track.pointDepth > 0:
      reader.begin(.pointField, depth: depth)  // GPX 1.0 <speed>, metres per second
      reader.captureField = ExtensionField(.speed, 2)
    case .extensions where parent == .trkpt && reader.track.pointDepth > 0:
      reader.extensionsDepth = depth
    case .extensions where parent == .gpx || (parent == .trk && reader.track.draftDepth > 0):
      reader.extensionsDepth = depth  // file- and track-level extensions: see startExtension
    default:
      break
    }
  }

  /// Elements inside GPX file- or track-level `extensions`: SportTracks' heart-rate samples
  /// (`st:heartRateTrack/st:heartRate` with `time` and `bpm` attributes, matched by local name)
  /// and Garmin TrackStatsExtension v1 `Calories` of the track (kilocalories).
  static func startExtension(
    _ reader: inout ReaderState, tag: ElementTag, depth: Int, attributes: Attributes
  ) {
    switch tag {
    case .heartRateSample:
      guard let timeBytes = attributes.value(named: "time"),
        let stamp = ISO8601Timestamp.parse(timeBytes),
        let bpmBytes = attributes.value(named: "bpm"), let bpm = reader.number(bpmBytes),
        let checked = reader.heartRate(bpm, perPoint: false)
      else { return }
      reader.gpx.separateHeartRates.append((stamp.date.timeIntervalSinceReferenceDate, checked))
    case .calories where reader.track.draftDepth > 0 && reader.stack[depth - 2] != .lap:
      reader.begin(.trackCalories, depth: depth)
    default:
      break
    }
  }
}
