/// What Trophies writes that a later run could otherwise take for an input: the GPX of tiles to
/// explore a `report` writes into its cabinet (`tiles-to-explore.gpx`: one track of corner
/// points per tile, no timestamps). Its first bytes are fixed, so the file is recognised by
/// them wherever it lies, whatever it is named (issue 17, W5: a cabinet written earlier under
/// another `--out` inside an input folder was read back, skipped as `no_timestamps`, and every
/// later run exited 3).
public enum OwnOutput {
  /// The first bytes of every tiles-to-explore GPX (UTF-8): the XML declaration, the `gpx` root
  /// with `creator="trophies"`, and the metadata naming it, each ending in a newline. The writer
  /// (`TilesToExplore.gpx`) starts with exactly these; the reader's rule is in
  /// `FileDiscovery` (WorkoutImport) and README "Inputs".
  public static let tilesGPXHeader =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    + "<gpx version=\"1.1\" creator=\"trophies\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
    + "<metadata><name>Tiles to explore</name></metadata>\n"
}
