import Foundation

/// Ticks the zoom-17 tiles of a track fed point by point (``ExplorerTiles/init(segments:activity:)``),
/// holding only the tile set, the last position and one cached tile row: no point array.
///
/// Each point with a position (``GeoPosition/isUsable(latitude:longitude:)``: finite, on the
/// globe, not 0°, 0°) that differs from the last one makes a step, judged by the summary's own
/// rule (``StepRule``, with ``SportLimits`` and ``EffortGates``):
/// - a **jump** when it is faster than ``SportLimits/maximumStepSpeed`` both over its own
///   seconds (from the last repeat of a frozen position, at least 1 s) and over the whole time
///   since the position last changed — the summary drops its distance (a GPS spike, a train
///   ride recorded inside a hike, a teleport); or when its ends are more than
///   ``maximumStepTiles`` tiles apart (an untimed step across a country). It ticks nothing,
///   not even its ends;
/// - a **gap** when the seconds it was judged over exceed
///   ``EffortGates/maximumSampleGapSeconds`` and it moved more than
///   ``EffortGates/gapDriftMeters`` (a catch-up after a lost fix, a signal loss): it ticks its
///   two ends only, since the path between them was not seen;
/// - else a **walk**: every tile the straight step passes through (``SupercoverWalk``, in tile
///   space, the short way across the antimeridian). A step without times on both ends is
///   walked (nothing to judge it by) within ``maximumStepTiles``.
///
/// A point is ticked when a walk or a gap has it as an end, or when it is the only position of
/// its segment; a point whose every step is a jump ticks nothing. Segments are never joined.
/// After ``walkBudget`` tiles walked in one workout, steps tick their ends only (a hostile file
/// cannot make the work grow beyond that).
///
/// Cost per point: a tile column (one multiply), a tile row from a cached row's latitude
/// bounds (the logarithm only when the row changes); a step that stays in a tile already ticked
/// needs no verdict (none would tick anything new); other steps take a flat-earth distance for
/// the speed rule, refined by the haversine when within 1 % of a limit or when the step leaves
/// its tile, so every verdict is the summary's.
struct TileTicker {
  /// The zoom ticked; zoom 14 is each tile's column and row shifted right by 3 bits.
  static let zoom = ExplorerTiles.smallZoom
  /// Tiles per side of the map at ``zoom``.
  static let size = Int64(1) << zoom
  /// Largest |Δcolumn| + |Δrow| + 1 a step may span and still be walked (~100 km at 50° N).
  static let maximumStepTiles: Int64 = 1024
  /// Most tiles walked (visited between a step's ends) in one workout, about 800,000 km.
  static let walkBudget = 1 << 22

  private let cap: Double
  private let gates: EffortGates
  /// Zoom-17 tiles, `row << 32 | column`, which sorts row-major.
  private(set) var keys = Set<UInt64>()
  private var lastKey = UInt64.max
  private var budget = TileTicker.walkBudget

  /// The last position of the segment and what is known of it.
  private struct Anchor {
    var latitude: Double
    var longitude: Double
    var time: Double?
    var lastSeen: Double?
    var column: Int64
    var row: Int64
    var stepped: Bool
  }
  /// The anchor, valid while ``hasAnchor`` (held in place rather than as an optional, so the
  /// common step updates four fields instead of copying it out and back).
  private var anchor = Anchor(
    latitude: 0, longitude: 0, time: nil, lastSeen: nil, column: 0, row: 0, stepped: false)
  private var hasAnchor = false

  /// The cached row: its number, latitudes strictly inside it (with a margin) and the cosine of
  /// its latitude for the flat-earth distance.
  private var row: (number: Int64, north: Double, south: Double, cosine: Double) = (
    -1, -.infinity, .infinity, 1
  )

  /// A ticker for `activity`'s limits.
  init(activity: ActivityType) {
    cap = SportLimits.forActivity(activity).maximumStepSpeed
    gates = EffortGates.forActivity(activity)
  }

  /// Ends the current segment (its lone position, if it had no step, is ticked).
  mutating func endSegment() {
    if hasAnchor, !anchor.stepped { tick(anchor.column, anchor.row) }
    hasAnchor = false
  }

  /// Feeds one point of the current segment (degrees; `time` in seconds since any fixed
  /// instant, `nil` when the point has none).
  mutating func add(latitude: Double, longitude: Double, time: Double?) {
    guard GeoPosition.isUsable(latitude: latitude, longitude: longitude) else { return }
    guard hasAnchor else {
      let (column, row) = tile(latitude: latitude, longitude: longitude)
      anchor = Anchor(
        latitude: latitude, longitude: longitude, time: time, lastSeen: nil, column: column,
        row: row, stepped: false)
      hasAnchor = true
      return
    }
    if anchor.latitude == latitude, anchor.longitude == longitude {
      if let time { anchor.lastSeen = time }
      return
    }
    let (column, row) = tile(latitude: latitude, longitude: longitude)
    let sameTile = column == anchor.column && row == anchor.row
    // Within a tile already ticked every verdict ticks nothing new, and no verdict is carried to
    // the next step: most steps end here, without a distance.
    if sameTile, Self.key(column, row) == lastKey {
      anchor.latitude = latitude
      anchor.longitude = longitude
      anchor.time = time
      anchor.lastSeen = nil
      anchor.stepped = true
      return
    }
    let from = anchor
    switch judge(from, latitude: latitude, longitude: longitude, time: time, sameTile: sameTile) {
    case .walk where sameTile:
      tick(column, row)
    case .walk:
      walk(from, latitude: latitude, longitude: longitude, column: column, row: row)
    case .gap:
      tick(from.column, from.row)
      tick(column, row)
    case .jump:
      break
    }
    anchor = Anchor(
      latitude: latitude, longitude: longitude, time: time, lastSeen: nil, column: column,
      row: row, stepped: true)
  }

  private enum Verdict { case walk, gap, jump }

  /// The summary's verdict on the step from `from` (see the type's rules; ``StepRule`` decides).
  private func judge(
    _ from: Anchor, latitude: Double, longitude: Double, time: Double?, sameTile: Bool
  ) -> Verdict {
    guard let t0 = from.time, let t1 = time else { return .walk }
    let spans = StepRule.spans(changed: t0, lastSeen: from.lastSeen, time: t1)
    var meters: Double
    if sameTile {
      // Flat earth within one tile (under 0.01 % off); the haversine near a limit.
      var deltaLongitude = longitude - from.longitude
      if deltaLongitude > 180 {
        deltaLongitude -= 360
      } else if deltaLongitude < -180 {
        deltaLongitude += 360
      }
      let north = (latitude - from.latitude) * Double.pi / 180
      let east = deltaLongitude * Double.pi / 180 * row.cosine
      meters = Haversine.earthRadiusMeters * (north * north + east * east).squareRoot()
      if Self.near(meters, cap * spans.own) || Self.near(meters, cap * spans.whole)
        || Self.near(meters, gates.gapDriftMeters)
      {
        meters = exactMeters(from, latitude: latitude, longitude: longitude)
      }
    } else {
      meters = exactMeters(from, latitude: latitude, longitude: longitude)
    }
    guard let span = StepRule.judgedSeconds(meters: meters, spans: spans, cap: cap) else {
      return .jump
    }
    return StepRule.isGap(seconds: span, meters: meters, gates: gates) ? .gap : .walk
  }

  /// Whether `meters` is within 1 % of `limit` (where the flat-earth distance may decide wrong).
  private static func near(_ meters: Double, _ limit: Double) -> Bool {
    abs(meters - limit) <= 0.01 * limit
  }

  private func exactMeters(_ from: Anchor, latitude: Double, longitude: Double) -> Double {
    Haversine.distanceMeters(
      latitude1: from.latitude, longitude1: from.longitude, latitude2: latitude,
      longitude2: longitude)
  }

  /// Walks the step from `from` to the point in tile space, the short way round.
  private mutating func walk(
    _ from: Anchor, latitude: Double, longitude: Double, column: Int64, row: Int64
  ) {
    let x0 = SlippyTile.x(longitude: from.longitude, zoom: Self.zoom)
    var x1 = SlippyTile.x(longitude: longitude, zoom: Self.zoom)
    if longitude - from.longitude > 180 {
      x1 -= Double(Self.size)
    } else if longitude - from.longitude < -180 {
      x1 += Double(Self.size)
    }
    let y0 = SlippyTile.y(latitude: from.latitude, zoom: Self.zoom)
    let y1 = SlippyTile.y(latitude: latitude, zoom: Self.zoom)
    let bound = SupercoverWalk.bound(x0: x0, y0: y0, x1: x1, y1: y1)
    guard bound <= Self.maximumStepTiles else { return }  // a jump: nothing
    guard bound <= budget else {
      tick(from.column, from.row)
      tick(column, row)
      return
    }
    budget -= Int(bound)
    SupercoverWalk.walk(x0: x0, y0: y0, x1: x1, y1: y1) { column, row in
      tick(SlippyTile.wrapped(column, size: Self.size), row)
    }
  }

  /// The set's key of a tile: `row << 32 | column`.
  private static func key(_ column: Int64, _ row: Int64) -> UInt64 {
    UInt64(row) << 32 | UInt64(column)
  }

  private mutating func tick(_ column: Int64, _ row: Int64) {
    let key = Self.key(column, row)
    guard key != lastKey else { return }
    lastKey = key
    keys.insert(key)
  }

  /// The zoom-17 tile of a point: the column from the formula, the row from the cached row
  /// when the latitude lies inside it, else from the formula (and cached).
  private mutating func tile(latitude: Double, longitude: Double) -> (Int64, Int64) {
    let column = SlippyTile.wrapped(
      Int64(SlippyTile.x(longitude: longitude, zoom: Self.zoom).rounded(.down)), size: Self.size)
    if latitude < row.north, latitude > row.south { return (column, row.number) }
    let number = Int64(SlippyTile.y(latitude: latitude, zoom: Self.zoom).rounded(.down))
    // A margin of 10⁻⁹° (0.1 mm) inside the edges: a latitude that close to an edge is numbered
    // by the formula itself, so the cache never disagrees with it.
    let margin = 1e-9
    let north = SlippyTile.northEdge(row: number, zoom: Self.zoom) - margin
    let south = SlippyTile.northEdge(row: number + 1, zoom: Self.zoom) + margin
    let middle = (north + south) / 2 * Double.pi / 180
    row = (number, north, south, cos(middle))
    return (column, number)
  }
}
