import Foundation
import WorkoutModel

/// The part of ``ReaderState`` that GPX and TCX share: the workout (`trk` / `Activity`), segment
/// (`trkseg` / `Track`) and point (`trkpt` / `Trackpoint`) being assembled, and why a workout
/// was refused. What only one format has is in ``GPXBuilder`` and ``TCXBuilder``; the core
/// (element stack, captured text, counters, finished workouts) stays in ``ReaderState``. The
/// rules that fill this are in `ReaderState+Elements.swift` and `ReaderState+Values.swift`.
struct TrackBuilder {
  /// Why the first refused workout is not a recording (see ``RecordingCheck``).
  var refusalReason: String?
  /// The workout being assembled and the depth of its element.
  var draft: WorkoutDraft?
  var draftDepth = 0
  /// The segment being assembled and its depth.
  var segment = PointCollector()
  var segmentDepth = 0
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
}
