import Foundation

/// The GPX-only part of ``ReaderState``: what a GPX 1.0/1.1 file says around its tracks (its
/// creator and time) and SportTracks' heart-rate samples kept apart from the points. The track,
/// segment and point being assembled are the shared ``TrackBuilder``; the rules that fill this
/// are in `GPXBuilder+Elements.swift`.
struct GPXBuilder {
  /// `gpx/@creator`.
  var fileCreator: String?
  /// `metadata/time` (1.1) or `gpx/time` (1.0): when the file was written.
  var fileTime: Date?
  /// Heart-rate samples given apart from the points (SportTracks `st:heartRate time= bpm=`):
  /// seconds since the reference date and beats per minute, in file order.
  var separateHeartRates: [(time: Double, bpm: Double)] = []
}
