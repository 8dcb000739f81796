/// Elevation gain/loss accumulator with a hysteresis (dead-band) noise filter.
///
/// Rule (DESIGN.md, "Metrics": gain and loss with a documented noise filter, not a raw sum):
/// the first elevation of a segment becomes the *anchor*; each later elevation `e` is compared
/// with the anchor, and only when `|e − anchor| ≥ thresholdMeters` is the difference added to
/// gain (up) or loss (down) and `e` becomes the new anchor. Smaller wiggles are ignored, and so
/// is a final change smaller than the threshold. Call ``startSegment()`` at every segment
/// boundary so that no climb is counted across a gap. Values that are not finite, or outside
/// ``plausibleRange`` (metres), are skipped. Units: metres.
public struct ElevationHysteresis: Sendable, Hashable {
  /// Default dead band in metres (3 m, a common choice for barometric and GPS elevations).
  public static let defaultThresholdMeters: Double = 3

  /// Elevations accepted, in metres: ``Plausibility/elevation``, as the readers.
  public static let plausibleRange = Plausibility.elevation

  /// Dead band in metres; a change must reach it to be counted.
  public let thresholdMeters: Double
  /// Cumulative gain in metres so far.
  public private(set) var gainMeters: Double = 0
  /// Cumulative loss in metres so far (a positive number).
  public private(set) var lossMeters: Double = 0
  /// `true` once any usable elevation was seen.
  public private(set) var sawElevation = false
  private var anchor: Double?

  /// Creates an accumulator with the given dead band in metres (negative values act as 0).
  public init(thresholdMeters: Double = ElevationHysteresis.defaultThresholdMeters) {
    self.thresholdMeters = thresholdMeters.isFinite ? max(thresholdMeters, 0) : 0
  }

  /// Forgets the anchor so that the next elevation starts a new segment.
  public mutating func startSegment() {
    anchor = nil
  }

  /// Feeds one elevation sample in metres.
  public mutating func add(_ elevation: Double) {
    guard elevation.isFinite, Self.plausibleRange.contains(elevation) else { return }
    sawElevation = true
    guard let current = anchor else {
      anchor = elevation
      return
    }
    let change = elevation - current
    if change >= thresholdMeters, change > 0 {
      gainMeters += change
      anchor = elevation
    } else if -change >= thresholdMeters, change < 0 {
      lossMeters -= change
      anchor = elevation
    }
  }
}
