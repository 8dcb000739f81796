import WorkoutModel

/// One workout being assembled while the document streams by (a GPX `trk` or a TCX `Activity`).
struct WorkoutDraft {
  /// GPX `trk/name`; TCX has no name.
  var name: String?
  /// GPX `trk/type` or TCX `Activity/@Sport`.
  var activityRaw: String?
  /// TCX `Activity/Creator/Name`.
  var creator: String?
  /// Non-empty segments so far.
  var segments: [TrackSegment] = []
  /// TCX laps so far.
  var laps: [Lap] = []
  /// Calories the file states for the whole track (Garmin TrackStatsExtension), kilocalories.
  var statedCalories: Double?
  /// Offset of the first timestamp that wrote a numeric offset.
  var writtenOffset: Int?
  /// Points with a readable time.
  var timedPoints = 0
  /// Points without a time.
  var untimedPoints = 0
  /// Time of the previous timed point, µs since the epoch.
  var lastTime: Int64?
}

/// Counters behind the file's warnings (each becomes one sentence, never one per point).
struct ReaderCounts {
  /// `trkpt` / `Trackpoint` elements seen in tracks and activities.
  var points = 0
  /// `trk` / `Activity` elements seen.
  var tracks = 0
  /// Tracks or activities with points but no timestamp (skipped).
  var untimedTracks = 0
  /// Tracks or activities whose times are not a recording (``RecordingCheck``), refused.
  var refusedWorkouts = 0
  /// Timestamps without a zone designator.
  var zonelessTimestamps = 0
  /// Timestamps that could not be read.
  var badTimestamps = 0
  /// Timestamps that are "no time" placeholders (1901-12-13T20:45:52Z, 1970-01-01T00:00:00Z).
  var placeholderTimestamps = 0
  /// Numbers that could not be read.
  var badNumbers = 0
  /// Points whose position was dropped (out of range, unreadable, or half missing).
  var droppedPositions = 0
  /// Heart rates outside 20…250 bpm dropped (points and laps).
  var implausibleHeartRates = 0
  /// Elevations outside −500…9 000 m dropped.
  var droppedElevations = 0
  /// Points whose time equals the previous point's.
  var duplicateTimes = 0
  /// Points whose time is before the previous point's.
  var backwardTimes = 0
  /// Segments or TCX tracks without points (dropped).
  var emptySegments = 0
  /// Points without a time inside kept workouts.
  var untimedPointsKept = 0
  /// Non-fatal namespace errors (undeclared prefixes).
  var namespaceErrors = 0
  /// Timestamps outside ``WorkoutFileReader/Limits/plausibleTimes`` (dropped).
  var implausibleTimes = 0
  /// Cadence, power, speed, temperature, distance, lap time or calories outside their plausible
  /// ranges (``ReaderState/plausibleCadence`` and its neighbours), dropped.
  var implausibleValues = 0
  /// Texts (names, activity types, creators) longer than ``ReaderState/maximumTextBytes``, cut.
  var cutTexts = 0
}
