import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// FIT session totals and record values are held to the limits every reader keeps (README
/// "Limits on input", `Plausibility`; issue 17). Files written by ``FITFileBuilder`` from the
/// protocol document; expected values by hand.
@Suite("FIT limits")
struct FITLimitsTests {
  static let t0 = FITDecoderTests.t0
  static let unix0 = FITDecoderTests.unix0

  /// Three records 60 s apart from `t0` (heart rate 100–102, no position, no distance) and a
  /// session written with `fields` (number, size, type) and `values` after timestamp and
  /// start_time.
  static func file(
    session fields: [(UInt8, UInt8, FITFileBuilder.BaseType)], _ values: [(Int64, Int)]
  ) -> [UInt8] {
    var fit = FITFileBuilder.recording([t0, t0 + 60, t0 + 120])
    fit.define(local: 14, global: 18, fields: [(253, 4, .uint32), (2, 4, .uint32)] + fields)
    fit.message(local: 14, [(t0 + 120, 4), (t0, 4)] + values)
    return fit.file()
  }

  @Test("0xFFFFFFFE elapsed, timer and distance, 65,000 W and 65,000 kcal are dropped as unknown")
  func sessionTotals() throws {
    let bytes = Self.file(
      session: [
        (7, 4, .uint32), (8, 4, .uint32), (9, 4, .uint32), (11, 2, .uint16), (20, 2, .uint16),
        (22, 2, .uint16),
      ],
      [(0xFFFF_FFFE, 4), (0xFFFF_FFFE, 4), (0xFFFF_FFFE, 4), (65_000, 2), (65_000, 2), (65_534, 2)])
    let file = FITDecoderTests.read(bytes)
    let workout = try #require(file.workouts.first)
    // The records span 120 s: the workout lasts that long, not 49.7 days (0xFFFFFFFE ms).
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0)
    #expect(workout.summary.durationSeconds == 120)
    #expect(workout.summary.distanceSource != .device)
    #expect(workout.summary.distanceMeters.map { $0 < 1 } ?? true)
    #expect(workout.summary.averagePower == nil && workout.summary.calories == nil)
    #expect(workout.summary.elevationGainMeters == nil)
    // elapsed, timer, distance, calories, power, ascent: 6 values.
    let warning = try #require(file.warnings.first { $0.code == .valueImplausible })
    #expect(warning.count == 6)
  }

  @Test("plausible session totals are kept")
  func plausibleTotals() throws {
    // 120,000 ms, 500 m (50,000 cm), 30 kcal (≤ 100 + 2,000 × 120 / 3,600 = 166.7), 250 W.
    let bytes = Self.file(
      session: [
        (7, 4, .uint32), (8, 4, .uint32), (9, 4, .uint32), (11, 2, .uint16), (20, 2, .uint16),
      ],
      [(120_000, 4), (120_000, 4), (50_000, 4), (30, 2), (250, 2)])
    let file = FITDecoderTests.read(bytes)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.distanceMeters == 500 && workout.summary.distanceSource == .device)
    #expect(workout.summary.calories == 30 && workout.summary.averagePower == 250)
    #expect(!file.warnings.contains { $0.code == .valueImplausible })
  }

  @Test("a developer float power of 3e38 W is dropped; 250.5 W is kept")
  func developerFloatPower() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(local: 2, global: 207, fields: [(3, 1, .uint8)])
    fit.message(local: 2, [(0, 1)])
    // field_description: index 0, field 0, float32 (0x88), name "Power", native field 7.
    fit.define(
      local: 3, global: 206,
      fields: [(0, 1, .uint8), (1, 1, .uint8), (2, 1, .uint8), (3, 8, .string), (15, 1, .uint8)])
    fit.message(local: 3, [(0, 1), (0, 1), (0x88, 1)], raw: Array("Power\0\0\0".utf8) + [7])
    fit.define(
      local: 0, global: 20, fields: [(253, 4, .uint32), (3, 1, .uint8)], developer: [(0, 4, 0)])
    for (offset, watts) in [(0, Float(3e38)), (1, Float(250.5))] {
      fit.message(
        local: 0, [(Self.t0 + Int64(offset), 4), (140, 1), (Int64(watts.bitPattern), 4)])
    }
    let file = FITDecoderTests.read(fit.file())
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.map(\.power) == [nil, 250.5])
    #expect(file.warnings.first { $0.code == .valueImplausible }?.count == 1)
  }
}
