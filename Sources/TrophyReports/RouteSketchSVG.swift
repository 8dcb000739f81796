import Foundation
import WorkoutModel

/// Draws a ``RouteOutline`` (a route sketch after the privacy cut) as a small inline SVG 1.1
/// outline: an equirectangular projection with longitudes scaled by the cosine of the mean
/// latitude of the points drawn (true shape at these sizes), fitted into a 100 × 100 box with a
/// 6-unit margin, stroked in `currentColor`, one subpath per piece, a dot at the first point
/// drawn. Only the points drawn decide the fit, so the box shows nothing of what was cut.
public enum RouteSketchSVG {
  /// The `<svg>` element, `size` CSS pixels square; empty for an outline with fewer than 2
  /// points.
  public static func render(_ outline: RouteOutline, size: Int = 44, label: String = "Route")
    -> String
  {
    let points = outline.points
    let count = points.count
    guard count >= 2 else { return "" }
    let meanLatitude = points.reduce(0) { $0 + $1.latitude } / Double(count)
    let scaleX = cos(meanLatitude * .pi / 180)
    let xs = points.map { $0.longitude * scaleX }
    let ys = points.map { -$0.latitude }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return "" }
    let span = max(maxX - minX, maxY - minY, 1e-9)
    let scale = 88 / span
    let offsetX = 6 + (88 - (maxX - minX) * scale) / 2
    let offsetY = 6 + (88 - (maxY - minY) * scale) / 2
    var path = ""
    var index = 0
    for piece in outline.pieces {
      for step in piece.indices {
        let x = offsetX + (xs[index] - minX) * scale
        let y = offsetY + (ys[index] - minY) * scale
        path += (step == 0 ? "M" : "L") + coordinate(x) + " " + coordinate(y)
        index += 1
      }
    }
    let startX = coordinate(offsetX + (xs[0] - minX) * scale)
    let startY = coordinate(offsetY + (ys[0] - minY) * scale)
    return "<svg class=\"route\" viewBox=\"0 0 100 100\" width=\"\(size)\" height=\"\(size)\""
      + " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\""
      + " xmlns=\"http://www.w3.org/2000/svg\"><path d=\"\(path)\" fill=\"none\""
      + " stroke=\"currentColor\" stroke-width=\"5\" stroke-linejoin=\"round\""
      + " stroke-linecap=\"round\"/><circle cx=\"\(startX)\" cy=\"\(startY)\" r=\"7\""
      + " fill=\"currentColor\"/></svg>"
  }

  /// An SVG coordinate with one decimal and no grouping: 12.34 → "12.3".
  private static func coordinate(_ value: Double) -> String {
    NumberText.fixed(value, decimals: 1, grouping: false)
  }
}
