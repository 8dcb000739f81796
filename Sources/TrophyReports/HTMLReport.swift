/// Renders a ``TrophyCabinet`` as one self-contained HTML page (skeleton).
public enum HTMLReport {
  /// The whole document, ending in a newline.
  public static func render(_ cabinet: TrophyCabinet) -> String { "<!doctype html>\n" }
}
