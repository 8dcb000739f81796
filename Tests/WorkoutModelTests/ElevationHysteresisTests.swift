import Testing

@testable import WorkoutModel

@Suite("Elevation hysteresis filter")
struct ElevationHysteresisTests {
  /// Sawtooth 100, 102, 99, 104, 101, 108, 107, 103, 105 with a 3 m dead band, by hand (a
  /// confirmed move counts from its lowest to its highest point): 100, 102 span 2, no turn;
  /// 99 makes the span 3 with 99 the low: a descent 102 → 99, loss 3; 104 is 5 above the low:
  /// climb 99 → 104, gain 5; 101 is 3 below the high: loss 6; 108: gain 12; 107 (−1) ignored;
  /// 103 is 5 below 108: loss 11; 105 (+2) ignored → gain 12, loss 11.
  /// (The raw sum would be gain 16, loss 11; the former anchor rule gave 11 and 8.)
  static let sawtooth: [Double] = [100, 102, 99, 104, 101, 108, 107, 103, 105]

  @Test("sawtooth gives the hand-computed gain and loss")
  func sawtoothGainLoss() {
    var filter = ElevationHysteresis()
    for e in Self.sawtooth { filter.add(e) }
    #expect(filter.gainMeters == 12)
    #expect(filter.lossMeters == 11)
    #expect(filter.sawElevation)
  }

  @Test("non-finite and implausible values are skipped")
  func skipsBadValues() {
    var filter = ElevationHysteresis()
    for e in [100, .nan, 99_999, 104, -.infinity, -5_000] as [Double] { filter.add(e) }
    #expect(filter.gainMeters == 4)
    #expect(filter.lossMeters == 0)
  }

  @Test("a climb is not counted across a segment boundary")
  func segmentReset() {
    var filter = ElevationHysteresis()
    filter.add(100)
    filter.add(102)
    filter.startSegment()
    filter.add(104)  // would be +4 from the old anchor
    filter.add(106)
    #expect(filter.gainMeters == 0)
  }
}

/// A confirmed climb counts from its lowest point to its highest (issue 18; the profiles of
/// `../shared/cases/efforts/E1` and `E2`, sampled every 0.5 m).
@Suite("Elevation hysteresis: whole climbs")
struct ElevationClimbTests {
  /// `from` to `to` in 0.5 m steps, both ends included.
  static func ramp(_ from: Double, _ to: Double) -> [Double] {
    let steps = Int((abs(to - from) / 0.5).rounded())
    return (0...steps).map { from + Double($0) * (to > from ? 0.5 : -0.5) }
  }

  @Test("a clean 10 m bump is 10 m up and 10 m down")
  func bump() {
    // The former anchor rule counted 3 + 3 + 3 = 9 m each way (the last metre never reached
    // the 3 m band).
    var filter = ElevationHysteresis()
    for e in Self.ramp(50, 60) + Self.ramp(60, 50).dropFirst() { filter.add(e) }
    #expect(filter.gainMeters == 10)
    #expect(filter.lossMeters == 10)
  }

  @Test("forty 8 m rollers are 320 m of climb")
  func rollers() {
    // 50 → 58 → 50, forty times: 40 × 8 = 320 m up, 320 m down (the former rule: 40 × 6).
    var profile: [Double] = [50]
    for _ in 0..<40 { profile += Self.ramp(50, 58).dropFirst() + Self.ramp(58, 50).dropFirst() }
    var filter = ElevationHysteresis()
    for e in profile { filter.add(e) }
    #expect(filter.gainMeters == 320)
    #expect(filter.lossMeters == 320)
  }

  @Test("a rise smaller than the band at the end or a wiggle at the top is not counted")
  func smallChanges() {
    // 100 → 110 (gain 10), down to 108 and up to 109.5 (inside the band: nothing), down to 104
    // (6 below the top: loss 6), up 2 m to 106 at the end (inside the band: nothing).
    var filter = ElevationHysteresis()
    for e in [100, 105, 110, 108, 109.5, 104, 106] as [Double] { filter.add(e) }
    #expect(filter.gainMeters == 10)
    #expect(filter.lossMeters == 6)
  }
}
