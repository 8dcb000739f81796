import Testing

@testable import WorkoutModel

@Suite("Elevation hysteresis filter")
struct ElevationHysteresisTests {
  /// Sawtooth 100, 102, 99, 104, 101, 108, 107, 103, 105 with a 3 m dead band, by hand:
  /// anchor 100; 102 (+2) and 99 (−1) ignored; 104 (+4) gain 4; 101 (−3) loss 3; 108 (+7) gain
  /// 11; 107 (−1) ignored; 103 (−5) loss 8; 105 (+2) ignored → gain 11, loss 8.
  /// (The raw sum would be gain 16, loss 11.)
  static let sawtooth: [Double] = [100, 102, 99, 104, 101, 108, 107, 103, 105]

  @Test("sawtooth gives the hand-computed gain and loss")
  func sawtoothGainLoss() {
    var filter = ElevationHysteresis()
    for e in Self.sawtooth { filter.add(e) }
    #expect(filter.gainMeters == 11)
    #expect(filter.lossMeters == 8)
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
