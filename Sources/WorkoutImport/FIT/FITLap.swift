import WorkoutModel

/// A FIT `lap` message (global 19). Times are FIT seconds; values SI as the profile scales them.
struct FITLap: Hashable {
  /// `start_time` (field 2).
  var start: Double?
  /// `total_timer_time` (8), seconds (÷ 1000).
  var timer: Double?
  /// `total_distance` (9), metres (÷ 100).
  var distance: Double?
  /// `total_calories` (11), kcal.
  var calories: Double?
  /// `avg_heart_rate` (15), `max_heart_rate` (16), bpm.
  var averageHeartRate: Double?
  var maximumHeartRate: Double?
  /// `sport` (25).
  var sport: Int?

  /// Reads the fields of a lap message.
  init(_ message: FITMessage) {
    start = message.value(2)
    timer = message.value(8, scale: 1000)
    distance = message.value(9, scale: 100)
    calories = message.value(11)
    averageHeartRate = message.value(15)
    maximumHeartRate = message.value(16)
    sport = message.integer(25)
  }

  /// The model's ``Lap``, times moved by `shift` seconds; heart rates outside
  /// `plausibleHeartRate` are left out.
  func lap(shift: Double) -> Lap {
    let heartRates = ReaderState.plausibleHeartRate
    return Lap(
      startTime: start.map { FITProfile.date($0 + shift) }, totalTimeSeconds: timer,
      distanceMeters: distance, calories: calories,
      averageHeartRate: averageHeartRate.flatMap { heartRates.contains($0) ? $0 : nil },
      maximumHeartRate: maximumHeartRate.flatMap { heartRates.contains($0) ? $0 : nil })
  }
}
