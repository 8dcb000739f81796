import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Offsets checked by hand against the tz database: Berlin is UTC+2 in July (CEST), Tokyo is
/// UTC+9 all year, `Etc/GMT-7` is UTC+7 (POSIX sign inversion).
@Suite("time-zone choice")
struct TimeZoneResolverTests {
  /// 2025-07-01T06:00:00Z (summer: Berlin is +02:00).
  static let july = Date(timeIntervalSince1970: 1_751_349_600)

  static func workout(offset: Int?, position: Bool) -> Workout {
    let point = Trackpoint(
      time: july, latitude: position ? 35.68 : nil, longitude: position ? 139.76 : nil)
    return Workout(
      source: "t.gpx", format: .gpx, segments: [TrackSegment(points: [point])],
      writtenUTCOffsetSeconds: offset)
  }

  static let tokyoLookup: TimeZoneResolver.CoordinateLookup = { _, _ in "Asia/Tokyo" }

  @Test(
    "prefers coordinates, then the written offset, then home, then UTC",
    arguments: [
      // (written offset, has position, lookup?, home, expected zone, expected source, coords zone)
      (32_400, true, true, "Europe/Berlin", "Asia/Tokyo", "coordinates", "Asia/Tokyo"),
      // A device left on +02:00 in Tokyo: the place names the local time (issue 8).
      (7200, true, true, "Europe/Berlin", "Asia/Tokyo", "coordinates", "Asia/Tokyo"),
      (0, true, true, "Europe/Berlin", "Asia/Tokyo", "coordinates", "Asia/Tokyo"),
      // Without a position the written offset names the local time.
      (0, false, false, "America/Denver", "UTC", "timestamp_offset", nil),
      (7200, false, true, "Europe/Berlin", "Europe/Berlin", "timestamp_offset", nil),
      (25_200, false, false, "Europe/Berlin", "Etc/GMT-7", "timestamp_offset", nil),
      (4500, false, false, "Europe/Berlin", "GMT+0115", "timestamp_offset", nil),
      (nil, true, true, "Europe/Berlin", "Asia/Tokyo", "coordinates", "Asia/Tokyo"),
      (nil, true, false, "Europe/Berlin", "Europe/Berlin", "home_setting", nil),
      (nil, false, true, "America/Denver", "America/Denver", "home_setting", nil),
      (nil, false, true, nil, "UTC", "utc_fallback", nil),
    ] as [(Int?, Bool, Bool, String?, String, String, String?)])
  func resolves(
    offset: Int?, position: Bool, lookup: Bool, home: String?, zone: String, source: String,
    coordinates: String?
  ) {
    var workout = Self.workout(offset: offset, position: position)
    let resolver = TimeZoneResolver(
      homeTimeZoneIdentifier: home, coordinateLookup: lookup ? Self.tokyoLookup : nil)
    resolver.resolve(&workout)
    #expect(workout.timeZoneIdentifier == zone)
    #expect(workout.timeZoneSource.rawValue == source)
    #expect(workout.coordinatesTimeZoneIdentifier == coordinates)
    #expect(
      workout.localTimeZone.secondsFromGMT(for: Self.july)
        == TimeZone(identifier: zone)?.secondsFromGMT(for: Self.july))
  }

  /// Tokyo is +09:00 all year, so a written +02:00 at a Tokyo position disagrees; a written
  /// +09:00 agrees; a written +00:00 is UTC notation and is not compared.
  @Test(
    "a written offset that is not the place's offset is a warning",
    arguments: [(7200, true), (32_400, false), (0, false)])
  func disagreement(offset: Int, warns: Bool) {
    var workout = Self.workout(offset: offset, position: true)
    TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin", coordinateLookup: Self.tokyoLookup)
      .resolve(&workout)
    let warning = TimeZoneResolver.offsetDisagreement(workout)
    #expect((warning?.code == .writtenOffsetDisagrees) == warns)
    if warns {
      #expect(
        warning?.message
          == "the workout starting 2025-07-01T06:00:00Z wrote the offset +02:00, but Asia/Tokyo "
          + "was at +09:00 then; local times use Asia/Tokyo")
    }
  }

  /// Apple Health's HKTimeZone (`device_zone`) wins over coordinates, the written offset and
  /// home; the coordinate zone is still recorded. No disagreement warning: Apple writes dates in
  /// the exporting phone's zone. An unknown device zone falls back to the usual order.
  @Test("keeps a device zone over coordinates, offset and home")
  func deviceZone() {
    var workout = Self.workout(offset: 7200, position: true)
    workout.timeZoneIdentifier = "America/Chicago"
    workout.timeZoneSource = .deviceZone
    TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin", coordinateLookup: Self.tokyoLookup)
      .resolve(&workout)
    #expect(workout.timeZoneIdentifier == "America/Chicago")
    #expect(workout.timeZoneSource == .deviceZone)
    #expect(workout.coordinatesTimeZoneIdentifier == "Asia/Tokyo")
    #expect(TimeZoneResolver.offsetDisagreement(workout) == nil)
    workout.timeZoneIdentifier = "Nowhere/Atlantis"
    TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin").resolve(&workout)
    #expect(workout.timeZoneIdentifier == "Europe/Berlin")  // +02:00 is Berlin's July offset
    #expect(workout.timeZoneSource == .timestampOffset)
  }

  @Test("ignores a looked-up zone name that Foundation does not know")
  func unknownZone() {
    var workout = Self.workout(offset: nil, position: true)
    TimeZoneResolver(
      homeTimeZoneIdentifier: "Europe/Berlin", coordinateLookup: { _, _ in "Mars/Olympus" }
    )
    .resolve(&workout)
    #expect(workout.timeZoneIdentifier == "Europe/Berlin")
    #expect(workout.timeZoneSource == .homeSetting)
  }

  @Test(
    "names fixed-offset zones the tz database way",
    arguments: [
      (0, "UTC"), (3600, "Etc/GMT-1"), (-18_000, "Etc/GMT+5"), (50_400, "Etc/GMT-14"),
      (20_700, "GMT+0545"),
    ])
  func fixedOffsets(seconds: Int, identifier: String) {
    #expect(TimeZoneResolver.fixedOffsetIdentifier(seconds) == identifier)
    #expect(TimeZone(identifier: identifier)?.secondsFromGMT(for: Self.july) == seconds)
  }
}

extension TimeZoneResolverTests {
  @Test("does not look up a virtual ride's game-world coordinates")
  func virtualWorkout() {
    var workout = Self.workout(offset: nil, position: true)
    workout.isVirtual = true
    TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin", coordinateLookup: Self.tokyoLookup)
      .resolve(&workout)
    #expect(workout.timeZoneIdentifier == "Europe/Berlin")
    #expect(workout.timeZoneSource == .homeSetting)
    #expect(workout.coordinatesTimeZoneIdentifier == nil)
  }
}
