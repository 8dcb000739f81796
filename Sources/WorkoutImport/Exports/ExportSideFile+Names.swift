/// Which files are side files, and their size cap.
extension ExportSideFile {
  /// Whether a file named `name` (its last path component, any case) is a side file:
  /// `activities.csv` (Strava bulk export) or a name ending in `summarizedActivities.json`
  /// (Garmin account export, `DI_CONNECT/DI-Connect-Fitness/<user>_0_summarizedActivities.json`).
  public static func isSideFileName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower == "activities.csv" || lower.hasSuffix("summarizedactivities.json")
  }

  /// Whether this side file is a Strava bulk export's `activities.csv` (its last path
  /// component, any case).
  public var isStravaActivities: Bool {
    (source.split(separator: "/").last ?? "").lowercased() == "activities.csv"
  }

  /// The `security` error for a side file over ``ArchiveLimits/maximumSideFileBytes``.
  static func tooLarge(_ source: String, _ limits: ArchiveLimits) -> ImportError {
    ImportError(
      .security,
      "an export side file larger than the \(limits.maximumSideFileBytes)-byte limit; the names "
        + "and types it holds are not used", file: source)
  }
}
