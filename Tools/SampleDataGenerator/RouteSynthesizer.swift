import Foundation
import WorkoutModel

/// One recorded sample. Optional fields are absent when the device would not record them.
struct Sample: Sendable {
  /// Instant, seconds since the epoch (UTC).
  var time: Int
  var latitude: Double?
  var longitude: Double?
  /// Metres above sea level.
  var elevation: Double?
  /// Device odometer, metres since start.
  var distance: Double
  /// Instantaneous speed, m/s.
  var speed: Double
  /// Beats per minute.
  var heartRate: Int
  /// Steps per minute (one foot, as Garmin writes it) or crank revolutions per minute.
  var cadence: Int
  /// Watts (virtual rides only).
  var power: Int?
  /// Air temperature, °C (Strava `atemp`).
  var temperature: Int
}

/// The synthesized recording of a planned workout: its samples and the indices where laps start.
struct Recording: Sendable {
  var samples: [Sample]
  /// Sample indices that start a lap; always begins with 0.
  var lapStarts: [Int]
}

/// Turns a `WorkoutPlan` into plausible samples: a closed loop around the plan's place traversed
/// at the sport's speed (scaled per block), GPS jitter of about 2 m, rolling elevation plus one
/// climb, and a heart rate that lags effort with a slow cardiac drift.
enum RouteSynthesizer {
  /// Earth radius used to turn metres into degrees (mean radius, metres).
  static let earthRadius = 6_371_008.8

  /// Builds the recording. Deterministic for a given plan.
  static func record(_ plan: WorkoutPlan) -> Recording {
    var rng = SeededGenerator(seed: 0x5A17_E0DA_7A00_0000 ^ plan.seed).derived(plan.seed)
    let plannedDistance = plan.phases.reduce(0.0) {
      $0 + Double($1.seconds) * $1.factor * plan.sport.baseSpeed * plan.pace
    }
    let loop = plan.place.map { place in
      Loop(place: place, length: place.lapLength ?? max(plannedDistance, 400), rng: &rng)
    }
    let temperature = seasonalTemperature(plan.start, zone: plan.zone) + rng.int(-2...2)
    var samples: [Sample] = []
    var lapStarts = [0]
    var heartRate = 62.0 + rng.double(0, 10)
    var distance = 0.0
    var elapsed = 0
    var phaseIndex = 0
    var phaseEnd = plan.phases.first?.seconds ?? 0
    let autoLap = plan.sport == .ride || plan.sport == .virtualRide ? 5_000.0 : 1_000.0
    var nextAutoLap = autoLap
    let wobble = rng.double(0, 6.28)
    while elapsed <= plan.duration {
      while elapsed >= phaseEnd && phaseIndex + 1 < plan.phases.count {
        phaseIndex += 1
        phaseEnd += plan.phases[phaseIndex].seconds
        if plan.lapsAtPhases { lapStarts.append(samples.count) }
      }
      let factor = plan.phases.isEmpty ? 1 : plan.phases[phaseIndex].factor
      var speed = 0.0
      if factor > 0 && plan.sport.baseSpeed > 0 {
        let surge = 0.035 * sin(Double(elapsed) / 97 + wobble) + 0.02 * rng.gaussian()
        speed = max(0.2, plan.sport.baseSpeed * plan.pace * factor * (1 + surge))
      }
      let effort = factor > 0 ? plan.sport.intensity * factor * plan.pace : 0.18
      let drift = Double(elapsed) / 60 * 0.12
      let target = 62 + 126 * effort + drift
      let dt =
        samples.isEmpty ? 1.0 : Double(elapsed - samples[samples.count - 1].time + plan.start)
      heartRate += (target - heartRate) * (1 - exp(-dt / 35))
      var sample = Sample(
        time: plan.start + elapsed, distance: distance, speed: speed,
        heartRate: Int((heartRate + 1.4 * rng.gaussian()).rounded()),
        cadence: cadence(plan.sport, speed: speed, rng: &rng), power: nil,
        temperature: temperature)
      if plan.sport == .virtualRide {
        sample.power = speed > 0 ? Int(max(0, 195 * factor + 14 * rng.gaussian()).rounded()) : 0
      }
      if let loop, !plan.sport.isIndoor {
        let (north, east) = loop.point(at: distance)
        let lat = loop.latitude + (north + 1.8 * rng.gaussian()) / earthRadius * 180 / .pi
        let lon =
          loop.longitude + (east + 1.8 * rng.gaussian()) / earthRadius * 180 / .pi
          / cos(loop.latitude * .pi / 180)
        sample.latitude = lat + (samples.count == plan.gpsSpikeSample ? 0.01 : 0)
        sample.longitude = lon
        sample.elevation = loop.elevation(at: distance) + 0.3 * rng.gaussian()
      }
      if !plan.lapsAtPhases && distance >= nextAutoLap && plan.sport != .poolSwim {
        lapStarts.append(samples.count)
        nextAutoLap += autoLap
      }
      samples.append(sample)
      let step = nextStep(plan.sampleSeconds, rng: &rng)
      if elapsed < plan.duration && elapsed + step > plan.duration {
        distance += speed * Double(plan.duration - elapsed)
        elapsed = plan.duration
      } else {
        distance += speed * Double(step)
        elapsed += step
      }
    }
    return Recording(samples: samples, lapStarts: lapStarts)
  }

  /// Seconds to the next sample: "smart recording" jitter of ±40 % around the mean (≥ 1 s).
  private static func nextStep(_ mean: Int, rng: inout SeededGenerator) -> Int {
    guard mean > 2 else { return max(mean, 1) }
    let spread = max(1, mean * 2 / 5)
    return max(1, mean + rng.int(-spread...spread))
  }

  private static func cadence(_ sport: Sport, speed: Double, rng: inout SeededGenerator) -> Int {
    guard speed > 0 else { return 0 }
    switch sport {
    case .run, .treadmillRun: return 80 + Int(speed * 2.2) + rng.int(-2...2)
    case .ride, .virtualRide: return 84 + rng.int(-6...6)
    case .walk, .hike: return 52 + rng.int(-3...3)
    case .rowing: return 22 + rng.int(-2...2)
    case .openWaterSwim, .poolSwim: return 28 + rng.int(-3...3)
    case .strength: return 0
    }
  }

  /// A plausible air temperature for Berlin/Tokyo on that date, °C.
  private static func seasonalTemperature(_ instant: Int, zone: LocalZone) -> Int {
    let day = Double(
      CivilDateTime.floorDiv(instant, 86_400) - CivilTime.dayNumber(year: 2025, month: 1, day: 1))
    let berlin = 10 - 9.5 * cos(2 * Double.pi * (day - 15) / 365)
    return Int((zone == .tokyo ? berlin + 6 : berlin).rounded())
  }
}

extension RouteSynthesizer {
  /// `cos` from the C library, exposed for files that do not import Foundation.
  static func cosine(_ radians: Double) -> Double { cos(radians) }
}
