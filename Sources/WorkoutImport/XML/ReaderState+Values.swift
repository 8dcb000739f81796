import WorkoutModel

/// Turning collected bytes into values: numbers, timestamps, names; plausibility and rank rules.
extension ReaderState {
  /// A coordinate from attribute or element bytes; unreadable ones are remembered so the point's
  /// position is dropped (and counted) when it ends.
  mutating func coordinate(_ bytes: UnsafeRawBufferPointer) -> Double? {
    switch ByteNumber.parse(bytes) {
    case .value(let value): return value
    case .empty, .invalid:
      track.coordinateUnreadable = true
      return nil
    }
  }

  /// A timestamp; counts unreadable and zone-less ones and records the workout's first written
  /// numeric offset (`Z` is UTC and says nothing about local time, so it is not "written").
  /// A time outside ``WorkoutFileReader/Limits/plausibleTimes`` (a year-9999 sentinel, a clock
  /// never set) is dropped and counted.
  mutating func timestamp(_ bytes: UnsafeRawBufferPointer) -> ISO8601Timestamp? {
    guard let stamp = ISO8601Timestamp.parse(bytes) else {
      if TextBytes.trimmedString(bytes) != nil { counts.badTimestamps += 1 }
      return nil
    }
    let second =
      stamp.epochMicroseconds >= 0
      ? stamp.epochMicroseconds / 1_000_000
      : (stamp.epochMicroseconds - 999_999) / 1_000_000
    if Self.isPlaceholder(epochSecond: second) {
      counts.placeholderTimestamps += 1
      return nil
    }
    guard limits.plausibleMicroseconds.contains(stamp.epochMicroseconds) else {
      counts.implausibleTimes += 1
      return nil
    }
    switch stamp.zone {
    case .unspecified: counts.zonelessTimestamps += 1
    case .offset(let seconds):
      if track.draft?.writtenOffset == nil { track.draft?.writtenOffset = seconds }
    case .utc: break
    }
    return stamp
  }

  /// Whether `epochSecond` (whole seconds since 1970) is an instant that exporters write for
  /// "no time": the signed 32-bit minimum (1901-12-13T20:45:52Z, gpxpy's Mojstrovka.gpx) or the
  /// epoch itself (1970-01-01T00:00:00Z). A point carrying one has no time. Two comparisons,
  /// not a `Set<Int64>` lookup: this runs for every timestamp, and the set hashed each one.
  static func isPlaceholder(epochSecond: Int64) -> Bool {
    epochSecond == -2_147_483_648 || epochSecond == 0
  }

  /// A number; blank text gives `nil` silently, unreadable text is counted.
  mutating func number(_ bytes: UnsafeRawBufferPointer) -> Double? {
    switch ByteNumber.parse(bytes) {
    case .value(let value): return value
    case .empty: return nil
    case .invalid:
      counts.badNumbers += 1
      return nil
    }
  }

  // The reader's names for the one table of plausible values (`Plausibility`, WorkoutModel).
  static let plausibleHeartRate = Plausibility.heartRate
  static let plausibleElevation = Plausibility.elevation
  static let plausibleCadence = Plausibility.cadence
  static let plausiblePower = Plausibility.power
  static let plausibleSpeed = Plausibility.speed
  static let plausibleTemperature = Plausibility.temperature
  static let plausibleDistance = Plausibility.distance
  static let plausibleLapSeconds = Plausibility.lapSeconds
  /// Calories of one lap that can be read at all, kcal: a bound against overflow only. Whether a
  /// workout's calories are believable (at most 100 kcal + 2,000 kcal per hour) is the summary's
  /// rule, which then estimates them from power (a stated 547,469 kcal gets there).
  static let plausibleCalories = 0.0...10_000_000.0

  /// `value` when inside `range`, else `nil` (counted): impossible values become unknown, never
  /// data, so no sum or mean can overflow into an infinity (issue 10: a cadence of 1.8e308).
  mutating func plausible(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
    guard let value else { return nil }
    guard range.contains(value) else {
      counts.implausibleValues += 1
      return nil
    }
    return value
  }

  /// A heart rate, or `nil` (counted once per point or lap value) when outside
  /// ``plausibleHeartRate``.
  mutating func heartRate(_ value: Double?, perPoint: Bool) -> Double? {
    guard let value else { return nil }
    guard Self.plausibleHeartRate.contains(value) else {
      if !perPoint {
        counts.implausibleHeartRates += 1
      } else if !track.pointHadImplausibleHeartRate {
        track.pointHadImplausibleHeartRate = true
        counts.implausibleHeartRates += 1
      }
      return nil
    }
    return value
  }

  /// An elevation in metres, or `nil` (counted) when outside ``plausibleElevation``.
  mutating func elevation(_ value: Double?) -> Double? {
    guard let value else { return nil }
    guard Self.plausibleElevation.contains(value) else {
      counts.droppedElevations += 1
      return nil
    }
    return value
  }

  /// An attribute's text (a TCX `Sport`, GPX `creator`, Apple Health type or source name: up to
  /// the 64 KiB tag limit) within ``TextCap``, counted in `cutTexts` when cut, like element texts.
  mutating func capped(_ text: String?) -> String? {
    TextCap.capped(text, counting: &counts.cutTexts)
  }

  /// Handles the text of the element that just ended.
  mutating func finishCapture() {
    let target = capture
    clearCapture()
    if textWasCut {
      switch target {
      case .trackName, .trackType, .creatorName, .authorName:
        counts.cutTexts += 1
        TextCap.endOnBoundary(&text)  // drops a character cut in half, then marks the cut
      default:
        counts.badNumbers += 1  // a number or time longer than 1 KiB is not one
        return
      }
    }
    let captured = text  // shares storage; released before the next append
    captured.withUnsafeBytes { bytes in apply(target, bytes) }
  }

  private mutating func apply(_ target: CaptureTarget, _ bytes: UnsafeRawBufferPointer) {
    switch target {
    case .none: break
    case .trackName:
      if track.draft?.name == nil { track.draft?.name = TextBytes.trimmedString(bytes) }
    case .trackType: track.draft?.activityRaw = TextBytes.trimmedString(bytes)
    case .creatorName: track.draft?.creator = TextBytes.trimmedString(bytes)
    case .authorName: tcx.authorName = TextBytes.trimmedString(bytes)
    case .fileTime: gpx.fileTime = ISO8601Timestamp.parse(bytes)?.date
    case .activityId:
      if let stamp = ISO8601Timestamp.parse(bytes) { noteIdOffset(stamp) }
    case .pointTime: track.pointTime = timestamp(bytes)
    case .pointElevation: track.point.elevation = elevation(number(bytes))
    case .pointDistance: track.point.distance = plausible(number(bytes), Self.plausibleDistance)
    case .pointLatitude: track.pendingLatitude = coordinate(bytes)
    case .pointLongitude: track.pendingLongitude = coordinate(bytes)
    case .pointHeartRate: set(ExtensionField(.heartRate, 4), number(bytes))
    case .pointCadence: set(ExtensionField(.cadence, 4), number(bytes))
    case .pointField: set(captureField, number(bytes))
    case .lapTotalTime:
      tcx.lap.totalTimeSeconds = plausible(number(bytes), Self.plausibleLapSeconds)
    case .lapDistance: tcx.lap.distanceMeters = plausible(number(bytes), Self.plausibleDistance)
    case .lapCalories: tcx.lap.calories = plausible(number(bytes), Self.plausibleCalories)
    case .trackCalories:
      let calories = plausible(number(bytes), Self.plausibleCalories)
      track.draft?.statedCalories = calories
    case .lapAverageHeartRate:
      tcx.lap.averageHeartRate = heartRate(number(bytes), perPoint: false)
    case .lapMaximumHeartRate:
      tcx.lap.maximumHeartRate = heartRate(number(bytes), perPoint: false)
    }
  }

  /// A TCX `Id` is the activity's start time: its numeric offset counts as written.
  private mutating func noteIdOffset(_ stamp: ISO8601Timestamp) {
    if let seconds = stamp.writtenOffsetSeconds, track.draft?.writtenOffset == nil {
      track.draft?.writtenOffset = seconds
    }
  }

  /// Sets a point field when `field` outranks the value already there (see ``ExtensionField``).
  private mutating func set(_ field: ExtensionField, _ raw: Double?) {
    guard var value = raw else { return }
    switch field.kind {
    case .heartRate:
      guard field.rank > track.ranks.0, let checked = heartRate(value, perPoint: true) else {
        return
      }
      value = checked
      track.ranks.0 = field.rank
      track.point.heartRate = value
    case .cadence:
      guard field.rank > track.ranks.1, plausible(value, Self.plausibleCadence) != nil else {
        return
      }
      track.ranks.1 = field.rank
      track.point.cadence = value
    case .temperature:
      guard field.rank > track.ranks.2, plausible(value, Self.plausibleTemperature) != nil else {
        return
      }
      track.ranks.2 = field.rank
      track.point.temperature = value
    case .speed:
      guard field.rank > track.ranks.3, plausible(value, Self.plausibleSpeed) != nil else { return }
      track.ranks.3 = field.rank
      track.point.speed = value
    case .power:
      guard field.rank > track.ranks.4, plausible(value, Self.plausiblePower) != nil else { return }
      track.ranks.4 = field.rank
      track.point.power = value
    }
  }
}
