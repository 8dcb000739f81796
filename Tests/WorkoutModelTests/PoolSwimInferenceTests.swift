import Foundation
import Testing
import WorkoutModel

@Suite("pool swims written as TCX Other")
struct PoolSwimInferenceTests {
  static func laps(_ meters: [Double], seconds: Double) -> [Lap] {
    meters.map { Lap(totalTimeSeconds: seconds / Double(meters.count), distanceMeters: $0) }
  }

  /// Lap distances of the corpus's Fenix 3 pool swim (python3 xml.etree): 11 laps, rest laps of
  /// 0 m, 1,350 m in 2,629.1 s of timer time → 0.51 m/s.
  @Test("recognises a Garmin pool swim with rest laps")
  func fenix() {
    let laps = Self.laps([700, 0, 300, 0, 100, 0, 150, 0, 50, 0, 50], seconds: 2629.118)
    #expect(PoolSwimInference.isLikelyPoolSwim(segments: [], laps: laps))
  }

  @Test(
    "tells other Sport=Other sessions apart",
    arguments: [
      // 25-yard pool: 4 lengths = 91.44 m per lap, 1.0 m/s → a swim.
      ([91.44, 91.44, 0, 91.44], 274.32, true),
      // Indoor rowing, 500 m laps at 4.2 m/s: too fast for swimming.
      ([500, 500, 500, 500], 476.0, false),
      // Treadmill walk with 1 km auto-laps and a partial last lap (347.3 m).
      ([1000, 1000, 347.3], 1800.0, false),
      // Strength session: laps without distance.
      ([0, 0, 0], 2400.0, false),
    ] as [([Double], Double, Bool)])
  func others(meters: [Double], seconds: Double, isSwim: Bool) {
    #expect(
      PoolSwimInference.isLikelyPoolSwim(segments: [], laps: Self.laps(meters, seconds: seconds))
        == isSwim)
  }

  @Test("never takes a workout with positions for a pool swim (open water is mapped elsewhere)")
  func positions() {
    let segment = TrackSegment(points: [Trackpoint(latitude: 45.8, longitude: 15.9)])
    let laps = Self.laps([500, 475], seconds: 1433)
    #expect(!PoolSwimInference.isLikelyPoolSwim(segments: [segment], laps: laps))
  }
}
