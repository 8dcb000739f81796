import WorkoutModel

/// What a report may draw of one workout's route: its ``WorkoutModel/RouteSketch`` after the
/// privacy cut (``WorkoutModel/PrivacyZones/cut(_:seed:)``), as pieces of 2 points or more.
///
/// The cut is made here, when the report is written, not at import: the library keeps the
/// whole sketch, so changing the zones needs no new import. ``RouteSketchSVG`` draws only this
/// type, so no route reaches a page uncut.
public struct RouteOutline: Sendable, Hashable {
  /// The pieces left, in path order, WGS 84 degrees.
  public var pieces: [[PrivacyZones.Point]]

  /// The outline of `sketch` cut by `zones` with the workout's `seed`
  /// (``WorkoutModel/PrivacyZones/seed(startUTC:)``), or `nil` when nothing is left to draw.
  public init?(sketch: RouteSketch, zones: PrivacyZones, seed: UInt64) {
    let count = min(sketch.latitudes.count, sketch.longitudes.count)
    let path = (0..<count).map {
      PrivacyZones.Point(
        latitude: Double(sketch.latitudes[$0]), longitude: Double(sketch.longitudes[$0]))
    }
    let pieces = zones.cut(path, seed: seed)
    guard !pieces.isEmpty else { return nil }
    self.pieces = pieces
  }

  /// Every point drawn, piece after piece.
  public var points: [PrivacyZones.Point] { pieces.flatMap { $0 } }
}
