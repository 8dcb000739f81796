import WorkoutModel

/// Every warning the FIT reader gives, in one place: each case has a stable snake_case
/// ``code`` (for the coded warnings of the JSON contract) and a one-sentence ``text`` naming the
/// byte offset or part where it applies. Counted problems give one warning, never one per record.
enum FITWarning: Hashable, Sendable {
  /// `fit_crc_mismatch`: the file CRC of a part does not match its bytes (read anyway).
  case crcMismatch(part: Int, stored: UInt16, computed: UInt16)
  /// `fit_header_crc_mismatch`: the 14-byte header's CRC does not match (read anyway).
  case headerCRCMismatch(part: Int, stored: UInt16, computed: UInt16)
  /// `fit_data_size_unset`: the header's data size is 0; messages were read to the end of file.
  case dataSizeUnset(part: Int)
  /// `fit_truncated`: the file is shorter than its header says (`missing` bytes).
  case shorterThanDeclared(part: Int, missing: Int)
  /// `fit_truncated`: a part of data size 0 (its end unknown) ends without a session or
  /// activity message after its last record, as no finished activity does: it may be cut.
  case endsUnfinished(part: Int)
  /// `fit_overrun`: the last message runs past the declared data size into the CRC.
  case overrunsData(part: Int, offset: Int)
  /// `fit_trailing_bytes`: bytes after the last part that are not a FIT file (ignored).
  case trailingBytes(offset: Int, count: Int)
  /// `fit_stopped`: decoding stopped early (cut or impossible content); what came before is kept.
  case stopped(offset: Int, reason: String, records: Int)
  /// `fit_field_size_mismatch`: fields whose size is not a multiple of their type (read as bytes).
  case fieldSizeMismatch(count: Int)
  /// `fit_undefined_developer_field`: developer fields without a field description (skipped).
  case undefinedDeveloperFields(count: Int)
  /// `fit_relative_time`: timestamps counted from device power-on, dated by the local time.
  case relativeTime
  /// `fit_duplicate_records`: record messages repeating an earlier timestamp (merged).
  case mergedRecords(count: Int)
  /// `fit_invalid_position`: positions outside −90…90 / −180…180 degrees (dropped).
  case droppedPositions(count: Int)
  /// `fit_implausible_heart_rate`: heart rates outside the plausible range (dropped).
  case droppedHeartRates(count: Int)
  /// `fit_implausible_elevation`: altitudes outside the plausible range (dropped).
  case droppedElevations(count: Int)
  /// `value_implausible`: record values (cadence, distance, speed, power, temperature, developer
  /// power or cadence) and session totals (elapsed and timer time, distance, power, cadence,
  /// ascent, descent, calories) outside ``Plausibility`` (dropped as unknown).
  case droppedValues(count: Int)
  /// `fit_records_outside_sessions`: records outside every session's time span (not used).
  case recordsOutsideSessions(count: Int)
  /// `fit_implausible_local_time`: activity.local_timestamp gives no usable UTC offset.
  case implausibleLocalOffset(seconds: Int)
  /// `fit_too_many_summaries`: sessions, laps or lengths beyond the reader's limits (ignored).
  case ignoredSummaries(count: Int)
  /// `fit_clock_jump`: the device clock jumped `seconds` between two records (a resync); the
  /// `records` on the side that disagrees with the session and the file's creation time were
  /// moved onto the other side's clock.
  case clockJump(seconds: Double, records: Int)

  /// The stable code (`docs/CONTRACT.md`, "Warning codes"): dropped positions, heart rates and
  /// altitudes share the XML readers' codes.
  var code: ImportWarning.Code {
    switch self {
    case .crcMismatch: .fitCRCMismatch
    case .headerCRCMismatch: .fitHeaderCRCMismatch
    case .dataSizeUnset: .fitDataSizeUnset
    case .shorterThanDeclared, .endsUnfinished: .fitTruncated
    case .overrunsData: .fitOverrun
    case .trailingBytes: .fitTrailingBytes
    case .stopped: .fitStopped
    case .fieldSizeMismatch: .fitFieldSizeMismatch
    case .undefinedDeveloperFields: .fitUndefinedDeveloperField
    case .relativeTime: .fitRelativeTime
    case .mergedRecords: .fitDuplicateRecords
    case .droppedPositions: .positionInvalid
    case .droppedHeartRates: .heartRateOutOfRange
    case .droppedElevations: .elevationOutOfRange
    case .droppedValues: .valueImplausible
    case .recordsOutsideSessions: .fitRecordsOutsideSessions
    case .implausibleLocalOffset: .fitImplausibleLocalTime
    case .ignoredSummaries: .fitTooManySummaries
    case .clockJump: .fitClockJump
    }
  }

  /// How many times it happened (1 for one-off problems).
  var count: Int {
    switch self {
    case .fieldSizeMismatch(let count), .undefinedDeveloperFields(let count),
      .mergedRecords(let count), .droppedPositions(let count), .droppedHeartRates(let count),
      .droppedElevations(let count), .droppedValues(let count), .recordsOutsideSessions(let count),
      .ignoredSummaries(let count), .clockJump(_, let count):
      count
    default: 1
    }
  }

  /// The byte offset it applies to, when there is one.
  var byteOffset: Int? {
    switch self {
    case .overrunsData(_, let offset), .trailingBytes(let offset, _), .stopped(let offset, _, _):
      offset
    default: nil
    }
  }

  /// The warning as a value of the contract.
  var value: ImportWarning {
    ImportWarning(code, count: count, text, byteOffset: byteOffset)
  }

  /// The sentence shown to the user.
  var text: String {
    switch self {
    case .crcMismatch(let part, let stored, let computed):
      "FIT file CRC mismatch\(Self.partText(part)) (stored \(Self.hex(stored)), computed "
        + "\(Self.hex(computed))); read anyway (files edited by tools often carry one)"
    case .headerCRCMismatch(let part, let stored, let computed):
      "FIT header CRC mismatch\(Self.partText(part)) (stored \(Self.hex(stored)), computed "
        + "\(Self.hex(computed))); read anyway"
    case .dataSizeUnset(let part):
      "the FIT header\(Self.partText(part)) gives data size 0 (never finalised); "
        + "read the messages to the end of the file"
    case .shorterThanDeclared(let part, let missing):
      "the file is \(Self.counted(missing, "byte")) shorter than its FIT header\(Self.partText(part)) "
        + "says (truncated?)"
    case .endsUnfinished(let part):
      "the FIT data\(Self.partText(part)) (data size 0) ends without a session or activity "
        + "message after its last record, as a finished activity does not: the file may be cut "
        + "short (truncated?)"
    case .overrunsData(let part, let offset):
      "the last message\(Self.partText(part)) runs past the declared data end at byte \(offset) "
        + "into the CRC; read anyway"
    case .trailingBytes(let offset, let count):
      "\(Self.counted(count, "byte")) after the FIT data at byte \(offset) are not a FIT file; ignored"
    case .stopped(let offset, let reason, let records):
      "FIT decoding stopped at byte \(offset): \(reason); kept the "
        + "\(Self.counted(records, "record")) read before it"
    case .fieldSizeMismatch(let count):
      "\(Self.counted(count, "field definition")) \(count == 1 ? "has a size" : "have sizes") "
        + "that \(count == 1 ? "is" : "are") not a multiple of the field type's size; read as bytes"
    case .undefinedDeveloperFields(let count):
      "\(Self.counted(count, "developer field")) without a field description; skipped"
    case .relativeTime:
      "timestamps count from device power-on (clock not set); dated by activity.local_timestamp "
        + "and read as local wall-clock time"
    case .mergedRecords(let count):
      "\(Self.counted(count, "record")) repeated an earlier timestamp; merged into one point"
    case .droppedPositions(let count):
      "\(Self.counted(count, "record")) had out-of-range coordinates or 0°, 0° (no fix); "
        + "position dropped"
    case .droppedHeartRates(let count):
      "\(Self.counted(count, "heart-rate value")) outside "
        + "\(Int(ReaderState.plausibleHeartRate.lowerBound))–"
        + "\(Int(ReaderState.plausibleHeartRate.upperBound)) bpm dropped"
    case .droppedElevations(let count):
      "\(Self.counted(count, "altitude")) outside "
        + "\(Int(ReaderState.plausibleElevation.lowerBound))–"
        + "\(Int(ReaderState.plausibleElevation.upperBound)) m dropped"
    case .droppedValues(let count):
      "\(Self.counted(count, "value")) \(count == 1 ? "was" : "were") impossible (record cadence, "
        + "distance, speed, power or temperature; session time, distance, power, cadence, climb "
        + "or calories) and dropped"
    case .recordsOutsideSessions(let count):
      "\(Self.counted(count, "record")) lie outside every session's time span; not used"
    case .implausibleLocalOffset(let seconds):
      "activity.local_timestamp − timestamp = \(seconds) s is not a UTC offset; local time unknown"
    case .ignoredSummaries(let count):
      "\(Self.counted(count, "session, lap or length message")) beyond the limits "
        + "(\(FITActivityBuilder.maximumSessions) sessions, "
        + "\(FITActivityBuilder.maximumLapsAndLengths) laps and lengths) ignored"
    case .clockJump(let seconds, let records):
      "the device clock jumped \(seconds < 0 ? "back" : "forward") "
        + "\(NumberText.fixed(abs(seconds) / 3600, decimals: 1, grouping: true)) h between two "
        + "records; \(Self.counted(records, "record")) moved onto the clock the session and the "
        + "file's creation time agree with"
    }
  }

  private static func partText(_ part: Int) -> String { part > 1 ? " (part \(part))" : "" }

  private static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
