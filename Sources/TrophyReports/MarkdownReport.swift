/// Renders a ``TrophyCabinet`` as GitHub-flavoured Markdown (skeleton).
public enum MarkdownReport {
  /// The whole document, ending in a newline.
  public static func render(_ cabinet: TrophyCabinet) -> String { "# \(cabinet.title)\n" }
}
