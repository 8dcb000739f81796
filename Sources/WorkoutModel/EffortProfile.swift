import Foundation

/// A workout reduced to what best efforts need: for each timed sample, seconds since the first
/// one and cumulative metres, both non-decreasing (`notes/best-efforts.md`, step 1).
///
/// Distance within a segment is the device's own cumulative channel (TCX/FIT `distance`) when
/// every timed sample of the segment has one and it never decreases; otherwise haversine steps
/// between consecutive positions (R = 6,371,008.8 m; a sample without a position adds nothing).
/// A boundary between two segments of the same channel is bridged (TCX writes a `Track` per lap;
/// a device counter that restarts lower adds nothing); the effort gates then decide whether a
/// window over a long gap can count (`notes/best-efforts.md`, step 1: the gap gate decides).
/// Between segments of different channels nothing is added. A sample dated earlier than the one
/// before it (a clock glitch, jittery exporters) is left out.
public struct EffortProfile: Sendable, Hashable {
  /// UTC instant of the first timed sample.
  public var startUTC: Date
  /// Seconds since ``startUTC``, one per sample, non-decreasing.
  public var seconds: [Double]
  /// Cumulative metres, one per sample, non-decreasing.
  public var meters: [Double]

  /// Creates a profile from arrays of equal length (both non-decreasing).
  public init(startUTC: Date, seconds: [Double], meters: [Double]) {
    self.startUTC = startUTC
    self.seconds = seconds
    self.meters = meters
  }

  /// Number of samples.
  public var count: Int { seconds.count }

  /// Builds the profile of `segments`; `nil` when fewer than two samples have a time.
  public init?(segments: [TrackSegment]) {
    var start: Date?
    var seconds: [Double] = []
    var meters: [Double] = []
    var total = 0.0
    var lastDistance: Double?
    var lastPosition: (latitude: Double, longitude: Double)?
    for segment in segments {
      let useDevice = Self.hasUsableDistanceChannel(segment.points)
      // Bridge a segment boundary only within one channel: the device's counter keeps counting
      // over a TCX lap boundary, and consecutive positions measure the step between them. A
      // channel change adds nothing.
      if useDevice { lastPosition = nil } else { lastDistance = nil }
      for point in segment.points {
        guard let time = point.time else { continue }
        // A sample dated before its predecessor is a clock glitch, not a step: leave it out (its
        // distance too), so one bad timestamp cannot make a zero-time jump or a fake window.
        if let origin = start, let last = seconds.last, time.timeIntervalSince(origin) < last {
          continue
        }
        if useDevice, let distance = point.distance {
          if let lastDistance, distance >= lastDistance { total += distance - lastDistance }
          lastDistance = distance
        } else if !useDevice, let latitude = point.latitude, let longitude = point.longitude {
          if let lastPosition {
            total += Haversine.distanceMeters(
              latitude1: lastPosition.latitude, longitude1: lastPosition.longitude,
              latitude2: latitude, longitude2: longitude)
          }
          lastPosition = (latitude, longitude)
        }
        let origin = start ?? time
        start = origin
        seconds.append(time.timeIntervalSince(origin))
        meters.append(total)
      }
    }
    guard let start, seconds.count >= 2 else { return nil }
    self.init(startUTC: start, seconds: seconds, meters: meters)
  }

  /// `true` when every timed sample has a finite distance and the channel never decreases.
  static func hasUsableDistanceChannel(_ points: [Trackpoint]) -> Bool {
    var last = -Double.infinity
    var any = false
    for point in points where point.time != nil {
      guard let distance = point.distance, distance.isFinite, distance >= last else { return false }
      last = distance
      any = true
    }
    return any
  }
}
