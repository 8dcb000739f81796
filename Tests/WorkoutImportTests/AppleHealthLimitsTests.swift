import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Apple Health's stated totals are held to the same stated-total limits as FIT sessions and
/// Strava rows (`Plausibility`; issue 17).
@Suite("Apple Health limits")
struct AppleHealthLimitsTests {
  static func workout(distance: String, climb: String) -> String {
    """
    <HealthData locale="en_US"><Workout workoutActivityType="HKWorkoutActivityTypeCycling" \
    totalDistance="\(distance)" totalDistanceUnit="km" startDate="2024-05-01 08:00:00 +0200" \
    endDate="2024-05-01 09:00:00 +0200"><MetadataEntry key="HKElevationAscended" \
    value="\(climb)"/></Workout></HealthData>
    """
  }

  @Test("a distance over 10,000 km and a climb over 50,000 m are unknown, with value_implausible")
  func absurdTotals() throws {
    // 42,949.67294 km (FIT's 0xFFFFFFFE cm) and 6,553,400 cm = 65,534 m.
    let absurd = WorkoutFileReader.read(
      data: Data(Self.workout(distance: "42949.67294", climb: "6553400 cm").utf8),
      source: "export.xml")
    let workout = try #require(absurd.workouts.first)
    #expect(workout.summary.distanceMeters == nil && workout.summary.elevationGainMeters == nil)
    #expect(absurd.warnings.first { $0.code == .valueImplausible }?.count == 2)
    // 42.5 km and 12,300 cm = 123 m are kept.
    let real = WorkoutFileReader.read(
      data: Data(Self.workout(distance: "42.5", climb: "12300 cm").utf8), source: "export.xml")
    #expect(real.workouts.first?.summary.distanceMeters == 42_500)
    #expect(real.workouts.first?.summary.elevationGainMeters == 123)
    #expect(!real.warnings.contains { $0.code == .valueImplausible })
  }
}
