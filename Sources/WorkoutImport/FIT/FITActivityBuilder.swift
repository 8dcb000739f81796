import Foundation
import WorkoutModel

/// Collects what a FIT activity needs from the decoded messages, in one pass (a
/// ``FITMessageSink``): file_id, sessions, laps, lengths, records as trackpoints split at timer
/// stops, the activity's local time, and developer fields that stand for heart rate, power or
/// cadence. Every other message is skipped. Workouts are assembled afterwards
/// (`FITActivityBuilder+Workouts.swift`).
struct FITActivityBuilder: FITMessageSink {
  /// What a developer field is read as.
  enum DeveloperTarget {
    case heartRate, power, cadence
  }

  /// A developer field's description (FIT "Developer Data": `field_description`).
  struct DeveloperDescription {
    var type: FITBaseType
    var target: DeveloperTarget
    var scale: Double
    var offset: Double
  }

  /// Most trackpoints kept (``WorkoutFileReader/Limits/maximumPoints``).
  let maximumPoints: Int

  /// `file_id` of the first part: type, manufacturer, product, product_name.
  var fileType: Int?
  var manufacturer: Int?
  var product: Int?
  var productName: String?
  var sawFileID = false
  /// The `sport` message (sport, sub_sport), for files without sessions.
  var sport: (sport: Int?, subSport: Int?)?
  /// Most sessions, laps and lengths kept (real files: a few legs, hundreds of laps and
  /// lengths); the rest are ignored with a warning, so hostile files cannot make assembling
  /// workouts (sessions × points) quadratic.
  static let maximumSessions = 256
  static let maximumLapsAndLengths = 100_000
  /// Summaries in file order.
  var sessions: [FITSession] = []
  /// The sessions kept, to keep a repeated one (a chained part repeating the first) once.
  var sessionSet: Set<FITSession> = []
  /// Sessions, laps and lengths ignored beyond the limits.
  var ignoredSummaries = 0
  var laps: [FITLap] = []
  var lengths: [FITLength] = []
  /// `activity.timestamp` and `activity.local_timestamp`, FIT seconds.
  var activityTimestamp: Double?
  var localTimestamp: Double?

  /// Trackpoints in file order, split into segments at timer stops. Each point's time is its
  /// record's (``fitSeconds(_:)`` reads it back exactly): no second array of times is kept
  /// (8 bytes a record; issue 17).
  var segments: [[Trackpoint]] = []
  /// Trackpoints kept so far, and the time of the last one.
  var pointCount = 0
  var lastTime: Double?
  /// Room to reserve for the first segment.
  let expectedRecords: Int
  /// A timer stop was seen since the last record.
  var breakPending = false
  /// Records of a later chained part at or before this time repeat an earlier part.
  var repeatLimit: Double?
  /// Running total of record field 8 (compressed_speed_distance): last raw 12-bit distance and
  /// the accumulated metres.
  var compressedDistance: (raw: Int, meters: Double)?
  /// (developer_data_index << 8 | field number) → description, for fields read as values.
  var developerFields: [UInt16: DeveloperDescription] = [:]
  /// (developer_data_index << 8 | field number) of every described developer field.
  var describedDeveloperFields: Set<UInt16> = []
  /// Developer fields met in records without a description.
  var undescribedDeveloperFields: Set<UInt16> = []
  /// Whether any record had a distance, and any a distance other than 0 (a constant-0 stream is
  /// no distance: issue 18).
  var sawDistance = false
  var sawNonZeroDistance = false
  /// `file_id.time_created` (field 4), FIT seconds: evidence for the right side of a clock jump.
  var timeCreated: Double?
  /// The clock jump mended by ``mendClockJump()``, for its warning.
  var clockJump: (seconds: Double, records: Int)?
  /// Whether the point limit was passed.
  var tooManyPoints = false

  /// Counters behind warnings.
  var mergedRecords = 0
  var droppedPositions = 0
  var droppedHeartRates = 0
  var droppedElevations = 0
  /// Record values outside ``Plausibility`` (cadence, distance, speed, power, temperature).
  var droppedValues = 0

  /// A builder keeping at most `maximumPoints` trackpoints, with room reserved for
  /// `expectedRecords` (untouched room costs address space, not memory).
  init(maximumPoints: Int, expectedRecords: Int = 0) {
    self.maximumPoints = maximumPoints
    self.expectedRecords = min(max(expectedRecords, 0), maximumPoints)
  }

  /// The FIT time (seconds since the FIT epoch) of a point made by ``record(_:)``: its record's
  /// timestamp exactly (whole seconds survive the trip through `Date`), 0 for none (never: every
  /// kept point has a time).
  static func fitSeconds(_ point: Trackpoint) -> Double {
    (point.time?.timeIntervalSince1970 ?? FITProfile.epochOffset) - FITProfile.epochOffset
  }

  /// Earliest and latest point time, FIT seconds.
  var timeBounds: (first: Double, last: Double)? {
    var bounds: (first: Double, last: Double)?
    for segment in segments {
      for point in segment {
        let time = Self.fitSeconds(point)
        bounds = (min(bounds?.first ?? time, time), max(bounds?.last ?? time, time))
      }
    }
    return bounds
  }

  mutating func startPart(_ index: Int) {
    if index > 0 { repeatLimit = lastTime }
    compressedDistance = nil
    developerFields = [:]
    describedDeveloperFields = []
  }

  mutating func consume(_ message: FITMessage) {
    switch message.globalNumber {
    case FITProfile.Message.record: record(message)
    case FITProfile.Message.event: event(message)
    case FITProfile.Message.session: appendSession(FITSession(message))
    case FITProfile.Message.lap:
      if laps.count < Self.maximumLapsAndLengths {
        laps.append(FITLap(message))
      } else {
        ignoredSummaries += 1
      }
    case FITProfile.Message.length:
      if lengths.count < Self.maximumLapsAndLengths {
        lengths.append(FITLength(message))
      } else {
        ignoredSummaries += 1
      }
    case FITProfile.Message.fileID: fileID(message)
    case FITProfile.Message.sport:
      if sport == nil { sport = (message.integer(0), message.integer(1)) }
    case FITProfile.Message.activity:
      activityTimestamp = message.timestamp.map(Double.init)
      localTimestamp = message.value(5)
    case FITProfile.Message.fieldDescription: describe(message)
    default: break
    }
  }

  private mutating func fileID(_ message: FITMessage) {
    guard !sawFileID else { return }
    sawFileID = true
    fileType = message.integer(0)
    manufacturer = message.integer(1)
    product = message.integer(2)
    productName = message.string(8)
    timeCreated = message.value(4)
  }

  /// A repeated session (a chained part repeating the first) is kept once.
  private mutating func appendSession(_ session: FITSession) {
    guard sessions.count < Self.maximumSessions else {
      ignoredSummaries += 1
      return
    }
    if sessionSet.insert(session).inserted { sessions.append(session) }
  }

  /// Event 0 (timer) with type stop (1), stop_all (4), stop_disable (8) or stop_disable_all (9)
  /// ends the current segment.
  private mutating func event(_ message: FITMessage) {
    guard message.integer(0) == 0, let type = message.integer(1) else { return }
    if type == 1 || type == 4 || type == 8 || type == 9 { breakPending = true }
  }

  /// A `field_description`: developer fields of record messages declared native to heart rate
  /// (record field 3), cadence (4) or power (7) by `native_field_num` (15) are read as those
  /// values; without a native field, by name and units (``DeveloperMeaning``).
  private mutating func describe(_ message: FITMessage) {
    guard let index = message.integer(0), let number = message.integer(1), index < 256,
      number < 256, let typeByte = message.integer(2),
      let type = FITBaseType(byte: UInt8(truncatingIfNeeded: typeByte))
    else { return }
    let key = UInt16(index) << 8 | UInt16(number)
    describedDeveloperFields.insert(key)
    let nativeMessage = message.integer(14)
    guard nativeMessage == nil || nativeMessage == Int(FITProfile.Message.record) else { return }
    let target: DeveloperTarget?
    if let native = message.integer(15) {
      target = DeveloperMeaning.target(nativeField: native)
    } else {
      target = DeveloperMeaning.target(name: message.string(3), units: message.string(8))
    }
    guard let target else { return }
    let scale = message.value(6).flatMap { $0 > 0 ? $0 : nil } ?? 1
    developerFields[key] = DeveloperDescription(
      type: type, target: target, scale: scale, offset: message.value(7) ?? 0)
  }
}
