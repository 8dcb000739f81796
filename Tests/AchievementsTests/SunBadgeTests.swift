import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// The sun badges on workouts at named places. Expected instants come from PyEphem 4.2.1 (USNO
/// conventions for sunrise and sunset, see ``SolarDayTests``; `horizon='-4'` / `'6'`,
/// `use_center=True`, pressure 0 for the golden-hour band), never from the code under test.
@Suite("Sun badges")
struct SunBadgeTests {
  typealias W = TestWorkouts
  let engine = AchievementEngine(catalog: AchievementCatalog.standard)

  static let tromso = (latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo")
  static let sydney = (latitude: -33.8688, longitude: 151.2093, zone: "Australia/Sydney")

  /// An outdoor run from `start` to `end` (UTC) starting at `latitude`, `longitude`.
  static func run(
    _ start: String, _ end: String, at place: (latitude: Double, longitude: Double, zone: String)?,
    zone: String? = nil, indoor: Bool = false, virtual: Bool = false, source: String = "run.gpx"
  ) -> Workout {
    let points = place.map {
      [Trackpoint(time: W.utc(start), latitude: $0.latitude, longitude: $0.longitude)]
    }
    return Workout(
      source: source, format: .gpx, activity: .running, isIndoor: indoor, isVirtual: virtual,
      segments: points.map { [TrackSegment(points: $0)] } ?? [],
      timeZoneIdentifier: zone ?? place?.zone ?? "UTC", timeZoneSource: .coordinates,
      summary: WorkoutSummary(startUTC: W.utc(start), endUTC: W.utc(end)))
  }

  func earned(_ badge: SunBadge, _ workouts: [Workout]) -> AchievementStatus? {
    W.status("sun.\(badge.rawValue)", in: engine.evaluate(workouts))
  }

  @Test("Sunrise Session: started before sunrise and ended after it, earned at sunrise")
  func sunrise() throws {
    // Tromsø 2025-04-15 sunrise 04:41:52+02:00 = 02:41:52Z (PyEphem).
    let status = try #require(
      earned(.sunrise, [Self.run("2025-04-15T02:30:00Z", "2025-04-15T03:00:00Z", at: Self.tromso)]))
    #expect(status.earned)
    let at = try #require(status.earnedAt)
    #expect(abs(at.timeIntervalSince(W.utc("2025-04-15T02:41:52Z"))) <= 60)
    let late = Self.run("2025-04-15T02:45:00Z", "2025-04-15T03:30:00Z", at: Self.tromso)
    #expect(earned(.sunrise, [late])?.earned == false)
  }

  @Test("Sunset Chaser in Sydney's winter, earned at sunset")
  func sunset() throws {
    // Sydney 2025-06-21 sunset 16:53:49+10:00 = 06:53:49Z (PyEphem).
    let run = Self.run("2025-06-21T06:30:00Z", "2025-06-21T07:15:00Z", at: Self.sydney)
    let status = try #require(earned(.sunset, [run]))
    let at = try #require(status.earnedAt)
    #expect(abs(at.timeIntervalSince(W.utc("2025-06-21T06:53:49Z"))) <= 60)
    #expect(earned(.sunrise, [run])?.earned == false)
  }

  @Test("Golden Hour starts when the sun reaches 4° below the horizon")
  func goldenHour() throws {
    // Tromsø 2025-04-15: the sun's centre reaches −4° at 01:56:07Z (PyEphem); a run from 00:30Z
    // enters the band then.
    let run = Self.run("2025-04-15T00:30:00Z", "2025-04-15T02:15:00Z", at: Self.tromso)
    let at = try #require(earned(.goldenHour, [run])?.earnedAt)
    #expect(abs(at.timeIntervalSince(W.utc("2025-04-15T01:56:07Z"))) <= 60)
    // Sydney 2025-06-21: the sun sinks below +6° at 06:15:33Z; a run ending 06:10Z misses it.
    let early = Self.run("2025-06-21T05:00:00Z", "2025-06-21T06:10:00Z", at: Self.sydney)
    #expect(earned(.goldenHour, [early])?.earned == false)
    let later = Self.run("2025-06-21T05:00:00Z", "2025-06-21T06:20:00Z", at: Self.sydney)
    let entered = try #require(earned(.goldenHour, [later])?.earnedAt)
    #expect(abs(entered.timeIntervalSince(W.utc("2025-06-21T06:15:33Z"))) <= 60)
  }

  @Test("polar night: no sunrise or sunset to earn, but the noon twilight is golden")
  func polarNight() throws {
    // Tromsø 2025-12-21 08:00–12:00Z (09:00–13:00 local): the sun stays below the horizon
    // (peak −3.24°), entering the −4° band at 09:29:45Z (PyEphem).
    let run = Self.run("2025-12-21T08:00:00Z", "2025-12-21T12:00:00Z", at: Self.tromso)
    #expect(earned(.sunrise, [run])?.earned == false)
    #expect(earned(.sunset, [run])?.earned == false)
    let golden = try #require(earned(.goldenHour, [run])?.earnedAt)
    #expect(abs(golden.timeIntervalSince(W.utc("2025-12-21T09:29:45Z"))) <= 60)
  }

  @Test("Midnight Sun: local midnight inside the workout with the sun up")
  func midnightSun() throws {
    // At 2025-06-20T22:00Z (00:00+02:00) the sun is 3.45° up in Tromsø, 5.10° down in Oslo.
    let tromso = Self.run("2025-06-20T21:30:00Z", "2025-06-20T22:30:00Z", at: Self.tromso)
    #expect(earned(.midnightSun, [tromso])?.earnedAt == W.utc("2025-06-20T22:00:00Z"))
    let oslo = Self.run(
      "2025-06-20T21:30:00Z", "2025-06-20T22:30:00Z",
      at: (latitude: 59.9139, longitude: 10.7522, zone: "Europe/Oslo"))
    #expect(earned(.midnightSun, [oslo])?.earned == false)
    // 23:00–23:50 local: the sun is up, but the clock never struck midnight.
    let before = Self.run("2025-06-20T21:00:00Z", "2025-06-20T21:50:00Z", at: Self.tromso)
    #expect(earned(.midnightSun, [before])?.earned == false)
  }

  @Test("indoor, virtual and position-less workouts earn no sun badge")
  func excluded() {
    let sunrise = ("2025-04-15T02:30:00Z", "2025-04-15T03:00:00Z")
    let workouts = [
      Self.run(sunrise.0, sunrise.1, at: Self.tromso, indoor: true, source: "treadmill.fit"),
      Self.run(sunrise.0, sunrise.1, at: Self.tromso, virtual: true, source: "zwift.fit"),
      Self.run(sunrise.0, sunrise.1, at: nil, zone: "Europe/Oslo", source: "watch.fit"),
    ]
    let statuses = engine.evaluate(workouts)
    for badge in SunBadge.allCases {
      #expect(W.status("sun.\(badge.rawValue)", in: statuses)?.earned == false, "\(badge)")
    }
  }

  @Test("The Longest Day follows the hemisphere and the local date, across the date line")
  func longestDay() {
    // December solstice 2025-12-21T15:03Z (USNO) is 22 December 04:03 in Apia (UTC+13).
    let apia = (latitude: -13.8333, longitude: -171.7667, zone: "Pacific/Apia")
    let onThe22nd = Self.run("2025-12-21T18:00:00Z", "2025-12-21T19:00:00Z", at: apia)
    let onThe21st = Self.run("2025-12-20T18:00:00Z", "2025-12-20T19:00:00Z", at: apia)
    #expect(earned(.longestDay, [onThe22nd])?.earned == true)
    #expect(earned(.longestDay, [onThe21st])?.earned == false)
    // In Sydney (UTC+11) it is 22 December 02:03: a run that morning earns it, one on the
    // 21st does not; Tromsø on 21 December (north: June) does not either.
    #expect(
      earned(
        .longestDay, [Self.run("2025-12-21T20:00:00Z", "2025-12-21T21:00:00Z", at: Self.sydney)])?
        .earned == true)
    #expect(
      earned(
        .longestDay, [Self.run("2025-12-20T20:00:00Z", "2025-12-20T21:00:00Z", at: Self.sydney)])?
        .earned == false)
    #expect(
      earned(
        .longestDay, [Self.run("2025-12-21T10:00:00Z", "2025-12-21T11:00:00Z", at: Self.tromso)])?
        .earned == false)
    // Tromsø on 21 June 2025 (solstice 02:42Z = 04:42+02:00) does.
    #expect(
      earned(
        .longestDay, [Self.run("2025-06-21T10:00:00Z", "2025-06-21T11:00:00Z", at: Self.tromso)])?
        .earned == true)
  }

  @Test("the March equinox of 2024 fell on 19 March in Honolulu")
  func equinox() {
    // 2024-03-20T03:06Z (USNO) is 19 March 17:06 in Honolulu (UTC−10).
    let honolulu = (latitude: 21.3069, longitude: -157.8583, zone: "Pacific/Honolulu")
    let the19th = Self.run("2024-03-19T18:00:00Z", "2024-03-19T19:00:00Z", at: honolulu)
    let the20th = Self.run("2024-03-20T18:00:00Z", "2024-03-20T19:00:00Z", at: honolulu)
    #expect(earned(.marchEquinox, [the19th])?.earned == true)
    #expect(earned(.marchEquinox, [the20th])?.earned == false)
    #expect(earned(.septemberEquinox, [the19th])?.earned == false)
  }
}
