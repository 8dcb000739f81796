/// The tiles a straight step in tile space passes through (a supercover line walk,
/// Amanatides & Woo 1987, "A fast voxel traversal algorithm for ray tracing", with an exact edge
/// and corner rule).
///
/// The rule: a tile is ticked when some point of the step lies in it, each point numbered by the
/// tile formula's floor (``SlippyTile``): tile `(x, y)` is `x ≤ X < x + 1`, `y ≤ Y < y + 1`. So
/// a step crossing a vertical edge going east enters the eastern tile at the edge, and going
/// west leaves the eastern tile just after the edge (likewise for rows). At a corner crossed
/// exactly:
/// - going south-east or north-west (both coordinates grow, or both shrink) the step moves
///   diagonally: 2 tiles, the two side tiles are not touched (only their corner point, which
///   belongs to neither);
/// - going north-east or south-west the corner point itself belongs to the tile south-east of
///   it (floor of both), which the step therefore touches: 3 tiles (north-east: west tile,
///   corner's tile, north tile; south-west: north tile, corner's tile, west tile).
///
/// A step that runs along an edge ticks the tiles on its east or south side only. Columns are
/// not wrapped here: a step across the antimeridian is given unwrapped ends (X beyond 0…n) and
/// the caller wraps each column.
public enum SupercoverWalk {
  /// The number of tiles the walk from (`x0`, `y0`) to (`x1`, `y1`) visits at most:
  /// |Δcolumn| + |Δrow| + 1 (fewer when it crosses a corner diagonally).
  @inlinable public static func bound(x0: Double, y0: Double, x1: Double, y1: Double) -> Int64 {
    let dx = Int64(x1.rounded(.down)) - Int64(x0.rounded(.down))
    let dy = Int64(y1.rounded(.down)) - Int64(y0.rounded(.down))
    return abs(dx) + abs(dy) + 1
  }

  /// Calls `visit(column, row)` for each tile the step from (`x0`, `y0`) to (`x1`, `y1`) passes
  /// through, in order from the start's tile to the end's, each once. Coordinates must be
  /// finite and within ±2^52 (tile space at zoom 17 is 0…131,072).
  @inlinable public static func walk(
    x0: Double, y0: Double, x1: Double, y1: Double, visit: (Int64, Int64) -> Void
  ) {
    var column = Int64(x0.rounded(.down))
    var row = Int64(y0.rounded(.down))
    let lastColumn = Int64(x1.rounded(.down))
    let lastRow = Int64(y1.rounded(.down))
    visit(column, row)
    let dx = x1 - x0
    let dy = y1 - y0
    let stepX: Int64 = dx > 0 ? 1 : -1
    let stepY: Int64 = dy > 0 ? 1 : -1
    while column != lastColumn || row != lastRow {
      // The parameter t (0 at the start, 1 at the end) of the next edge in each direction:
      // going east the edge x = column + 1 (entered at t), going west the edge x = column (left
      // just after t). A direction already at the end's column or row has no edge left.
      let tX =
        column == lastColumn ? Double.infinity : (Double(column + (stepX > 0 ? 1 : 0)) - x0) / dx
      let tY = row == lastRow ? Double.infinity : (Double(row + (stepY > 0 ? 1 : 0)) - y0) / dy
      // At equal t, an edge entered at t (east, south) comes before one left just after t
      // (west, north); two of the same kind are crossed together (a diagonal move).
      let lateX = stepX < 0
      let lateY = stepY < 0
      if tX < tY || (tX == tY && !lateX && lateY) {
        column += stepX
      } else if tY < tX || (tX == tY && lateX && !lateY) {
        row += stepY
      } else {
        column += stepX
        row += stepY
      }
      visit(column, row)
    }
  }
}
