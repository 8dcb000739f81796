import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// FIT files as devices really write them (issue 18, "FIT as devices write it"), each built with
/// ``FITFileBuilder``. Field numbers are the FIT profile's (checked with fitdecode 0.11's
/// `profile.py`); expected values are worked out by hand from the bytes written. FIT time
/// 1 000 000 000 = 2021-09-08T01:46:40Z (Unix 1 631 065 600).
@Suite("FIT as devices write it")
struct FITDeviceQuirksTests {
  static let t0: Int64 = 1_000_000_000
  static let unix0 = 1_631_065_600.0
  /// São Paulo, −23.55° / −46.63°, and 0.0001° further south: `round(deg * 2**31 / 180)`.
  static let saoPaulo: (lat: Int64, lon: Int64) = (-280_962_444, -556_317_569)
  static let saoPauloSouth: Int64 = -280_963_637

  static func read(_ fit: FITFileBuilder) -> ParsedFile {
    WorkoutFileReader.read(data: Data(fit.file()), source: "device.fit")
  }

  @Test("a swim session's avg_cadence is field 18 + avg_fractional_cadence (92), not 41")
  func swimCadence() throws {
    var fit = FITFileBuilder.recording([Self.t0, Self.t0 + 60])
    // session: timestamp, start_time, sport, sub_sport, elapsed (ms), avg_cadence,
    // avg_stroke_count (41, strokes/lap × 10), avg_fractional_cadence (92, ÷ 128).
    fit.define(
      local: 14, global: 18,
      fields: [
        (253, 4, .uint32), (2, 4, .uint32), (5, 1, .enumeration), (6, 1, .enumeration),
        (7, 4, .uint32), (18, 1, .uint8), (41, 4, .uint32), (92, 1, .uint8),
      ])
    fit.message(
      local: 14,
      [(Self.t0 + 60, 4), (Self.t0, 4), (5, 1), (18, 1), (60_000, 4), (25, 1), (1408, 4), (64, 1)])
    let workout = try #require(Self.read(fit).workouts.first)
    // 25 + 64 / 128 strokes per minute; 140.8 strokes per lap is not cadence (it made 36).
    #expect(workout.summary.averageCadence == 25.5)
  }

  @Test("a record distance of 0 throughout is no distance: the session's 1,250 m wins")
  func zeroDistanceStream() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for step in Int64(0)...60 {
      fit.record(time: Self.t0 + step * 10, heartRate: 120, centimetres: 0)
    }
    fit.session(start: Self.t0, elapsedMs: 600_000, sport: 5, subSport: 17, centimetres: 125_000)
    let file = Self.read(fit)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.distanceMeters == 1250)
    #expect(workout.summary.distanceSource == .device)
    #expect(workout.segments.flatMap(\.points).allSatisfy { $0.distance == nil })
  }

  /// developer_data_id (207) for index 0, then one field_description (206) per `(number,
  /// name, units, native field)`: uint16 values, native_mesg_num 20 (record) when a native
  /// field is given.
  static func describeDeveloperFields(
    _ fit: inout FITFileBuilder, _ fields: [(UInt8, String, String, Int64?)]
  ) {
    fit.define(local: 6, global: 207, fields: [(3, 1, .uint8)])
    fit.message(local: 6, [(0, 1)])
    fit.define(
      local: 7, global: 206,
      fields: [
        (0, 1, .uint8), (1, 1, .uint8), (2, 1, .uint8), (14, 2, .uint16), (15, 1, .uint8),
        (3, 16, .string), (8, 8, .string),
      ])
    for (number, name, units, native) in fields {
      let text = { (value: String, size: Int) in
        Array(value.utf8.prefix(size - 1)) + [UInt8](repeating: 0, count: size - value.utf8.count)
      }
      fit.message(
        local: 7,
        [
          (0, 1), (Int64(number), 1), (0x84, 1), (native == nil ? 0xFFFF : 20, 2),
          (native ?? 0xFF, 1),
        ],
        raw: text(name, 16) + text(units, 8))
    }
  }

  @Test(
    "developer power is read by meaning: an app prefix (RP_Power), not Form Power",
    arguments: [("RP_Power", "Watts"), ("Power", "Watts"), ("power", "W")])
  func developerPower(name: String, units: String) throws {
    var fit = FITFileBuilder()
    fit.fileID()
    Self.describeDeveloperFields(&fit, [(0, "Form Power", "Watts", nil), (1, name, units, nil)])
    fit.define(
      local: 0, global: 20, fields: [(253, 4, .uint32), (3, 1, .uint8)],
      developer: [(0, 2, 0), (1, 2, 0)])
    for step in Int64(0)..<10 {
      fit.message(local: 0, [(Self.t0 + step, 4), (140, 1), (60, 2), (240 + step * 2, 2)])
    }
    fit.session(start: Self.t0, elapsedMs: 9000, sport: 1)
    let workout = try #require(Self.read(fit).workouts.first)
    #expect(
      workout.segments.flatMap(\.points).map(\.power) == (0..<10).map { 240 + Double($0) * 2 })
    #expect(workout.summary.averagePower == 249)
  }

  @Test("a developer field declared native to record.power (7) is power whatever its name")
  func developerNativePower() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    Self.describeDeveloperFields(&fit, [(0, "Leistung", "", 7)])
    fit.define(local: 0, global: 20, fields: [(253, 4, .uint32)], developer: [(0, 2, 0)])
    for step in Int64(0)..<4 { fit.message(local: 0, [(Self.t0 + step, 4), (200, 2)]) }
    let workout = try #require(Self.read(fit).workouts.first)
    #expect(workout.segments.flatMap(\.points).map(\.power) == [200, 200, 200, 200])
  }

  @Test("a first fix at 0°, 0° (Null Island) is no position: not the start, not distance")
  func nullIsland() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    fit.record(time: Self.t0, lat: 0, lon: 0, heartRate: 100)
    fit.record(time: Self.t0 + 1, lat: 0, lon: 0, heartRate: 100)
    fit.record(time: Self.t0 + 2, lat: Self.saoPaulo.lat, lon: Self.saoPaulo.lon, heartRate: 100)
    fit.record(time: Self.t0 + 5, lat: Self.saoPauloSouth, lon: Self.saoPaulo.lon, heartRate: 100)
    fit.session(start: Self.t0, elapsedMs: 5000, sport: 1)
    let file = Self.read(fit)
    let workout = try #require(file.workouts.first)
    let first = try #require(workout.firstPosition)
    #expect(abs(first.latitude + 23.55) < 1e-6 && abs(first.longitude + 46.63) < 1e-6)
    // 0.0001° of latitude = 6371008.8 × 0.0001 × π / 180 = 11.12 m.
    let distance = try #require(workout.summary.distanceMeters)
    #expect(abs(distance - 11.12) < 0.01)
    #expect(file.warnings.contains { $0.code == .positionInvalid && $0.count == 2 })
  }

  @Test("a session without start_time (nor timestamp) is dated by its records")
  func sessionWithoutStart() throws {
    var fit = FITFileBuilder.recording((0..<31).map { Self.t0 + $0 * 10 })
    // session: sport, elapsed (ms), distance (cm) only.
    fit.define(
      local: 14, global: 18, fields: [(5, 1, .enumeration), (7, 4, .uint32), (9, 4, .uint32)])
    fit.message(local: 14, [(1, 1), (300_000, 4), (100_000, 4)])
    let file = Self.read(fit)
    #expect(file.error == nil)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0)
    #expect(workout.summary.durationSeconds == 300)
    #expect(workout.summary.distanceMeters == 1000)
    #expect(workout.summary.trackpointCount == 31)
  }

  @Test("a fractional elapsed time keeps the last record (elapsed 9.5 s, records 0…10 s)")
  func fractionalElapsed() throws {
    var fit = FITFileBuilder.recording((0...10).map { Self.t0 + $0 })
    fit.session(start: Self.t0, elapsedMs: 9500)
    let file = Self.read(fit)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.trackpointCount == 11)
    #expect(workout.summary.durationSeconds == 10)
    #expect(!file.warnings.contains { $0.code == .fitRecordsOutsideSessions })
  }

  @Test("records after the session's claimed end (no final lap) are kept with their distance")
  func recordsAfterSessionEnd() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    // 10 s steps at 2.5 m/s for 4,500 s: the counter reaches 11,250 m.
    for step in Int64(0)...450 {
      fit.record(time: Self.t0 + step * 10, heartRate: 140, centimetres: step * 2_500)
    }
    // The session stops at the last lap: 3,600 s and 9,000 m.
    fit.session(start: Self.t0, elapsedMs: 3_600_000, sport: 1, centimetres: 900_000)
    let file = Self.read(fit)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.trackpointCount == 451)
    #expect(workout.summary.durationSeconds == 4500)
    #expect(workout.summary.distanceMeters == 11_250)
    #expect(!file.warnings.contains { $0.code == .fitRecordsOutsideSessions })
  }

  @Test("a lone garbage record decades after the session stays outside it")
  func garbageRecordAfterEnd() throws {
    var fit = FITFileBuilder.recording((0...10).map { Self.t0 + $0 } + [Self.t0 + 2_000_000_000])
    fit.session(start: Self.t0, elapsedMs: 10_000)
    let file = Self.read(fit)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.trackpointCount == 11)
    #expect(workout.summary.durationSeconds == 10)
    #expect(file.warnings.contains { $0.code == .fitRecordsOutsideSessions && $0.count == 1 })
  }
}

extension FITDeviceQuirksTests {
  @Test("pool lengths without length_type (a Connect IQ app) are swum: moving time is theirs")
  func lengthsWithoutType() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for step in Int64(0)...60 {
      fit.record(time: Self.t0 + step * 10, heartRate: 120, centimetres: 0)
    }
    // 20 lengths of 25 m, 25.5 s each, one starting every 30 s: timestamp, start_time,
    // total_elapsed_time, total_timer_time (ms); no length_type.
    fit.define(
      local: 9, global: 101,
      fields: [(253, 4, .uint32), (2, 4, .uint32), (3, 4, .uint32), (4, 4, .uint32)])
    for index in Int64(0)..<20 {
      let start = Self.t0 + index * 30
      fit.message(local: 9, [(start + 26, 4), (start, 4), (25_500, 4), (25_500, 4)])
    }
    fit.session(
      start: Self.t0, elapsedMs: 600_000, sport: 5, subSport: 17, centimetres: 50_000,
      poolLengthCm: 2500)
    let workout = try #require(Self.read(fit).workouts.first)
    #expect(workout.summary.movingTimeSeconds == 510)  // 20 × 25.5 s
    #expect(workout.summary.durationSeconds == 600)
    #expect(workout.summary.distanceMeters == 500)
  }
}
