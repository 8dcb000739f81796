import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// One test per FIT protocol feature, each on a file the test builds itself with
/// ``FITFileBuilder`` (written from the protocol document). Expected values are worked out by
/// hand or with python3: FIT time 1 000 000 000 = Unix 1 631 065 600 = 2021-09-08T01:46:40Z
/// (`datetime(1989,12,31,tzinfo=utc) + timedelta(seconds=1e9)`); 52.5° = 626 349 397 and
/// 13.4° = 159 868 227 semicircles (`round(deg * 2**31 / 180)`).
@Suite("FIT decoder")
struct FITDecoderTests {
  static let t0: Int64 = 1_000_000_000
  static let unix0 = 1_631_065_600.0
  static let lat: Int64 = 626_349_397
  static let lon: Int64 = 159_868_227

  static func read(_ bytes: [UInt8], source: String = "test.fit") -> ParsedFile {
    WorkoutFileReader.read(data: Data(bytes), source: source)
  }

  /// file_id, three records a second apart, a 2-second session of 10 m.
  static func simpleRide(crcDelta: UInt16 = 0, headerSize: UInt8 = 14) -> [UInt8] {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for step in 0..<3 {
      fit.record(
        time: t0 + Int64(step), lat: lat, lon: lon + Int64(step), heartRate: 150 + Int64(step),
        centimetres: Int64(step) * 500)
    }
    fit.session(start: t0, elapsedMs: 2000, centimetres: 1000)
    return fit.file(headerSize: headerSize, crcDelta: crcDelta)
  }

  @Test("reads records and a session into one workout")
  func simple() throws {
    let file = Self.read(Self.simpleRide())
    #expect(file.error == nil)
    #expect(file.format == .fit)
    #expect(file.warnings.isEmpty)
    let workout = try #require(file.workouts.first)
    #expect(workout.activity == .cycling && workout.activityRaw == "cycling")
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0)
    #expect(workout.summary.durationSeconds == 2)
    #expect(workout.summary.distanceMeters == 10)
    #expect(workout.summary.distanceSource == .device)
    let points = workout.segments.flatMap(\.points)
    #expect(points.map(\.heartRate) == [150, 151, 152])
    #expect(points.map(\.distance) == [0, 5, 10])
    #expect(abs((points[0].latitude ?? 0) - 52.5) < 1e-7)
    #expect(abs((points[0].longitude ?? 0) - 13.4) < 1e-7)
    #expect(file.creator == "garmin hrm1")  // manufacturer 1 = garmin, garmin_product 1 = hrm1
  }

  @Test("a 12-byte header (no header CRC) reads the same")
  func shortHeader() {
    let file = Self.read(Self.simpleRide(headerSize: 12))
    #expect(file.error == nil && file.warnings.isEmpty)
    #expect(file.workouts.first?.summary.trackpointCount == 3)
  }

  @Test("a wrong file CRC is a warning, not a refusal")
  func wrongCRC() {
    let file = Self.read(Self.simpleRide(crcDelta: 1))
    #expect(file.error == nil)
    #expect(file.workouts.count == 1)
    #expect(file.warnings.count == 1)
    #expect(file.warnings.map(\.message).first?.hasPrefix("FIT file CRC mismatch") == true)
  }

  @Test("compressed-timestamp headers add their 5-bit offset, rolling over at 32 s")
  func compressedTimestamps() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(local: 0, global: 20, fields: [(253, 4, .uint32), (3, 1, .uint8)])
    fit.message(local: 0, [(Self.t0 + 30, 4), (120, 1)])  // low 5 bits: 30
    fit.define(local: 1, global: 20, fields: [(3, 1, .uint8)])
    fit.compressed(local: 1, timeOffset: 2, [(121, 1)])  // 2 < 30: t0 + 32 + 2
    fit.compressed(local: 1, timeOffset: 5, [(122, 1)])  // t0 + 37
    let file = Self.read(fit.file())
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.map { $0.time?.timeIntervalSince1970 } == [30, 34, 37].map { Self.unix0 + $0 })
    #expect(points.map(\.heartRate) == [120, 121, 122])
  }

  @Test("big-endian definitions read multi-byte values in their byte order")
  func bigEndian() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(
      local: 0, global: 20, bigEndian: true,
      fields: [(253, 4, .uint32), (0, 4, .sint32), (1, 4, .sint32), (2, 2, .uint16)])
    // altitude raw (100 m + 500) × 5 = 3000
    fit.message(local: 0, [(Self.t0, 4), (Self.lat, 4), (Self.lon, 4), (3000, 2)])
    fit.message(local: 0, [(Self.t0 + 1, 4), (Self.lat, 4), (Self.lon, 4), (3010, 2)])
    let file = Self.read(fit.file())
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.map(\.elevation) == [100, 102])
    #expect(abs((points[0].latitude ?? 0) - 52.5) < 1e-7)
    #expect(points[0].time?.timeIntervalSince1970 == Self.unix0)
  }

  @Test("developer fields: described power is read, undescribed bytes are skipped")
  func developerFields() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(local: 2, global: 207, fields: [(3, 1, .uint8)])
    fit.message(local: 2, [(0, 1)])
    // field_description: index 0, field 0, uint16 (0x84), name "Power", native field 7.
    fit.define(
      local: 3, global: 206,
      fields: [(0, 1, .uint8), (1, 1, .uint8), (2, 1, .uint8), (3, 8, .string), (15, 1, .uint8)])
    fit.message(local: 3, [(0, 1), (0, 1), (0x84, 1)], raw: Array("Power\0\0\0".utf8) + [7])
    fit.define(
      local: 0, global: 20, fields: [(253, 4, .uint32), (3, 1, .uint8)],
      developer: [(0, 2, 0), (5, 4, 1)])
    fit.message(local: 0, [(Self.t0, 4), (140, 1), (250, 2), (-1, 4)])
    fit.message(local: 0, [(Self.t0 + 1, 4), (141, 1), (260, 2), (7, 4)])
    let file = Self.read(fit.file())
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.map(\.power) == [250, 260])
    #expect(points.map(\.heartRate) == [140, 141])
    #expect(
      file.warnings.map(\.message) == ["1 developer field without a field description; skipped"])
  }

  @Test("a local type redefined mid-file uses its latest layout; a timer stop splits segments")
  func redefinedLocalTypes() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(local: 0, global: 20, fields: [(253, 4, .uint32), (3, 1, .uint8)])
    fit.message(local: 0, [(Self.t0, 4), (130, 1)])
    fit.message(local: 0, [(Self.t0 + 1, 4), (131, 1)])
    fit.define(
      local: 0, global: 21, fields: [(253, 4, .uint32), (0, 1, .enumeration), (1, 1, .enumeration)])
    fit.message(local: 0, [(Self.t0 + 1, 4), (0, 1), (4, 1)])  // timer stop_all
    fit.message(local: 0, [(Self.t0 + 60, 4), (0, 1), (0, 1)])  // timer start
    fit.define(local: 0, global: 20, fields: [(3, 1, .uint8), (253, 4, .uint32)])
    fit.message(local: 0, [(132, 1), (Self.t0 + 60, 4)])
    fit.message(local: 0, [(133, 1), (Self.t0 + 61, 4)])
    let workout = try #require(Self.read(fit.file()).workouts.first)
    #expect(
      workout.segments.map { $0.points.compactMap(\.heartRate) } == [[130, 131], [132, 133]])
    #expect(workout.summary.durationSeconds == 61)
    // 1 s moving in each segment (time-only points, steps ≤ 60 s count); the pause does not.
    #expect(workout.summary.movingTimeSeconds == 2)
  }

  @Test("chained FIT files are read one after another with fresh definitions")
  func chained() throws {
    let first = FITFileBuilder.recording([Self.t0])
    var second = FITFileBuilder()
    second.defineRecord(local: 3)
    second.record(local: 3, time: Self.t0 + 1, heartRate: 101)
    second.record(local: 3, time: Self.t0 + 2, heartRate: 102)
    let file = Self.read(first.file() + second.file(crcDelta: 7))
    let workout = try #require(file.workouts.first)
    #expect(workout.segments.flatMap(\.points).map(\.heartRate) == [100, 101, 102])
    #expect(file.warnings.count == 1)
    #expect(file.warnings.map(\.message).first?.contains("(part 2)") == true)
  }

  @Test("a file cut inside a message keeps the records before it and names the byte")
  func truncated() throws {
    var fit = FITFileBuilder.recording([Self.t0, Self.t0 + 1])
    let cutAt = fit.nextOffset
    fit.record(time: Self.t0 + 2, heartRate: 102)
    let bytes = Array(fit.file().prefix(cutAt + 5))
    let file = Self.read(bytes)
    #expect(file.error == nil)
    #expect(file.workouts.first?.summary.trackpointCount == 2)
    #expect(
      file.warnings.first?.message
        == "FIT decoding stopped at byte \(cutAt): the file ends inside a message; kept the "
        + "2 records read before it")
    #expect(
      file.warnings.map(\.message).contains {
        $0.hasPrefix("the file is ") && $0.contains("shorter")
      })
  }

  @Test("an impossible definition before any record is malformed, naming the byte")
  func impossibleDefinition() {
    var fit = FITFileBuilder()
    fit.fileID()
    let at = fit.nextOffset
    fit.define(local: 0, global: 20, fields: [(253, 4, .uint32)])
    var bytes = fit.file()
    bytes[at + 8] = 0x55  // base type 21: not a FIT type
    let file = Self.read(bytes)
    #expect(file.error?.category == .malformed)
    #expect(
      file.error?.message
        == "malformed FIT data at byte \(at): field 253 of message 20 has base type 85, not a FIT type"
    )
  }

  @Test("a field whose size does not fit its type is read as bytes, the rest decodes")
  func misfitFieldSize() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(local: 0, global: 20, fields: [(253, 4, .uint32), (7, 1, .uint32), (3, 1, .uint8)])
    fit.message(local: 0, [(Self.t0, 4), (9, 1), (99, 1)])
    let file = Self.read(fit.file())
    let point = try #require(file.workouts.first?.segments.first?.points.first)
    #expect(point.power == nil && point.heartRate == 99)
    #expect(file.warnings.map(\.message).contains { $0.hasPrefix("1 field definition has a size") })
  }

  @Test(
    "files that are not activities are refused naming their type",
    arguments: [
      (6, "a FIT course file (file_id.type 6), not an activity"),
      (2, "a FIT settings file (file_id.type 2), not an activity"),
      (32, "a FIT monitoring_b file (file_id.type 32), not an activity"),
    ])
  func notActivity(type: Int64, message: String) {
    var fit = FITFileBuilder()
    fit.fileID(type: type)
    fit.defineRecord()
    fit.record(time: Self.t0, lat: Self.lat, lon: Self.lon)
    let file = Self.read(fit.file())
    #expect(file.error?.category == .noActivity)
    #expect(file.error?.message == message)
  }

  @Test("pool lengths: distance = active lengths × pool length, moving time = their time")
  func poolLengths() throws {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.define(
      local: 1, global: 101,
      fields: [(253, 4, .uint32), (2, 4, .uint32), (4, 4, .uint32), (12, 1, .enumeration)])
    for (index, active) in [true, true, false, true].enumerated() {
      let start = Self.t0 + Int64(index) * 40
      fit.message(local: 1, [(start + 30, 4), (start, 4), (30_000, 4), (active ? 1 : 0, 1)])
    }
    fit.session(start: Self.t0, elapsedMs: 160_000, sport: 5, subSport: 17, poolLengthCm: 2500)
    let workout = try #require(Self.read(fit.file()).workouts.first)
    #expect(workout.activity == .swimming && workout.isIndoor)
    #expect(workout.activityRaw == "swimming/lap_swimming")
    #expect(workout.summary.distanceMeters == 75)
    #expect(workout.summary.movingTimeSeconds == 90)
    #expect(workout.summary.durationSeconds == 160)
  }

  @Test("activity.local_timestamp gives the written offset of a workout without positions")
  func localOffset() throws {
    var fit = FITFileBuilder.recording([Self.t0, Self.t0 + 60])
    fit.session(start: Self.t0, elapsedMs: 60_000, sport: 1, subSport: 1)
    fit.activity(timestamp: Self.t0 + 60, localTimestamp: Self.t0 + 60 + 19_800)  // +05:30
    let workout = try #require(Self.read(fit.file()).workouts.first)
    #expect(workout.writtenUTCOffsetSeconds == 19_800)
    #expect(workout.activity == .running && workout.isIndoor)  // treadmill
  }

  @Test("timestamps counted from power-on are dated by activity.local_timestamp")
  func relativeTime() throws {
    var fit = FITFileBuilder.recording([1000, 1010])
    fit.activity(timestamp: 1010, localTimestamp: Self.t0)
    let file = Self.read(fit.file())
    let workout = try #require(file.workouts.first)
    // local start = t0 − 10 s, read as wall-clock time with offset 0
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0 - 10)
    #expect(workout.writtenUTCOffsetSeconds == 0)
    #expect(
      file.warnings.map(\.message).contains {
        $0.hasPrefix("timestamps count from device power-on")
      })
  }

  @Test("a header data size of 0 reads the messages to the end of the file")
  func dataSizeZero() {
    let fit = FITFileBuilder.recording([Self.t0, Self.t0 + 1])
    let bytes = Array(fit.file(declaredSize: 0).dropLast(2))  // no CRC either
    let file = Self.read(bytes)
    #expect(file.workouts.first?.summary.trackpointCount == 2)
    #expect(file.warnings.map(\.message).contains { $0.contains("data size 0") })
  }

  @Test("a gzip-compressed FIT file is sniffed and read")
  func gzip() {
    let file = Self.read(GzipTestData.compress(Self.simpleRide()), source: "ride.fit.gz")
    #expect(file.format == .fit && file.workouts.count == 1)
  }

  @Test("an empty file and a lone header are refused clearly")
  func tooShort() {
    #expect(Self.read([]).error?.category == .unsupportedFormat)
    let header = Array(FITFileBuilder().file().prefix(14))
    #expect(Self.read(header).error?.category == .noActivity)
  }

  @Test("sessions beyond the limit of 256 are ignored with one warning")
  func sessionLimit() {
    var fit = FITFileBuilder.recording([Self.t0])
    for index in 0..<300 {
      fit.session(start: Self.t0 + Int64(index) * 10, elapsedMs: 5000, sport: 1)
    }
    let file = Self.read(fit.file())
    #expect(file.workouts.count == 256)
    #expect(
      file.warnings.map(\.message).contains(
        "44 session, lap or length messages beyond the limits (256 sessions, 100000 laps and "
          + "lengths) ignored"))
  }
}
