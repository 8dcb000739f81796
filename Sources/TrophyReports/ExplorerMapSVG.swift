import WorkoutModel

/// An ``ExplorerPicture`` as an inline SVG 1.1 drawing: one 9×9 square per visited tile on a
/// 10-unit pitch (north up, west left), the max cluster's tiles in class `xc`, the others `xv`,
/// the missing tiles that would grow the square dashed (`xm`), the max square outlined (`xs`).
/// No map, no text from files: the page's stylesheet colours the classes (light and dark).
/// Each class is one `<path>` of squares, so a 60×60 window stays a few kilobytes.
public enum ExplorerMapSVG {
  /// Tile pitch in SVG units.
  static let pitch = 10

  /// The drawing of `picture`.
  public static func render(_ picture: ExplorerPicture) -> String {
    let width = picture.columns.count * pitch
    let height = picture.rows.count * pitch
    var svg =
      "<svg class=\"tilemap\" viewBox=\"-2 -2 \(width + 4) \(height + 4)\" role=\"img\""
      + " aria-label=\"\(HTMLEscaping.attribute(picture.caption))\""
      + " xmlns=\"http://www.w3.org/2000/svg\">"
    svg += path(picture.visited, in: picture, class: "xv", inset: 0, size: 9)
    svg += path(picture.cluster, in: picture, class: "xc", inset: 0, size: 9)
    svg += path(picture.missing, in: picture, class: "xm", inset: 1, size: 7)
    let left = (Int(picture.squareTopLeft.x) - picture.columns.lowerBound) * pitch
    let top = (Int(picture.squareTopLeft.y) - picture.rows.lowerBound) * pitch
    let side = picture.squareSize * pitch
    svg +=
      "<rect class=\"xs\" x=\"\(left - 1)\" y=\"\(top - 1)\" width=\"\(side + 1)\""
      + " height=\"\(side + 1)\"/>"
    return svg + "</svg>"
  }

  /// One path of squares of side `size`, `inset` in from each tile's corner; empty without tiles.
  static func path(
    _ tiles: [ExplorerTiles.Tile], in picture: ExplorerPicture, class name: String, inset: Int,
    size: Int
  ) -> String {
    guard !tiles.isEmpty else { return "" }
    let data = tiles.map { tile in
      let x = (Int(tile.x) - picture.columns.lowerBound) * pitch + inset
      let y = (Int(tile.y) - picture.rows.lowerBound) * pitch + inset
      return "M\(x) \(y)h\(size)v\(size)h-\(size)z"
    }.joined()
    return "<path class=\"\(name)\" d=\"\(data)\"/>"
  }
}
