import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// ``Importer/findCountries(_:with:)``: outdoor workouts get the countries of their positions;
/// indoor and virtual ones get none even with positions (a treadmill's GPS is the gym's at
/// best, Zwift's are a game world's), whatever they had before.
@Suite("importer: countries of a workout")
struct ImporterCountriesTests {
  static func workout(indoor: Bool = false, virtual: Bool = false) -> Workout {
    let points = (0..<5).map {
      Trackpoint(
        time: Date(timeIntervalSince1970: 1_749_879_000 + Double($0) * 30),
        latitude: 47.5567 + Double($0) * 0.001, longitude: 7.5925)
    }
    var workout = Workout(
      source: "a.gpx", format: .gpx, activity: .running, isIndoor: indoor, isVirtual: virtual,
      segments: [TrackSegment(points: points)])
    workout.countries = CountryVisits(start: "XX", visits: [])
    return workout
  }

  static func everywhereCH(_ latitude: Double, _ longitude: Double) -> String? { "CH" }

  @Test("outdoor: the countries of its positions, with its distance")
  func outdoor() throws {
    var workout = Self.workout()
    Importer.findCountries(&workout, with: Self.everywhereCH)
    let countries = try #require(workout.countries)
    #expect(countries.start == "CH")
    #expect(countries.codes == ["CH"])
    let distance = try #require(workout.summary.distanceMeters)
    #expect(distance > 400)  // 4 steps of 0.001° of latitude, 111.2 m each
    #expect(abs((countries.visits.first?.meters ?? 0) - distance) < 1e-6)
  }

  @Test("indoor and virtual: none", arguments: [(true, false), (false, true)])
  func indoorOrVirtual(indoor: Bool, virtual: Bool) {
    var workout = Self.workout(indoor: indoor, virtual: virtual)
    Importer.findCountries(&workout, with: Self.everywhereCH)
    #expect(workout.countries == nil)
  }
}
