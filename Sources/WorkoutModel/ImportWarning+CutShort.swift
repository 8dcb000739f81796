extension ImportWarning.Code {
  /// Whether the code says a file's bytes stopped before its end — `gzip_damaged`,
  /// `xml_broken_off`, `fit_truncated`, `fit_stopped`, `archive_damaged` (`docs/CONTRACT.md`,
  /// "Warning codes"): the workouts read are the ones before the cut, and a later one may be
  /// missing. The workout library keeps what an earlier whole reading stored rather than
  /// replace it by such a reading with fewer workouts (issue 17, L3).
  public var isCutShort: Bool {
    switch self {
    case .gzipDamaged, .xmlBrokenOff, .fitTruncated, .fitStopped, .archiveDamaged: true
    default: false
    }
  }
}
