import Foundation

/// A closed, slightly irregular loop around a place, in local metres (north, east) from its
/// centre, scaled so that one lap is `length` metres long.
struct Loop: Sendable {
  let latitude: Double
  let longitude: Double
  let length: Double
  private let north: [Double]
  private let east: [Double]
  private let cumulative: [Double]
  private let baseElevation: Double
  private let rolling: Double
  private let climb: Double
  private let phase: Double

  /// Shapes the loop: an ellipse (aspect, rotation from `place`) with low-order harmonic wobble
  /// drawn from `rng`, resampled at 720 vertices.
  init(place: Place, length: Double, rng: inout SeededGenerator) {
    latitude = place.latitude
    longitude = place.longitude
    self.length = length
    baseElevation = place.baseElevation
    rolling = place.rolling
    climb = place.climb
    phase = rng.double(0, 2 * .pi)
    let w3 = rng.double(0.03, 0.09)
    let w5 = rng.double(0.01, 0.05)
    let p3 = rng.double(0, 2 * .pi)
    let p5 = rng.double(0, 2 * .pi)
    let count = 720
    var rawNorth: [Double] = []
    var rawEast: [Double] = []
    for index in 0..<count {
      let theta = 2 * Double.pi * Double(index) / Double(count) + .pi
      let radius = 1 + w3 * sin(3 * theta + p3) + w5 * cos(5 * theta + p5)
      let x = cos(theta) * radius
      let y = place.aspect * sin(theta) * radius
      rawEast.append(x * cos(place.rotation) - y * sin(place.rotation))
      rawNorth.append(x * sin(place.rotation) + y * cos(place.rotation))
    }
    var perimeter = 0.0
    for index in 0..<count {
      let next = (index + 1) % count
      perimeter += hypot(rawNorth[next] - rawNorth[index], rawEast[next] - rawEast[index])
    }
    let scale = length / perimeter
    north = rawNorth.map { $0 * scale }
    east = rawEast.map { $0 * scale }
    var sums = [0.0]
    for index in 0..<count {
      let next = (index + 1) % count
      sums.append(sums[index] + hypot(north[next] - north[index], east[next] - east[index]))
    }
    cumulative = sums
  }

  /// Position (north, east metres from the centre) after `distance` metres along the loop.
  func point(at distance: Double) -> (Double, Double) {
    let s = distance.truncatingRemainder(dividingBy: length)
    var low = 0
    var high = cumulative.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if cumulative[mid] <= s { low = mid } else { high = mid }
    }
    let next = (low + 1) % north.count
    let span = cumulative[low + 1] - cumulative[low]
    let f = span > 0 ? (s - cumulative[low]) / span : 0
    return (
      north[low] + f * (north[next] - north[low]), east[low] + f * (east[next] - east[low])
    )
  }

  /// Elevation in metres after `distance` metres: rolling terrain plus one climb that peaks
  /// half-way round the loop.
  func elevation(at distance: Double) -> Double {
    let u = distance.truncatingRemainder(dividingBy: length) / length
    let roll = rolling * (0.5 + 0.5 * sin(2 * .pi * 3 * u + phase))
    let hill = climb * (0.5 - 0.5 * cos(2 * .pi * u))
    return baseElevation + roll + hill
  }
}
