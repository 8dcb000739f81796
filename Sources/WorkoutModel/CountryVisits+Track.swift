extension CountryVisits {
  /// Track length, metres, between two positions whose country is looked up: a border crossing
  /// is found within this much track, and a workout costs one lookup per this much distance.
  public static let sampleSpacingMeters = 100.0
  /// A step longer than this, metres, is a gap or a jump (a recording gap, a catch-up after a
  /// lost fix, a train ride inside a hike): both its ends are looked up, but nothing between
  /// them is taken as passed, and its length is credited to no country.
  public static let jumpMeters = 1_000.0

  /// The countries of the positions of `segments`, with `distanceMeters` (the workout's
  /// distance) split between them; `nil` when no segment holds a valid position.
  ///
  /// Rules: the first valid position of each segment is looked up with `country`, then the
  /// position that ends every ``sampleSpacingMeters`` of track (haversine steps within the
  /// segment) and the segment's last position; the ends of a step longer than ``jumpMeters`` are
  /// both looked up. The track between two looked-up positions counts for their country, half
  /// to each when they differ; the gap between segments and jump steps count for none.
  /// `distanceMeters` is then split in proportion to that length per country, sea included (the
  /// sea's share is dropped), so a workout in one country credits it with exactly its
  /// distance. Positions that are none (``GeoPosition/isUsable(latitude:longitude:)``: 0°, 0°, a
  /// device's no-fix value) are skipped.
  /// Cost: one haversine step per position and about one lookup per 100 m.
  public init?(
    segments: [TrackSegment], distanceMeters: Double,
    country: (_ latitude: Double, _ longitude: Double) -> String?
  ) {
    let walk = withoutActuallyEscaping(country) { country in
      var walk = CountryWalk(country: country)
      for segment in segments {
        walk.startSegment()
        for point in segment.points {
          guard let latitude = point.latitude, let longitude = point.longitude,
            GeoPosition.isUsable(latitude: latitude, longitude: longitude)
          else { continue }
          walk.visit(latitude: latitude, longitude: longitude)
        }
        walk.endSegment()
      }
      return walk.result
    }
    guard walk.sawPosition else { return nil }
    let factor =
      walk.totalMeters > 0 && distanceMeters.isFinite && distanceMeters > 0
      ? distanceMeters / walk.totalMeters : 0
    self.init(
      start: walk.start,
      visits: walk.order.map { Visit(code: $0, meters: (walk.meters[$0] ?? 0) * factor) })
  }
}

/// The walk along a track behind ``CountryVisits/init(segments:distanceMeters:country:)``.
private struct CountryWalk {
  /// What the walk found, without the lookup (which must not escape).
  struct Result {
    var sawPosition: Bool
    var start: String?
    var order: [String]
    var meters: [String: Double]
    var totalMeters: Double
  }

  let country: (Double, Double) -> String?
  var sawPosition = false
  var start: String?
  var order: [String] = []
  var meters: [String: Double] = [:]
  var totalMeters = 0.0
  private var previous: (latitude: Double, longitude: Double)?
  private var sampledCountry: String?
  private var pendingMeters = 0.0

  init(country: @escaping (Double, Double) -> String?) {
    self.country = country
  }

  var result: Result {
    Result(
      sawPosition: sawPosition, start: start, order: order, meters: meters,
      totalMeters: totalMeters)
  }

  mutating func startSegment() {
    previous = nil
    pendingMeters = 0
  }

  mutating func visit(latitude: Double, longitude: Double) {
    defer { previous = (latitude, longitude) }
    guard let last = previous else {
      let found = lookUp(latitude, longitude)
      if !sawPosition { start = found }
      sawPosition = true
      sampledCountry = found
      return
    }
    let step = Haversine.distanceMeters(
      latitude1: last.latitude, longitude1: last.longitude, latitude2: latitude,
      longitude2: longitude)
    if step > CountryVisits.jumpMeters {
      closeStretch(at: last)
      sampledCountry = lookUp(latitude, longitude)
      return
    }
    pendingMeters += step
    if pendingMeters >= CountryVisits.sampleSpacingMeters {
      closeStretch(at: (latitude, longitude))
    }
  }

  mutating func endSegment() {
    if let last = previous { closeStretch(at: last) }
  }

  /// Looks up `end`, credits the track since the last lookup, and makes `end` the last lookup.
  private mutating func closeStretch(at end: (latitude: Double, longitude: Double)) {
    guard pendingMeters > 0 else { return }
    let found = lookUp(end.latitude, end.longitude)
    totalMeters += pendingMeters
    if found == sampledCountry {
      if let found { meters[found, default: 0] += pendingMeters }
    } else {
      if let before = sampledCountry { meters[before, default: 0] += pendingMeters / 2 }
      if let found { meters[found, default: 0] += pendingMeters / 2 }
    }
    sampledCountry = found
    pendingMeters = 0
  }

  private mutating func lookUp(_ latitude: Double, _ longitude: Double) -> String? {
    let found = country(latitude, longitude)
    if let found, !order.contains(found) { order.append(found) }
    return found
  }
}
