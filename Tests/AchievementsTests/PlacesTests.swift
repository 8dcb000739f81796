import Foundation
import Testing
import WorkoutModel

@testable import Achievements

/// Places ladders and the places list over hand-made workouts whose countries are given (as
/// the importer would have found them), in time order: continents as UN M49 files the
/// countries (CH, DE, FR, IT Europe; US North America; JP Asia).
@Suite("Places: countries, continents, borders, first visits")
struct PlacesTests {
  static func workout(
    _ day: String, _ countries: [(String, Double)]?, start: String? = nil, zone: String = "UTC"
  ) -> Workout {
    var workout = TestWorkouts.make(
      "\(day)T07:00:00Z", "\(day)T08:00:00Z", zone: zone, source: "\(day).gpx")
    if let countries {
      workout.countries = CountryVisits(
        start: start ?? countries.first?.0,
        visits: countries.map { CountryVisits.Visit(code: $0.0, meters: $0.1) })
    }
    return workout
  }

  static let history = [
    workout("2025-01-05", [("DE", 10_000)]),
    workout("2025-01-12", nil),  // a treadmill run: no countries
    workout("2025-03-01", [("DE", 4_000), ("CH", 3_000), ("FR", 2_500)]),
    workout("2025-05-10", [("DE", 8_000)]),
    workout("2025-06-01", [("IT", 6_000)]),
    workout("2025-07-04", [("US", 9_000)], zone: "America/New_York"),
    workout("2025-09-09", [("GB", 1_000), ("FR", 1_200)]),  // a ferry crossing
    workout("2025-10-05", [("JP", 7_000)], zone: "Asia/Tokyo"),
  ]

  @Test(
    "ladders: countries 5 on 4 July (DE, CH, FR, IT, US), continents 2 and 3, two border crossings")
  func ladders() throws {
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(Self.history)
    let five = try #require(TestWorkouts.status("place.countries.5", in: statuses))
    #expect(five.earned)
    #expect(five.earnedBy?.file == "2025-07-04.gpx")
    #expect(five.progress == AchievementProgress(current: 7, target: 5, unit: "countries"))
    #expect(TestWorkouts.status("place.countries.10", in: statuses)?.earned == false)
    let two = try #require(TestWorkouts.status("place.continents.2", in: statuses))
    #expect(two.earnedBy?.file == "2025-07-04.gpx")
    #expect(two.earnedTimeZoneIdentifier == "America/New_York")
    let three = try #require(TestWorkouts.status("place.continents.3", in: statuses))
    #expect(three.earnedBy?.file == "2025-10-05.gpx")
    #expect(three.progress.current == 3)
    #expect(TestWorkouts.status("place.continents.5", in: statuses)?.earned == false)
    let border = try #require(TestWorkouts.status("place.border", in: statuses))
    #expect(border.earnedBy?.file == "2025-03-01.gpx")
    #expect(border.progress == AchievementProgress(current: 2, target: 1, unit: "workouts"))
  }

  @Test("the places list: first visit dated with its workout, workouts and distance")
  func visits() throws {
    let visits = PlaceVisit.visits(in: AchievementHistory(Self.history))
    #expect(visits.map(\.code) == ["DE", "CH", "FR", "IT", "US", "GB", "JP"])
    let germany = try #require(visits.first)
    #expect(germany.name == "Germany")
    #expect(germany.continent == .europe)
    #expect(germany.firstVisitDate == LocalDate(year: 2025, month: 1, day: 5))
    #expect(germany.firstVisit.file == "2025-01-05.gpx")
    #expect(germany.workouts == 3)
    #expect(germany.distanceMeters == 22_000)
    let france = try #require(visits.first { $0.code == "FR" })
    #expect(france.workouts == 2)
    #expect(france.distanceMeters == 3_700)
    #expect(france.firstVisit.file == "2025-03-01.gpx")
    let japan = try #require(visits.last)
    #expect(japan.firstVisitTimeZoneIdentifier == "Asia/Tokyo")
    #expect(japan.continent == .asia)
  }

  @Test("no countries anywhere: nothing earned, an empty list")
  func none() {
    let history = [Self.workout("2025-01-05", nil), Self.workout("2025-01-06", nil)]
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(history)
    #expect(!statuses.contains { $0.definition.kind == .places && $0.earned })
    #expect(PlaceVisit.visits(in: AchievementHistory(history)).isEmpty)
  }
}
