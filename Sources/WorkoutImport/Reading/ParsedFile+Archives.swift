extension ParsedFile {
  /// The archives holding `source`, outermost first (`a.zip!/b.zip!/c.gpx` gives `a.zip` and
  /// `a.zip!/b.zip`; `[]` outside any archive), split on the bytes `!/` as the archive walk
  /// names members (``ArchiveWalk/containers(of:)``, the one rule).
  public static func archives(holding source: String) -> [String] {
    ArchiveWalk.containers(of: source)
  }
}
