import WorkoutModel

/// Whether a side file gives anything to read in place of an earlier copy of its name
/// (``SideFileChoice``: a later archive member supersedes the earlier ones only when it does).
extension ExportSideFile {
  /// What one reading of a side file gives: its error, its first warning that says it is cut
  /// or that records could not be read, and the activities it lists.
  struct Reading {
    var error: ImportError?
    var cut: ImportWarning?
    var unreadable: ImportWarning?
    var activities: Int
  }

  /// Why this side file, a later member named `name` (`ARCHIVE!/activities.csv` or
  /// `…summarizedActivities.json` as written in the archive), gives nothing usable in place of
  /// `earlier` (the member of its name read before it), or `nil` when it does. The rule is the
  /// workout library's for a damaged reading (docs/CONTRACT.md "Identity"; issue 17, break-it
  /// F3 and F4), applied to the copy an archive holds last:
  /// - its reader's error (``StravaCSV``: empty, no header, not an English Strava header;
  ///   ``GarminActivitySummary``: not JSON, cut, over the value limit);
  /// - cut short (`csv_broken_off`, or any ``ImportWarning/Code/isCutShort``), however many rows
  ///   it kept (`malformed`, the reader's words);
  /// - records that could not be read (`strava_row_unreadable`, `garmin_activity_unreadable`: a
  ///   row cut mid-way) and fewer activities than `earlier` lists (`malformed`);
  /// - no activity listed at all (`no_activity`: a header alone, `[]`).
  ///
  /// A copy cut exactly at the end of a row cannot be told from a shorter whole one: it reads
  /// whole. Reads the file once more (and `earlier` when records are unreadable); called only
  /// when an earlier copy was read.
  func unusable(named name: String, earlier: ExportSideFile) -> ImportError? {
    let strava =
      (name.split(separator: "/").last.map(String.init) ?? name).lowercased()
      == "activities.csv"
    let reading = Self.reading(self, strava: strava)
    if let error = reading.error { return error }
    if let cut = reading.cut {
      // The reader's words without "the rows before are kept": this copy is not read.
      let words = cut.message.split(separator: ";").first.map(String.init) ?? cut.message
      return ImportError(.malformed, words, file: source, line: cut.line, column: cut.column)
    }
    if let unreadable = reading.unreadable {
      let before = Self.reading(earlier, strava: strava).activities
      if reading.activities < before {
        return ImportError(
          .malformed,
          "records that cannot be read (\(unreadable.code.rawValue)), giving \(reading.activities) "
            + "activities of the \(before) the earlier copy lists", file: source,
          line: unreadable.line)
      }
    }
    guard reading.activities == 0 else { return nil }
    return ImportError(
      .noActivity, strava ? "its rows give no activity" : "its activity list gives no activity",
      file: source)
  }

  /// `file` read as a Strava `activities.csv` (`strava`) or a Garmin JSON, counting activities.
  private static func reading(_ file: ExportSideFile, strava: Bool) -> Reading {
    let warnings: [ImportWarning]
    let activities: Int
    if strava {
      var manual = 0
      let csv = StravaCSV(file, manualEntry: { _ in manual += 1 })
      if let error = csv.error { return Reading(error: error, activities: 0) }
      warnings = csv.warnings
      activities = csv.activities.count + manual
    } else {
      do {
        let read = try GarminActivitySummary.read(file.bytes, source: file.source)
        warnings = read.warnings
        activities = read.activities.count
      } catch {
        return Reading(error: error, activities: 0)
      }
    }
    return Reading(
      cut: warnings.first { $0.code.isCutShort },
      unreadable: warnings.first { $0.code.isUnreadableRecord }, activities: activities)
  }
}
