import Foundation
import WorkoutModel

/// `record` messages (global 20) → trackpoints.
extension FITActivityBuilder {
  /// Reads one record: time (field 253 or the compressed header's), position (0, 1; semicircles
  /// → degrees; 0°, 0° is the invalid fix some devices write before a lock, "Null Island", and is
  /// dropped like an out-of-range one: issue 18), altitude (`enhanced_altitude` 78, else `altitude` 2: ÷ 5 − 500 m), heart rate
  /// (3), cadence (4) + `fractional_cadence` (53, ÷ 128), distance (5, ÷ 100 m; else the
  /// accumulated `compressed_speed_distance` 8), speed (`enhanced_speed` 73, else `speed` 6,
  /// ÷ 1000 m/s), power (7), temperature (13, °C), and developer fields standing for heart rate,
  /// power or cadence when the record has no native value. Records without a time are skipped;
  /// a record with the same time as the previous one is merged into it (the Strava app writes
  /// two per second); a record of a later chained part at or before the earlier parts' last
  /// time repeats them and is skipped.
  mutating func record(_ message: FITMessage) {
    guard let stamp = message.timestamp else { return }
    let time = Double(stamp)
    if let limit = repeatLimit, time <= limit {
      mergedRecords += 1
      return
    }
    var point = Trackpoint(time: FITProfile.date(time))
    if let latitude = message.value(0), let longitude = message.value(1) {
      let lat = latitude * FITProfile.degreesPerSemicircle
      let lon = longitude * FITProfile.degreesPerSemicircle
      if GeoPosition.isUsable(latitude: lat, longitude: lon) {
        point.latitude = lat
        point.longitude = lon
      } else {
        droppedPositions += 1
      }
    }
    if let altitude = message.value(78, scale: 5, offset: 500)
      ?? message.value(2, scale: 5, offset: 500)
    {
      if ReaderState.plausibleElevation.contains(altitude) {
        point.elevation = altitude
      } else {
        droppedElevations += 1
      }
    }
    if let heartRate = message.value(3) { point.heartRate = plausibleHeartRate(heartRate) }
    if let cadence = message.value(4) {
      point.cadence = plausible(
        cadence + (message.value(53, scale: 128) ?? 0), Plausibility.cadence)
    }
    point.distance = plausible(message.value(5, scale: 100), Plausibility.distance)
    if let distance = point.distance {
      sawDistance = true
      if distance != 0 { sawNonZeroDistance = true }
    }
    point.speed = plausible(
      message.value(73, scale: 1000) ?? message.value(6, scale: 1000), Plausibility.speed)
    point.power = plausible(message.value(7), Plausibility.power)
    point.temperature = plausible(message.value(13), Plausibility.temperature)
    if point.distance == nil, let packed = message.bytes(8), packed.count == 3 {
      readCompressedSpeedDistance(packed, into: &point)
    }
    if !message.definition.developerFields.isEmpty { readDeveloperFields(message, into: &point) }
    append(point, at: time)
  }

  /// Adds `point`, merging it into the previous point when both have the same time.
  private mutating func append(_ point: Trackpoint, at time: Double) {
    if let last = lastTime, last == time, !breakPending, !segments.isEmpty {
      mergedRecords += 1
      let segment = segments.count - 1
      segments[segment][segments[segment].count - 1].merge(point)
      return
    }
    guard pointCount < maximumPoints else {
      tooManyPoints = true
      return
    }
    if breakPending || segments.isEmpty {
      // The first segment gets room for the whole file; later ones (after a pause) as much as
      // the previous one held, within what the file can still hold.
      let room = min(segments.last?.count ?? expectedRecords, max(expectedRecords - pointCount, 0))
      var points: [Trackpoint] = []
      points.reserveCapacity(room)
      segments.append(points)
    }
    breakPending = false
    segments[segments.count - 1].append(point)
    pointCount += 1
    lastTime = time
  }

  /// `value` when inside `range` (``Plausibility``), else `nil`, counted in ``droppedValues``.
  private mutating func plausible(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
    guard let value else { return nil }
    guard range.contains(value) else {
      droppedValues += 1
      return nil
    }
    return value
  }

  private mutating func plausibleHeartRate(_ value: Double) -> Double? {
    guard ReaderState.plausibleHeartRate.contains(value) else {
      droppedHeartRates += 1
      return nil
    }
    return value
  }

  /// Record field 8 (FIT profile): 3 bytes, little-endian bit fields — speed in the low 12 bits
  /// (÷ 100 m/s), distance in the high 12 bits (÷ 16 m), accumulating and rolling over at 4096.
  /// All bytes 0xFF (Zwift writes that) is no value.
  private mutating func readCompressedSpeedDistance(
    _ packed: UnsafeRawBufferPointer, into point: inout Trackpoint
  ) {
    guard packed[0] != 0xFF || packed[1] != 0xFF || packed[2] != 0xFF else { return }
    let speed = Int(packed[0]) | (Int(packed[1]) & 0x0F) << 8
    let distance = Int(packed[1]) >> 4 | Int(packed[2]) << 4
    if point.speed == nil { point.speed = Double(speed) / 100 }
    var total = 0.0
    if let previous = compressedDistance {
      total = previous.meters + Double((distance - previous.raw) & 0xFFF) / 16
    } else {
      total = Double(distance) / 16
    }
    compressedDistance = (distance, total)
    point.distance = total
  }

  /// Developer fields described as heart rate, power or cadence fill the point's missing values;
  /// fields without any description are counted.
  private mutating func readDeveloperFields(_ message: FITMessage, into point: inout Trackpoint) {
    for field in message.definition.developerFields {
      let key = UInt16(field.developerIndex) << 8 | UInt16(field.number)
      guard let description = developerFields[key] else {
        if !describedDeveloperFields.contains(key) { undescribedDeveloperFields.insert(key) }
        continue
      }
      let type = description.type
      guard field.size >= type.size, type.number != 7, type.number != 13 else { continue }
      let raw = FITMessage.load(
        message.base + field.offset, size: type.size, bigEndian: message.definition.bigEndian)
      guard !type.isInvalid(raw), let value = type.value(raw) else { continue }
      let scaled = value / description.scale - description.offset
      switch description.target {
      case .heartRate:
        if point.heartRate == nil { point.heartRate = plausibleHeartRate(scaled) }
      case .power:
        if point.power == nil { point.power = plausible(scaled, Plausibility.power) }
      case .cadence:
        if point.cadence == nil { point.cadence = plausible(scaled, Plausibility.cadence) }
      }
    }
  }
}
