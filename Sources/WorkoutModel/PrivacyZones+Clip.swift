import Foundation

extension PrivacyZones {
  /// The pieces of `path` outside `circle`, each of 2 points or more (see the type's
  /// "Geometry"): each step from `a` to `b` meets the open disc in at most one stretch
  /// `t0 < t < t1` of its parameter (the roots of `|a + t(b − a)|² = ρ²` in the tangent plane),
  /// which is dropped; a point on the circle is outside.
  static func clip(_ path: [Point], outside circle: CutCircle) -> [[Point]] {
    let scale = Haversine.earthRadiusMeters * Double.pi / 180
    let eastScale = scale * cos(circle.centre.latitude * .pi / 180)
    let radiusSquared = circle.radiusMeters * circle.radiusMeters
    func plane(_ point: Point) -> (x: Double, y: Double) {
      (
        wrapped(point.longitude - circle.centre.longitude) * eastScale,
        (point.latitude - circle.centre.latitude) * scale
      )
    }
    func along(_ a: Point, _ b: Point, _ t: Double) -> Point {
      Point(
        latitude: a.latitude + (b.latitude - a.latitude) * t,
        longitude: wrapped(a.longitude + wrapped(b.longitude - a.longitude) * t))
    }
    var pieces: [[Point]] = []
    var current: [Point] = []
    func close() {
      if current.count >= 2 { pieces.append(current) }
      current = []
    }
    var previous = path.first.map(plane) ?? (x: 0, y: 0)
    for index in path.indices.dropLast() {
      let a = path[index]
      let b = path[index + 1]
      let p = previous
      let q = plane(b)
      previous = q
      let dx = q.x - p.x
      let dy = q.y - p.y
      let quadratic = dx * dx + dy * dy
      let linear = 2 * (p.x * dx + p.y * dy)
      let constant = p.x * p.x + p.y * p.y - radiusSquared
      let discriminant = linear * linear - 4 * quadratic * constant
      guard quadratic > 0, discriminant > 0, discriminant.isFinite else {
        // No length, or the line misses the open disc: the step is inside only when `a` is.
        if constant >= 0 || !constant.isFinite {
          if current.isEmpty { current.append(a) }
          current.append(b)
        } else {
          close()
        }
        continue
      }
      let root = discriminant.squareRoot()
      let t0 = (-linear - root) / (2 * quadratic)
      let t1 = (-linear + root) / (2 * quadratic)
      if t1 <= 0 || t0 >= 1 {  // the disc is met before `a` or after `b`
        if current.isEmpty { current.append(a) }
        current.append(b)
        continue
      }
      if t0 > 0 {
        if current.isEmpty { current.append(a) }
        current.append(along(a, b, t0))
      }
      close()
      if t1 < 1 { current = [along(a, b, t1), b] }
    }
    close()
    return pieces
  }
}
