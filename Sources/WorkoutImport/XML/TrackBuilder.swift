import Foundation
import WorkoutModel

/// The GPX and TCX part of ``ReaderState``: the workout (`trk` / `Activity`), TCX lap, segment
/// (`trkseg` / `Track`) and point (`trkpt` / `Trackpoint`) being assembled, with what the file
/// says around them. The shared core (element stack, captured text, counters, finished
/// workouts) stays in ``ReaderState``; the rules that fill this are in
/// `ReaderState+Elements.swift` and `ReaderState+Values.swift`.
struct TrackBuilder {
  /// GPX `gpx/@creator`.
  var fileCreator: String?
  /// GPX `metadata/time` (1.1) or `gpx/time` (1.0): when the file was written.
  var fileTime: Date?
  /// Why the first refused workout is not a recording (see ``RecordingCheck``).
  var refusalReason: String?
  /// TCX `Author/Name` (the exporting application), used when an activity has no `Creator`.
  var authorName: String?
  /// The workout being assembled and the depth of its element.
  var draft: WorkoutDraft?
  var draftDepth = 0
  /// The segment being assembled and its depth.
  var segment = PointCollector()
  var segmentDepth = 0
  /// The TCX lap being assembled and its depth.
  var lap = Lap()
  var lapDepth = 0
  /// The point being assembled and its depth (0 outside a point).
  var point = Trackpoint()
  var pointDepth = 0
  /// Rank of the source of each extension-settable field of ``point`` (see ``ExtensionField``).
  var ranks: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0)
  /// Raw coordinates of the point, validated when it ends.
  var pendingLatitude: Double?
  var pendingLongitude: Double?
  var coordinateUnreadable = false
  /// The point's timestamp.
  var pointTime: ISO8601Timestamp?
  /// Whether the point had an implausible heart rate (counted once per point).
  var pointHadImplausibleHeartRate = false
  /// Heart-rate samples given apart from the points (SportTracks `st:heartRate time= bpm=`):
  /// seconds since the reference date and beats per minute, in file order.
  var separateHeartRates: [(time: Double, bpm: Double)] = []
}
