import Foundation
import WorkoutModel

/// Strava's `activities.csv` read into ``StravaActivity`` rows (column rules on
/// ``StravaActivity``), with what could not be read.
///
/// - A CSV that cannot be read before the first row (``CSVReader`` errors) or whose header has
///   no `Activity ID`/`id` and `Filename`/`filename` column (a localized export: the header,
///   dates and type names are in the athlete's language) gives ``error``
///   (`malformed`/`security`, or `unsupported_format`) and no rows.
/// - A CSV that breaks after some rows keeps them, with a `csv_broken_off` warning naming the
///   line and column.
/// - A CSV whose last record (the header included) does not end with a line break was cut:
///   Strava writes one after every record, the last included (Ruby's CSV; spreadsheets saving
///   the file again end every row with CRLF or LF). Its rows are kept, the unterminated last
///   one too (it may be cut inside its last field), with a `csv_broken_off` warning naming its
///   line; a header cut before its `Activity ID` and `Filename` columns gives a `malformed`
///   error. A copy cut exactly at a line end cannot be told from a shorter whole one.
/// - Rows without an `Activity ID` (or with one longer than ``maximumIDBytes``), and rows
///   without a file whose date, type or elapsed time is missing or unreadable (so not a manual
///   entry either), and records with more fields than the header (written ones past its last
///   column: rows ending in a lone CR under a header ending in LF, read as one record), are left
///   out with one `strava_row_unreadable` warning counting them (the first one's line given).
/// - Stated values are held to ``Plausibility`` like every reader's (``StatedValueCheck``):
///   elapsed and moving time to ``Plausibility/workoutSeconds``, distance to
///   ``Plausibility/workoutDistance``, elevation gain to ``Plausibility/climb``; a value outside
///   is unknown, with one `value_implausible` warning counting them (a manual entry left without
///   an elapsed time is then unreadable). Names, types, descriptions and gear are cut to
///   ``TextCap`` (`text_cut`).
/// - Manual entries starting before 1980 or ending after tomorrow (``Plausibility/times(now:)``)
///   are left out with one `timestamp_implausible` warning counting them (the first one's line
///   given), as the FIT reader refuses such sessions.
/// - A header with a display-block `Distance` but no machine block (no second `Elapsed Time`):
///   the distance is not used (``StravaActivity``'s rule: its unit is not written), with one
///   `strava_distance_unit_unknown` warning counting the rows that give one.
public struct StravaCSV: Sendable, Hashable {
  /// Rows read, in file order.
  public var activities: [StravaActivity]
  /// Problems found, one per kind.
  public var warnings: [ImportWarning]
  /// Why nothing could be read, if so.
  public var error: ImportError?
  /// Manual entries read but not kept in ``activities``: more than the `keepingManualEntries`
  /// bound the table was read with (0 when all were kept, or handed to `manualEntry`).
  public var heldBackManualEntries = 0

  /// Longest `Activity ID` read, bytes (Strava's are 10–11 digits; the ID names a manual
  /// entry's source).
  public static let maximumIDBytes = 64

  /// Reads `file` (its bytes as stored; a UTF-8 BOM is skipped); manual entries must lie within
  /// `times` (default: 1980 to one day after now). At most `bound` manual entries are kept:
  /// with more, none is (``heldBackManualEntries`` counts them; rows naming a file are always
  /// kept). With `manualEntry`, each manual entry is handed to it in row order instead of
  /// being kept. Warnings are the same either way.
  public init(
    _ file: ExportSideFile, limits: CSVReader.Limits = .standard,
    times: ClosedRange<Date> = Plausibility.times(), keepingManualEntries bound: Int = .max,
    manualEntry: ((StravaActivity) -> Void)? = nil
  ) {
    activities = []
    warnings = []
    error = nil
    // Rows are read one at a time (issue 17: a million rows held as fields took 2.9 GB with
    // their workouts); the header is the first.
    var columns: Columns?
    var headerSeen = false
    var headerFields = 0
    var unreadable: [Int] = []
    var implausibleDates: [Int] = []
    var displayOnly: [Int] = []
    var check = StatedValueCheck()
    var activities: [StravaActivity] = []
    var manualEntries = 0
    var droppedManual = false
    var lastLine = 1
    var records = 0
    let stop = CSVReader.forEachRow(file.bytes, source: file.source, limits: limits) {
      row, line in
      lastLine = line
      records += 1
      guard headerSeen else {
        headerSeen = true
        headerFields = row.count
        columns = Columns(CSVHeader(row))
        return
      }
      guard let columns else { return }
      // A record with more fields than the header, written ones past its end, is not a row
      // of it (break-it m5: rows ending in a lone CR under a header ending in LF read as one
      // record, its tail dropped without a word); extra empty fields (a trailing comma) drop
      // nothing.
      if row.count > headerFields, row[headerFields...].contains(where: { !Self.isBlank($0) }) {
        unreadable.append(line)
        return
      }
      guard let activity = columns.activity(row, line: line, check: &check) else {
        unreadable.append(line)
        return
      }
      if columns.displayDistanceOnly, activity.displayDistance != nil {
        displayOnly.append(line)
      }
      if activity.filename == nil, !activity.isManualEntry {
        unreadable.append(line)
        return
      }
      if activity.filename == nil, let start = activity.date,
        !times.contains(start)
          || !times.contains(start.addingTimeInterval(activity.elapsedSeconds ?? 0))
      {
        implausibleDates.append(line)
        return
      }
      if activity.filename == nil {
        manualEntries += 1
        if let manualEntry {
          manualEntry(activity)
          return
        }
        if manualEntries > bound {
          if !droppedManual { activities.removeAll { $0.filename == nil } }
          droppedManual = true
          return
        }
      }
      activities.append(activity)
    }
    self.activities = activities
    heldBackManualEntries = droppedManual ? manualEntries : 0
    guard headerSeen else {
      error = stop ?? ImportError(.unsupportedFormat, "empty activities.csv", file: file.source)
      return
    }
    // Strava (Ruby's CSV) ends every record with a line break, the last included, as do
    // spreadsheets saving the file again: a last record without one was cut (break-it pass 6
    // F1: a copy cut inside its header read as a whole empty table, one cut inside a row's last
    // field as a whole shorter row).
    let unterminated = stop == nil && !Self.endsWithLineBreak(file.bytes)
    if let stop {
      warnings.append(
        ImportWarning(
          .csvBrokenOff, "the CSV breaks off (\(stop.message)); the rows before are kept",
          line: stop.line, column: stop.column))
    } else if unterminated, columns == nil {
      error = ImportError(
        .malformed,
        "the header line has no line break: the file is cut short before its 'Activity ID' and "
          + "'Filename' columns (or it is not an English Strava activities.csv)",
        file: file.source, line: 1)
      return
    } else if unterminated {
      let what = records == 1 ? "the header" : "the last record"
      warnings.append(
        ImportWarning(
          .csvBrokenOff,
          "\(what) has no line break: the file is cut short; "
            + (records == 1 ? "it lists no rows" : "the rows are kept, the last one maybe cut")
            + " (a whole file saved without a final line break reads so too: add one)",
          line: lastLine))
    }
    guard columns != nil else {
      error = ImportError(
        .unsupportedFormat,
        "not an English Strava activities.csv: no 'Activity ID' and 'Filename' columns",
        file: file.source, line: 1)
      return
    }
    warnings += check.warnings(what: "elapsed or moving time, distance or elevation gain")
    if let first = implausibleDates.first {
      let count = implausibleDates.count
      warnings.append(
        ImportWarning(
          .timestampImplausible, count: count,
          "\(count == 1 ? "1 manual entry starts or ends" : "\(count) manual entries start or end")"
            + " before 1980 or after tomorrow; left out", line: first))
    }
    if let first = displayOnly.first {
      let count = displayOnly.count
      warnings.append(
        ImportWarning(
          .stravaDistanceUnitUnknown, count: count,
          "\(count == 1 ? "1 row gives" : "\(count) rows give") a Distance in the display unit "
            + "(km or mi, not written) and no machine-block Distance in metres; not used",
          line: first))
    }
    if let first = unreadable.first {
      warnings.append(
        ImportWarning(
          .stravaRowUnreadable, count: unreadable.count,
          "\(unreadable.count) row(s) without an Activity ID, or without a file and without a "
            + "readable date, type and elapsed time, or with more fields than the header, were "
            + "left out", line: first))
    }
  }

  /// Whether `bytes` end with a line break (LF, or CR: a CRLF cut between its two bytes lost
  /// no field), as every record of a whole `activities.csv` does.
  private static func endsWithLineBreak(_ bytes: [UInt8]) -> Bool {
    bytes.last == UInt8(ascii: "\n") || bytes.last == UInt8(ascii: "\r")
  }

  /// Whether a field holds only white space (or nothing).
  private static func isBlank(_ field: String) -> Bool {
    field.allSatisfy(\.isWhitespace)
  }
}

extension StravaCSV {
  /// The column indices of one header (see ``StravaActivity`` for the rule).
  struct Columns {
    var id, date, name, type, description, gear, filename, commute: Int?
    var elapsed, displayDistance, distanceMeters, moving, elevationGain: Int?
    /// A display-block `Distance` with no machine block to give metres (its unit is unknown).
    var displayDistanceOnly = false

    /// Columns named alike in both layouts: (field, name since 2019, name before mid-2019).
    private static var common: [(WritableKeyPath<Columns, Int?>, String, String)] {
      [
        (\.id, "Activity ID", "id"), (\.filename, "Filename", "filename"),
        (\.date, "Activity Date", "date"), (\.name, "Activity Name", "name"),
        (\.type, "Activity Type", "type"), (\.description, "Activity Description", "description"),
        (\.gear, "Activity Gear", "gear"), (\.commute, "Commute", "commute"),
      ]
    }

    init?(_ header: CSVHeader) {
      let modern = header.index(of: "Activity ID") != nil && header.index(of: "Filename") != nil
      for (field, current, legacy) in Self.common {
        self[keyPath: field] = header.index(of: modern ? current : legacy)
      }
      guard id != nil, filename != nil else { return nil }
      if !modern {
        // Before mid-2019: snake_case names, distance in metres.
        elapsed = header.index(of: "elapsed_time")
        distanceMeters = header.index(of: "distance")
        return
      }
      displayDistance = header.index(of: "Distance")
      // The machine block starts at the second "Elapsed Time".
      if let machine = header.index(of: "Elapsed Time", occurrence: 1) {
        elapsed = machine
        distanceMeters = header.index(of: "Distance", from: machine)
        moving = header.index(of: "Moving Time", from: machine)
        elevationGain = header.index(of: "Elevation Gain", from: machine)
      } else {
        elapsed = header.index(of: "Elapsed Time")
        displayDistanceOnly = displayDistance != nil
      }
    }

    /// The row as an activity, its values and texts held to `check`; `nil` without an
    /// `Activity ID` or with one longer than ``StravaCSV/maximumIDBytes``.
    func activity(_ row: [String], line: Int, check: inout StatedValueCheck) -> StravaActivity? {
      guard let id = text(row, id), id.utf8.count <= StravaCSV.maximumIDBytes else { return nil }
      let commuteText = text(row, commute)?.lowercased()
      let file = text(row, filename)
      let seconds = Plausibility.workoutSeconds
      return StravaActivity(
        id: id, date: text(row, date).flatMap(StravaActivity.date),
        name: check.text(text(row, name)), type: check.text(text(row, type)),
        description: check.text(text(row, description)),
        elapsedSeconds: check.value(number(row, elapsed, &check), in: seconds),
        displayDistance: number(row, displayDistance).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil },
        distanceMeters: check.value(
          number(row, distanceMeters, &check), in: Plausibility.workoutDistance),
        movingSeconds: check.value(number(row, moving, &check), in: seconds),
        elevationGainMeters: check.value(
          number(row, elevationGain, &check), in: Plausibility.climb),
        gear: check.text(text(row, gear)),
        isCommute: ["true", "1", "1.0", "yes"].contains(commuteText ?? ""),
        filename: file, line: line)
    }

    /// The trimmed field, `nil` when absent or empty.
    private func text(_ row: [String], _ index: Int?) -> String? {
      guard let raw = CSVHeader.field(row, index) else { return nil }
      let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? nil : trimmed
    }

    /// The field as a number in decimal notation (``DecimalText``: no hexadecimal, `nan` or
    /// `inf`; `1e400` and negatives are read, for the caller's range check to drop and count),
    /// else `nil`; with `check`, a field written but not such a number (`1_000`, `٣٦٠٠`) is
    /// counted as unreadable (`number_unreadable`, issue 17: it was dropped without a word); a
    /// field longer than ``TextCap/maximumBytes`` is never a number (README "Limits on input").
    private func number(_ row: [String], _ index: Int?) -> Double? {
      text(row, index).flatMap {
        $0.utf8.count <= TextCap.maximumBytes ? DecimalText.number($0) : nil
      }
    }

    /// ``number(_:_:)``, counting a field that is not a number in `check`.
    private func number(
      _ row: [String], _ index: Int?, _ check: inout StatedValueCheck
    ) -> Double? {
      check.number(text(row, index)) { DecimalText.number($0) }
    }
  }
}
