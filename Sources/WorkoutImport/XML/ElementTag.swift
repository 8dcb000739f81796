/// The element local names the readers act on (GPX 1.0/1.1 schema, TCX v2 schema, Apple Health's
/// `export.xml`, and the extension dialects listed in ``ExtensionField``). Everything else is ``other``.
///
/// Names are classified once per distinct interned libxml2 name pointer (see ``ReaderState``),
/// so no `String` is built per node.
enum ElementTag: UInt8 {
  case other
  // GPX
  case gpx, metadata, trk, trkseg, trkpt, rte, wpt, name, type, time, ele, extensions, speed
  // TCX
  case trainingCenterDatabase, activities, activity, multiSportSession, firstSport, nextSport
  case courses, id, lap, totalTimeSeconds, distanceMeters, calories, averageHeartRateBpm
  case maximumHeartRateBpm, value, track, trackpoint, timeTCX, position, latitudeDegrees
  case longitudeDegrees, altitudeMeters, heartRateBpm, cadence, extensionsTCX, creator, author
  case nameTCX
  // SportTracks' separate heart-rate track (`st:heartRateTrack/st:heartRate`, GPX top level)
  case heartRateSample
  // Apple Health export.xml (`HealthData/Workout/...`; see ReaderState+AppleHealth.swift)
  case healthData, workout, workoutStatistics, metadataEntry, workoutRoute, fileReference
  // Extension leaves (any namespace; the namespace decides the rank)
  case hr, heartrate, cad, atemp, temp, speedTCX, power, powerInWatts, watts, runCadence

  /// Classifies a local name (case-sensitive, as XML is).
  init(localName: String) {
    switch localName {
    case "gpx": self = .gpx
    case "metadata": self = .metadata
    case "trk": self = .trk
    case "trkseg": self = .trkseg
    case "trkpt": self = .trkpt
    case "rte": self = .rte
    case "wpt": self = .wpt
    case "name": self = .name
    case "type": self = .type
    case "time": self = .time
    case "ele": self = .ele
    case "extensions": self = .extensions
    case "speed": self = .speed
    case "TrainingCenterDatabase": self = .trainingCenterDatabase
    case "Activities": self = .activities
    case "Activity": self = .activity
    case "MultiSportSession": self = .multiSportSession
    case "FirstSport": self = .firstSport
    case "NextSport": self = .nextSport
    case "Courses": self = .courses
    case "Id": self = .id
    case "Lap": self = .lap
    case "TotalTimeSeconds": self = .totalTimeSeconds
    case "DistanceMeters": self = .distanceMeters
    case "Calories": self = .calories
    case "AverageHeartRateBpm": self = .averageHeartRateBpm
    case "MaximumHeartRateBpm": self = .maximumHeartRateBpm
    case "Value": self = .value
    case "Track": self = .track
    case "Trackpoint": self = .trackpoint
    case "Time": self = .timeTCX
    case "Position": self = .position
    case "LatitudeDegrees": self = .latitudeDegrees
    case "LongitudeDegrees": self = .longitudeDegrees
    case "AltitudeMeters": self = .altitudeMeters
    case "HeartRateBpm": self = .heartRateBpm
    case "Cadence": self = .cadence
    case "Extensions": self = .extensionsTCX
    case "Creator": self = .creator
    case "Author": self = .author
    case "Name": self = .nameTCX
    case "heartRate": self = .heartRateSample
    case "HealthData": self = .healthData
    case "Workout": self = .workout
    case "WorkoutStatistics": self = .workoutStatistics
    case "MetadataEntry": self = .metadataEntry
    case "WorkoutRoute": self = .workoutRoute
    case "FileReference": self = .fileReference
    case "hr": self = .hr
    case "heartrate": self = .heartrate
    case "cad", "cadence": self = .cad
    case "atemp": self = .atemp
    case "temp": self = .temp
    case "Speed": self = .speedTCX
    case "power": self = .power
    case "PowerInWatts": self = .powerInWatts
    case "Watts": self = .watts
    case "RunCadence": self = .runCadence
    default: self = .other
    }
  }
}
