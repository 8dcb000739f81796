/// Everything one run read: every file and archive member, and the side files of account
/// exports for the joins (``ExportLayouts/apply(_:)``).
public struct ImportRun: Sendable, Hashable {
  /// One result per file or archive member read, plus entries for archives that could not be
  /// read or broke off (see ``Importer/run(files:)``), in input order, archive members in archive
  /// order.
  public var files: [ParsedFile]
  /// `activities.csv` and `*summarizedActivities.json` files and members, in the same order.
  public var sideFiles: [ExportSideFile]

  /// Creates a run's result.
  public init(files: [ParsedFile] = [], sideFiles: [ExportSideFile] = []) {
    self.files = files
    self.sideFiles = sideFiles
  }
}
