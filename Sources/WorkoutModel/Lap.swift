import Foundation

/// A lap as the device summarised it (TCX v2 `ActivityLapT`).
///
/// Values are those written in the file, in SI units; sentinel values (heart rate 255) are
/// dropped by the reader.
public struct Lap: Sendable, Hashable {
  /// UTC start of the lap (TCX `Lap/@StartTime`).
  public var startTime: Date?
  /// Timer time of the lap in seconds (TCX `TotalTimeSeconds`).
  public var totalTimeSeconds: Double?
  /// Distance of the lap in metres (TCX `DistanceMeters`).
  public var distanceMeters: Double?
  /// Energy in kilocalories (TCX `Calories`).
  public var calories: Double?
  /// Average heart rate in beats per minute (TCX `AverageHeartRateBpm`).
  public var averageHeartRate: Double?
  /// Maximum heart rate in beats per minute (TCX `MaximumHeartRateBpm`).
  public var maximumHeartRate: Double?

  /// Creates a lap; every field defaults to `nil`.
  public init(
    startTime: Date? = nil, totalTimeSeconds: Double? = nil, distanceMeters: Double? = nil,
    calories: Double? = nil, averageHeartRate: Double? = nil, maximumHeartRate: Double? = nil
  ) {
    self.startTime = startTime
    self.totalTimeSeconds = totalTimeSeconds
    self.distanceMeters = distanceMeters
    self.calories = calories
    self.averageHeartRate = averageHeartRate
    self.maximumHeartRate = maximumHeartRate
  }
}
