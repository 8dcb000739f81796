import Foundation
import Testing

@testable import WorkoutModel

/// The packed trackpoint: half the memory of ten `Optional<Double>`, every value read back
/// exactly as set.
@Suite("Trackpoint storage")
struct TrackpointStorageTests {
  /// Ten 8-byte fields and nothing else: 10 × 8 = 80 bytes (ten `Optional<Double>` take
  /// 10 × 16 − 7 = 153, stride 160: `MemoryLayout<Double?>.stride` is 16).
  @Test("a trackpoint takes 80 bytes")
  func size() {
    #expect(MemoryLayout<Trackpoint>.stride == 80)
    #expect(MemoryLayout<Double?>.stride == 16)
  }

  /// Values chosen for their bit patterns: signed zeros, the smallest subnormal, the largest
  /// double, infinities, the default NaN and a NaN with a payload, Garmin's 30-digit
  /// coordinate, and nil.
  @Test(
    "every field reads back the bit pattern it was given",
    arguments: [
      0.0, -0.0, 5e-324, 1.7976931348623157e308, .infinity, -.infinity, .nan,
      Double(bitPattern: 0x7FF8_0000_0000_0001), 37.24173816852271556854248046875, 142, -430.5,
    ] as [Double])
  func roundTrip(value: Double) {
    var point = Trackpoint()
    let setters: [WritableKeyPath<Trackpoint, Double?>] = [
      \.latitude, \.longitude, \.elevation, \.distance, \.heartRate, \.cadence, \.power, \.speed,
      \.temperature,
    ]
    for path in setters {
      #expect(point[keyPath: path] == nil)
      point[keyPath: path] = value
      #expect(point[keyPath: path]?.bitPattern == value.bitPattern)
      point[keyPath: path] = nil
      #expect(point[keyPath: path] == nil)
    }
    point.time = Date(timeIntervalSinceReferenceDate: value)
    #expect(point.time?.timeIntervalSinceReferenceDate.bitPattern == value.bitPattern)
    point.time = nil
    #expect(point.time == nil)
  }

  /// Equality as ten optionals compare: `0.0 == -0.0`, NaN never equal, nil equal to nil.
  @Test("equality and hashing follow Double? semantics")
  func equality() {
    #expect(Trackpoint(latitude: 0.0) == Trackpoint(latitude: -0.0))
    #expect(Trackpoint(latitude: .nan) != Trackpoint(latitude: .nan))
    #expect(Trackpoint() == Trackpoint())
    #expect(Trackpoint(heartRate: 140) != Trackpoint(heartRate: 141))
    #expect(Trackpoint(time: Date(timeIntervalSince1970: 5)) != Trackpoint())
    let set: Set = [Trackpoint(power: 200), Trackpoint(power: 200), Trackpoint(cadence: 90)]
    #expect(set.count == 2)
  }
}
