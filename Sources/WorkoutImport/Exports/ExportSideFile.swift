/// A file of an account export that is not a workout but describes them (Strava's
/// `activities.csv`, Garmin's `*summarizedActivities.json`), kept whole for the joins that run
/// after every file was read (``ExportLayouts``). `source` is its path, or `ARCHIVE!/path` for
/// an archive member; the export's root is the text before its last `/`.
public struct ExportSideFile: Sendable, Hashable {
  /// Where it came from, as shown everywhere (`export.zip!/activities.csv`).
  public var source: String
  /// Its bytes as stored.
  public var bytes: [UInt8]

  /// Creates a side file.
  public init(source: String, bytes: [UInt8]) {
    self.source = source
    self.bytes = bytes
  }
}
