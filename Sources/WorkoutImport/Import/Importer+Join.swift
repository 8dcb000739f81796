import WorkoutModel

extension Importer {
  /// Joins the account exports of `run` (read by this importer's ``run(files:)``) into its
  /// files, in the order the exports need: each Strava CSV parsed once
  /// (``ExportLayouts/stravaTables(in:)``), files whose export gives another sport that was not
  /// known while they were read read again with it (``reread(_:in:)``: an Apple Health route,
  /// a side file in a nested archive), then the side files' names, types, gear, manual entries
  /// and planned routes, and Apple Health's routes joined (``ExportLayouts/apply(_:resolver:tables:)``,
  /// manual entries zoned by ``resolver``). Duplicates are not looked for here
  /// (``DuplicateWorkouts/mark(_:)``).
  public func join(_ run: inout ImportRun) {
    let tables = ExportLayouts.stravaTables(in: run, manualEntries: heldExportWorkouts ?? .max)
    reread(ExportLayouts.sportCorrections(in: run, tables: tables), in: &run)
    ExportLayouts.apply(&run, resolver: resolver, tables: tables)
  }
}
