/// A side file of an account export, kept as bytes for the post-read joins: Strava's
/// `activities.csv` or Garmin's `…summarizedActivities.json`, found as a loose file in a folder
/// or as an archive member (size-capped by whoever collects it).
///
/// `source` is named like every other input: a plain path (`export/activities.csv`) or an
/// archive member (`export.zip!/activities.csv`, nested `a.zip!/b.zip!/activities.csv`). The
/// export's root is the text before its last `/`; the files the side file names are found under
/// it.
public struct ExportSideFile: Sendable, Hashable {
  /// Path of the file or name of the archive member.
  public var source: String
  /// The file's bytes as stored (not decompressed: the side files are plain text).
  public var bytes: [UInt8]

  /// Creates a side file.
  public init(source: String, bytes: [UInt8]) {
    self.source = source
    self.bytes = bytes
  }
}
