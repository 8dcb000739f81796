import Foundation

/// Summary metrics of one workout, SI units (`docs/CONTRACT.md`, "Workout fields").
///
/// Rules (implemented in `WorkoutSummary+Computation.swift`):
/// - Start/end: the earliest and latest instant among trackpoint times and lap starts (a lap
///   starting after the last timed point ends at its start + timer time).
/// - Duration: end − start, seconds.
/// - Moving time: see the computation's docstring.
/// - Distance: the device's own when present and plausible, else haversine within segments.
/// - Elevation gain/loss: with the documented noise filter.
public struct WorkoutSummary: Sendable, Hashable {
  /// UTC start instant, `nil` when the workout has no timestamps.
  public var startUTC: Date?
  /// UTC end instant.
  public var endUTC: Date?
  /// Elapsed time in seconds (end − start).
  public var durationSeconds: Double
  /// Moving time in seconds (pauses, gaps between segments and slow stretches excluded).
  public var movingTimeSeconds: Double
  /// Distance in metres, `nil` when neither the device nor positions give one.
  public var distanceMeters: Double?
  /// Where ``distanceMeters`` came from.
  public var distanceSource: DistanceSource?
  /// Cumulative elevation gain in metres after noise filtering, `nil` without elevations.
  public var elevationGainMeters: Double?
  /// Cumulative elevation loss in metres (positive number), `nil` without elevations.
  public var elevationLossMeters: Double?
  /// Mean heart rate in beats per minute over samples that have one.
  public var averageHeartRate: Double?
  /// Maximum heart rate in beats per minute.
  public var maximumHeartRate: Double?
  /// Mean cadence over samples above zero: revolutions per minute (cycling) or strides per
  /// minute, one foot, for running, walking and hiking (Garmin's unit; files that write steps
  /// per minute are halved, see the computation). `nil` when every sample is 0 or missing.
  public var averageCadence: Double?
  /// Mean power in watts over samples that have one.
  public var averagePower: Double?
  /// Energy in kilocalories (sum of lap calories), `nil` when the file gave none.
  public var calories: Double?
  /// Number of trackpoints kept.
  public var trackpointCount: Int
  /// Number of non-empty segments.
  public var segmentCount: Int
  /// Number of laps.
  public var lapCount: Int
  /// Number of steps between two positions whose implied speed exceeded the sport's cap
  /// (``SportLimits/maximumStepSpeed``); their distance was dropped. Readers may turn a non-zero
  /// count into a warning on the file.
  public var impossibleStepCount: Int
  /// Elevation samples dropped because they needed an impossible vertical speed.
  public var elevationSpikeCount: Int = 0
  /// Laps whose distance claim was missing, zero, negative, a running total or contradicted by
  /// their trackpoints, so the trackpoints' distance was used instead.
  public var replacedLapDistanceCount: Int = 0
  /// Laps whose `StartTime` lay far outside their own trackpoints (a second clock).
  public var ignoredLapStartCount: Int = 0
  /// Summary values (lap calories) that were impossible and are reported as unknown.
  public var implausibleValueCount: Int = 0

  /// Creates a summary from explicit values (tests, stored libraries).
  public init(
    startUTC: Date? = nil, endUTC: Date? = nil, durationSeconds: Double = 0,
    movingTimeSeconds: Double = 0, distanceMeters: Double? = nil,
    distanceSource: DistanceSource? = nil, elevationGainMeters: Double? = nil,
    elevationLossMeters: Double? = nil, averageHeartRate: Double? = nil,
    maximumHeartRate: Double? = nil, averageCadence: Double? = nil, averagePower: Double? = nil,
    calories: Double? = nil, trackpointCount: Int = 0, segmentCount: Int = 0, lapCount: Int = 0,
    impossibleStepCount: Int = 0
  ) {
    self.startUTC = startUTC
    self.endUTC = endUTC
    self.durationSeconds = durationSeconds
    self.movingTimeSeconds = movingTimeSeconds
    self.distanceMeters = distanceMeters
    self.distanceSource = distanceSource
    self.elevationGainMeters = elevationGainMeters
    self.elevationLossMeters = elevationLossMeters
    self.averageHeartRate = averageHeartRate
    self.maximumHeartRate = maximumHeartRate
    self.averageCadence = averageCadence
    self.averagePower = averagePower
    self.calories = calories
    self.trackpointCount = trackpointCount
    self.segmentCount = segmentCount
    self.lapCount = lapCount
    self.impossibleStepCount = impossibleStepCount
  }
}
