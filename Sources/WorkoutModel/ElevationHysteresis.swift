/// Elevation gain/loss accumulator with a hysteresis (dead-band) noise filter.
///
/// Rule (DESIGN.md, "Metrics": gain and loss with a documented noise filter, not a raw sum): a
/// climb or a descent counts once its rise or drop from the last turning point reaches
/// `thresholdMeters`, and then counts *from its lowest point to its highest* (issue 18: the
/// former anchor rule, which added a change only in whole threshold-sized steps, lost up to the
/// dead band at the top of every climb: a clean 10 m bump gave 9 m, forty 8 m rollers 240 m
/// instead of 320 m).
///
/// - Before the first turn, the filter keeps the lowest and highest elevation of the segment;
///   when they are `thresholdMeters` apart, the latest sample is one of them, and the move from
///   the other one to it is the first climb (latest is the highest) or descent (lowest).
/// - While climbing, a new high adds its rise to gain at once; a drop of `thresholdMeters` below
///   the high confirms the turn: the drop goes to loss and the descent goes on from there (and
///   symmetrically while descending).
/// - Wiggles smaller than the dead band are ignored, and so is a final change that never
///   reaches it.
///
/// Call ``startSegment()`` at every segment boundary so that no climb is counted across a gap.
/// Values that are not finite, or outside ``plausibleRange`` (metres), are skipped. Units:
/// metres.
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

  /// Where the segment's profile stands: no sample yet, no turn confirmed yet (the lowest and
  /// highest elevations so far), or a climb / descent under way (its extreme so far).
  private enum Trend: Hashable {
    case none
    case undecided(low: Double, high: Double)
    case climbing(high: Double)
    case descending(low: Double)
  }
  private var trend = Trend.none

  /// Creates an accumulator with the given dead band in metres (negative values act as 0).
  public init(thresholdMeters: Double = ElevationHysteresis.defaultThresholdMeters) {
    self.thresholdMeters = thresholdMeters.isFinite ? max(thresholdMeters, 0) : 0
  }

  /// Forgets the segment's profile so that the next elevation starts a new segment.
  public mutating func startSegment() {
    trend = .none
  }

  /// Feeds one elevation sample in metres.
  public mutating func add(_ elevation: Double) {
    guard elevation.isFinite, Self.plausibleRange.contains(elevation) else { return }
    sawElevation = true
    switch trend {
    case .none:
      trend = .undecided(low: elevation, high: elevation)
    case .undecided(var low, var high):
      low = min(low, elevation)
      high = max(high, elevation)
      guard high - low >= thresholdMeters, high > low else {
        trend = .undecided(low: low, high: high)
        return
      }
      // The span reached the dead band with this sample, so it is the new low or the new high.
      if elevation == high {
        gainMeters += high - low
        trend = .climbing(high: high)
      } else {
        lossMeters += high - low
        trend = .descending(low: low)
      }
    case .climbing(let high):
      if elevation > high {
        gainMeters += elevation - high
        trend = .climbing(high: elevation)
      } else if high - elevation >= thresholdMeters {
        lossMeters += high - elevation
        trend = .descending(low: elevation)
      }
    case .descending(let low):
      if elevation < low {
        lossMeters += low - elevation
        trend = .descending(low: elevation)
      } else if elevation - low >= thresholdMeters {
        gainMeters += elevation - low
        trend = .climbing(high: elevation)
      }
    }
  }
}
