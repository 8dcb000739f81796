import Foundation
import Testing

@testable import WorkoutModel

/// The packed trackpoint: 64 bytes instead of ten `Optional<Double>`'s 160; positions, times,
/// elevations, distances and speeds read back exactly as set, sensor channels as 32-bit floats.
@Suite("Trackpoint storage")
struct TrackpointStorageTests {
  /// Six 8-byte fields and four 4-byte ones, doubles first so nothing is padded:
  /// 6 × 8 + 4 × 4 = 64 bytes (ten `Optional<Double>` take 10 × 16 − 7 = 153, stride 160:
  /// `MemoryLayout<Double?>.stride` is 16).
  @Test("a trackpoint takes 64 bytes")
  func size() {
    #expect(MemoryLayout<Trackpoint>.stride == 64)
    #expect(MemoryLayout<Double?>.stride == 16)
  }

  /// Values chosen for their bit patterns: signed zeros, the smallest subnormal, the largest
  /// double, infinities, the default NaN and a NaN with a payload, Garmin's 30-digit
  /// coordinate, and nil.
  @Test(
    "every 8-byte field reads back the bit pattern it was given",
    arguments: [
      0.0, -0.0, .leastNonzeroMagnitude, 1.7976931348623157e308, .infinity, -.infinity, .nan,
      Double(bitPattern: 0x7FF8_0000_0000_0001), 37.24173816852271556854248046875, 142, -430.5,
    ] as [Double])
  func roundTrip(value: Double) {
    var point = Trackpoint()
    let setters: [WritableKeyPath<Trackpoint, Double?>] = [
      \.latitude, \.longitude, \.elevation, \.distance, \.speed,
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

  /// The sensor channels take 4 bytes. Expected values by hand: integers and binary fractions
  /// (142, 0, -0.5, 4000, 23.5, FIT's 85 + 65/128 = 85.5078125) are floats and exact; decimals
  /// with up to three places (189.95, 72.3, -89.9, 0.001, 4194.303) come back as the same double
  /// their text parses to; 72.34567 (five places) comes back as the float nearest to it,
  /// 72.34567260742188 (python3: `struct.unpack('f', struct.pack('f', 72.34567))[0]`); so does
  /// 4194.304 (past the thousandths range), 4194.30419921875.
  @Test(
    "heart rate, cadence, power and temperature read back exactly for what files write",
    arguments: [
      (142.0, 142.0), (0.0, 0.0), (-0.5, -0.5), (4_000.0, 4_000.0), (23.5, 23.5),
      (85.5078125, 85.5078125), (189.95, 189.95), (72.3, 72.3), (-89.9, -89.9),
      (0.001, 0.001), (4_194.303, 4_194.303), (72.34567, 72.34567260742188),
      (4_194.304, 4_194.30419921875),
    ] as [(Double, Double)])
  func sensorChannels(value: Double, expected: Double) {
    var point = Trackpoint()
    let setters: [WritableKeyPath<Trackpoint, Double?>] = [
      \.heartRate, \.cadence, \.power, \.temperature,
    ]
    for path in setters {
      #expect(point[keyPath: path] == nil)
      point[keyPath: path] = value
      #expect(point[keyPath: path] == expected)
      point[keyPath: path] = .nan
      #expect(point[keyPath: path]?.isNaN == true)
      point[keyPath: path] = nil
      #expect(point[keyPath: path] == nil)
    }
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
