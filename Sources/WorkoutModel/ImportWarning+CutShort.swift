extension ImportWarning.Code {
  /// Whether the code says a file's bytes stopped before its end — `gzip_damaged`,
  /// `xml_broken_off`, `fit_truncated`, `fit_stopped`, `archive_damaged`, `csv_broken_off`,
  /// and `route_file_damaged` for an export whose route files were (`docs/CONTRACT.md`, "Warning
  /// codes"): what was read is what came before the cut, and the last workout read may be cut
  /// too. The workout library never replaces what an earlier
  /// reading stored by such a reading (issue 17, break-it L3 and F1).
  public var isCutShort: Bool {
    switch self {
    case .gzipDamaged, .xmlBrokenOff, .fitTruncated, .fitStopped, .archiveDamaged, .csvBrokenOff,
      .routeFileDamaged:
      true
    default: false
    }
  }

  /// Whether the code says records of an account export's index could not be read —
  /// `strava_row_unreadable`, `garmin_activity_unreadable` (a row cut by an interrupted copy, or
  /// dates a spreadsheet rewrote when it saved the file again): the workout library does not
  /// let such a reading take stored workouts away (issue 17, break-it F3).
  public var isUnreadableRecord: Bool {
    self == .stravaRowUnreadable || self == .garminActivityUnreadable
  }

  /// Whether the code says an Apple Health export's workouts named route files no route could
  /// be taken from — `route_file_missing`, `route_file_unreadable`: the workout library keeps a
  /// route it stored for such a workout (break-it pass 7 B1, B3).
  public var losesRoutes: Bool {
    self == .routeFileMissing || self == .routeFileUnreadable
  }
}
