import Foundation
import WorkoutModel

/// Draws a ``RouteSketch`` as a small inline SVG 1.1 outline: an equirectangular projection with
/// longitudes scaled by the cosine of the mean latitude (true shape at these sizes), fitted into
/// a 100 × 100 box with a 6-unit margin, stroked in `currentColor`, a dot at the (trimmed) start.
public enum RouteSketchSVG {
  /// The `<svg>` element, `size` CSS pixels square; empty for a sketch with fewer than 2 points.
  public static func render(_ sketch: RouteSketch, size: Int = 44, label: String = "Route")
    -> String
  {
    let count = min(sketch.latitudes.count, sketch.longitudes.count)
    guard count >= 2 else { return "" }
    let latitudes = sketch.latitudes.prefix(count).map(Double.init)
    let meanLatitude = latitudes.reduce(0, +) / Double(count)
    let scaleX = cos(meanLatitude * .pi / 180)
    let xs = sketch.longitudes.prefix(count).map { Double($0) * scaleX }
    let ys = latitudes.map { -$0 }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return "" }
    let span = max(maxX - minX, maxY - minY, 1e-9)
    let scale = 88 / span
    let offsetX = 6 + (88 - (maxX - minX) * scale) / 2
    let offsetY = 6 + (88 - (maxY - minY) * scale) / 2
    var path = ""
    for index in 0..<count {
      let x = offsetX + (xs[index] - minX) * scale
      let y = offsetY + (ys[index] - minY) * scale
      path += (index == 0 ? "M" : "L") + coordinate(x) + " " + coordinate(y)
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
