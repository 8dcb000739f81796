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
/// - Rows without an `Activity ID`, and rows without a file whose date, type or elapsed time is
///   missing or unreadable (so not a manual entry either), are left out with one
///   `strava_row_unreadable` warning counting them (the first one's line given).
public struct StravaCSV: Sendable, Hashable {
  /// Rows read, in file order.
  public var activities: [StravaActivity]
  /// Problems found, one per kind.
  public var warnings: [ImportWarning]
  /// Why nothing could be read, if so.
  public var error: ImportError?

  /// Reads `file` (its bytes as stored; a UTF-8 BOM is skipped).
  public init(_ file: ExportSideFile, limits: CSVReader.Limits = .standard) {
    activities = []
    warnings = []
    error = nil
    // Rows are read one at a time (issue 17: a million rows held as fields took 2.9 GB with
    // their workouts); the header is the first.
    var columns: Columns?
    var headerSeen = false
    var unreadable: [Int] = []
    var activities: [StravaActivity] = []
    let stop = CSVReader.forEachRow(file.bytes, source: file.source, limits: limits) {
      row, line in
      guard headerSeen else {
        headerSeen = true
        columns = Columns(CSVHeader(row))
        return
      }
      guard let columns else { return }
      guard let activity = columns.activity(row, line: line) else {
        unreadable.append(line)
        return
      }
      if activity.filename == nil, !activity.isManualEntry {
        unreadable.append(line)
        return
      }
      activities.append(activity)
    }
    self.activities = activities
    guard headerSeen else {
      error = stop ?? ImportError(.unsupportedFormat, "empty activities.csv", file: file.source)
      return
    }
    if let stop {
      warnings.append(
        ImportWarning(
          .csvBrokenOff, "the CSV breaks off (\(stop.message)); the rows before are kept",
          line: stop.line, column: stop.column))
    }
    guard columns != nil else {
      error = ImportError(
        .unsupportedFormat,
        "not an English Strava activities.csv: no 'Activity ID' and 'Filename' columns",
        file: file.source, line: 1)
      return
    }
    if let first = unreadable.first {
      warnings.append(
        ImportWarning(
          .stravaRowUnreadable, count: unreadable.count,
          "\(unreadable.count) row(s) without an Activity ID, or without a file and without a "
            + "readable date, type and elapsed time, were left out", line: first))
    }
  }
}

extension StravaCSV {
  /// The column indices of one header (see ``StravaActivity`` for the rule).
  struct Columns {
    var id, date, name, type, description, gear, filename, commute: Int?
    var elapsed, displayDistance, distanceMeters, moving, elevationGain: Int?

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
      }
    }

    /// The row as an activity; `nil` without an `Activity ID`.
    func activity(_ row: [String], line: Int) -> StravaActivity? {
      guard let id = text(row, id) else { return nil }
      let commuteText = text(row, commute)?.lowercased()
      let file = text(row, filename)
      return StravaActivity(
        id: id, date: text(row, date).flatMap(StravaActivity.date), name: text(row, name),
        type: text(row, type), description: text(row, description),
        elapsedSeconds: number(row, elapsed), displayDistance: number(row, displayDistance),
        distanceMeters: number(row, distanceMeters), movingSeconds: number(row, moving),
        elevationGainMeters: number(row, elevationGain), gear: text(row, gear),
        isCommute: ["true", "1", "1.0", "yes"].contains(commuteText ?? ""),
        filename: file, line: line)
    }

    /// The trimmed field, `nil` when absent or empty.
    private func text(_ row: [String], _ index: Int?) -> String? {
      guard let raw = CSVHeader.field(row, index) else { return nil }
      let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? nil : trimmed
    }

    /// The field as a finite number ≥ 0 (`.` decimals), else `nil`.
    private func number(_ row: [String], _ index: Int?) -> Double? {
      guard let raw = text(row, index), let value = Double(raw), value.isFinite, value >= 0
      else { return nil }
      return value
    }
  }
}
