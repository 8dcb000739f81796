/// The totals `session` (global 18) and `lap` (19) messages share: start (field 2), timer time
/// (8, ÷ 1000 s), distance (9, ÷ 100 m), calories (11, kcal), and average / maximum heart rate
/// (bpm; fields 16/17 in a session, 15/16 in a lap). Times are FIT seconds.
struct FITTotals: Hashable {
  var start: Double?
  var timer: Double?
  var distance: Double?
  var calories: Double?
  var averageHeartRate: Double?
  var maximumHeartRate: Double?

  /// Reads the totals; `heartRateFields` are the message's average and maximum field numbers.
  init(_ message: FITMessage, heartRateFields: (average: UInt8, maximum: UInt8)) {
    start = message.value(2)
    timer = message.value(8, scale: 1000)
    distance = message.value(9, scale: 100)
    calories = message.value(11)
    averageHeartRate = plausible(message.value(heartRateFields.average))
    maximumHeartRate = plausible(message.value(heartRateFields.maximum))
  }

  /// Totals with only a start (a session made up from records).
  init(start: Double) {
    self.start = start
  }
}

/// A heart rate within `plausibleHeartRate`, else `nil` (Zwift and OneLap write 0 without a strap).
private func plausible(_ value: Double?) -> Double? {
  value.flatMap { ReaderState.plausibleHeartRate.contains($0) ? $0 : nil }
}
