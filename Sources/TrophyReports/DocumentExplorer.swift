import WorkoutModel

/// The cabinet's "Explorer" section, written once (``CabinetDocument/explorer``) and marked up by
/// each renderer: the figures per zoom, the workouts with most new tiles, and a picture of the
/// visited zoom-14 tiles around the max square (HTML only).
public struct DocumentExplorer: Sendable, Hashable {
  /// "Explorer" with a blurb saying what the figures mean.
  public var heading: DocumentHeading
  /// Figure | Zoom 14 | Zoom 17: tiles, max square and when it was reached, cluster and when.
  public var figures: DocumentTable
  /// Head of ``best``.
  public var bestHeading = "Most new tiles in one workout"
  /// Workout | Date | New tiles at zoom 14 | at zoom 17, most first (at most
  /// ``CabinetDocument/listedExplorerWorkouts``).
  public var best: DocumentTable
  /// Says where the files of tiles to explore are.
  public var files: DocumentSentence
  /// The picture, `nil` without a zoom-14 square.
  public var picture: ExplorerPicture?
}

/// What the explorer picture shows: a window of zoom-14 tiles around the max square (tile
/// numbers, not positions: no map is drawn).
public struct ExplorerPicture: Sendable, Hashable {
  /// Columns of the window.
  public var columns: ClosedRange<Int>
  /// Rows of the window.
  public var rows: ClosedRange<Int>
  /// Visited tiles in the window that are not cluster tiles, row-major.
  public var visited: [ExplorerTiles.Tile]
  /// Tiles of the max cluster in the window, row-major.
  public var cluster: [ExplorerTiles.Tile]
  /// The missing tiles that would grow the square by one (in the window).
  public var missing: [ExplorerTiles.Tile]
  /// The max square: side and north-west tile.
  public var squareSize: Int
  /// See ``squareSize``.
  public var squareTopLeft: ExplorerTiles.Tile
  /// One sentence describing the picture, for `aria-label` and the caption.
  public var caption: String
}
