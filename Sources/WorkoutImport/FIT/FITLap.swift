import WorkoutModel

/// A FIT `lap` message (global 19). Times are FIT seconds; values SI as the profile scales them.
struct FITLap: Hashable {
  /// Start, timer time, distance, calories, heart rate (fields 15/16).
  var totals: FITTotals
  /// `sport` (25).
  var sport: Int?

  /// The lap's start, FIT seconds.
  var start: Double? { totals.start }

  /// Reads the fields of a lap message.
  init(_ message: FITMessage) {
    totals = FITTotals(message, heartRateFields: (15, 16))
    sport = message.integer(25)
  }

  /// The model's ``Lap``, times moved by `shift` seconds.
  func lap(shift: Double) -> Lap {
    Lap(
      startTime: totals.start.map { FITProfile.date($0 + shift) },
      totalTimeSeconds: totals.timer, distanceMeters: totals.distance, calories: totals.calories,
      averageHeartRate: totals.averageHeartRate, maximumHeartRate: totals.maximumHeartRate)
  }
}
