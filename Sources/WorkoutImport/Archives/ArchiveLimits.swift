/// Bounds on one archive input (a `.zip`, `.tar`, `.tar.gz` or `.tgz` named or found in a
/// folder), nested archives inside it included (DESIGN.md "Safety rules": bound total
/// uncompressed size and ratio).
///
/// Every member is still read under ``WorkoutFileReader/Limits`` (1 GiB, 4 M points, gzip
/// expansion 200-fold, …); these bound the archive as a whole. Passing ``maximumTotalBytes``,
/// ``maximumExpansionRatio`` or ``maximumMembers`` stops the archive: the members read before are
/// kept and an error of category `security` names the archive and the limit. A nested archive
/// deeper than ``maximumDepth`` is listed with a `security` error and not opened; the rest of the
/// archive is read.
public struct ArchiveLimits: Sendable, Hashable {
  /// Most bytes libarchive may hand out for one archive input, summed over every member read at
  /// every nesting level (the bytes of a nested archive and of its members both count); members
  /// ignored by name are skipped without counting. Default 32 GiB.
  public var maximumTotalBytes: Int
  /// Most bytes handed out per byte consumed from the archive file (the running totals, checked
  /// after every chunk, so a bomb is stopped early). Default 200, as for gzip files: deflate
  /// compresses real GPX/TCX 8–48-fold, while zeros or blanks expand ~1,000-fold.
  public var maximumExpansionRatio: Int
  /// Most entries (files, folders, links) at all nesting levels together. Default 1,000,000 (a
  /// Garmin account export part holds ~8,000 files; a Strava export one per activity plus media).
  public var maximumMembers: Int
  /// Deepest nesting, the archive itself being level 1: `a.zip!/b.zip!/c.gpx` needs 2. Default 4
  /// (a Garmin export's `UploadedFiles_*.zip` parts sit at level 2).
  public var maximumDepth: Int
  /// Largest side file (`activities.csv`, `*summarizedActivities.json`) kept for the export
  /// joins, bytes. Default 256 MiB (a CSV of 10,000 activities is ~10 MB).
  public var maximumSideFileBytes: Int

  /// Creates limits.
  public init(
    maximumTotalBytes: Int = 32 << 30, maximumExpansionRatio: Int = 200,
    maximumMembers: Int = 1_000_000, maximumDepth: Int = 4, maximumSideFileBytes: Int = 256 << 20
  ) {
    self.maximumTotalBytes = maximumTotalBytes
    self.maximumExpansionRatio = maximumExpansionRatio
    self.maximumMembers = maximumMembers
    self.maximumDepth = maximumDepth
    self.maximumSideFileBytes = maximumSideFileBytes
  }

  /// The defaults above.
  public static let standard = ArchiveLimits()
}
