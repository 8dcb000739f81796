/// Simplifies a line on a pixel grid for the map of every route (``RouteMapSVG``): points
/// rounded to whole pixels, repeats dropped, then Douglas and Peucker's algorithm (1973): keep
/// the ends, and the point farthest from the chord between them while it lies more than
/// `tolerance` pixels from it, recursively. Every dropped point lies within `tolerance` of the
/// simplified line, so a drawing at that scale looks the same.
public enum PolylineSimplifier {
  /// A point on the pixel grid.
  public struct Pixel: Sendable, Hashable {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int

    /// Creates a pixel.
    public init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }

  /// `points` (pixels, fractional) rounded, without repeats, simplified to `tolerance` pixels:
  /// 1 point when they all round to one pixel, none for no points.
  public static func simplify(_ points: [(x: Double, y: Double)], tolerance: Double) -> [Pixel] {
    var rounded: [Pixel] = []
    rounded.reserveCapacity(points.count)
    for point in points {
      guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e9, abs(point.y) < 1e9 else {
        continue
      }
      let pixel = Pixel(x: Int(point.x.rounded()), y: Int(point.y.rounded()))
      if rounded.last != pixel { rounded.append(pixel) }
    }
    guard rounded.count > 2 else { return rounded }
    var keep = [Bool](repeating: false, count: rounded.count)
    keep[0] = true
    keep[rounded.count - 1] = true
    var stack = [(0, rounded.count - 1)]
    let limit = tolerance * tolerance
    while let (first, last) = stack.popLast() {
      guard last - first > 1 else { continue }
      var farthest = first
      var largest = -1.0
      for index in (first + 1)..<last {
        let distance = squaredDistance(rounded[index], from: rounded[first], to: rounded[last])
        if distance > largest {
          largest = distance
          farthest = index
        }
      }
      if largest > limit {
        keep[farthest] = true
        stack.append((first, farthest))
        stack.append((farthest, last))
      }
    }
    return rounded.indices.filter { keep[$0] }.map { rounded[$0] }
  }

  /// The squared distance in pixels from `point` to the segment `a`–`b`.
  static func squaredDistance(_ point: Pixel, from a: Pixel, to b: Pixel) -> Double {
    let dx = Double(b.x - a.x)
    let dy = Double(b.y - a.y)
    let px = Double(point.x - a.x)
    let py = Double(point.y - a.y)
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(max((px * dx + py * dy) / length, 0), 1) : 0
    let ex = px - t * dx
    let ey = py - t * dy
    return ex * ex + ey * ey
  }
}
