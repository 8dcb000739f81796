import Testing

@testable import WorkoutModel

@Suite("Haversine great-circle distance")
struct HaversineTests {
  // Expected values computed with python3 (math.sin/cos/asin/sqrt), the same formula and
  // R = 6,371,008.8 m, independently of the Swift code.
  @Test(
    "known pairs",
    arguments: [
      (0.0, 0.0, 1.0, 0.0, 111_195.0802335329),  // 1° of latitude at the equator
      (52.52, 13.405, 48.8566, 2.3522, 877_464.5379215091),  // Berlin → Paris
      (51.5074, -0.1278, 40.7128, -74.006, 5_570_229.873656523),  // London → New York
      (0.0, 0.0, 0.0, 180.0, 20_015_114.442035925),  // antipodes: half the circumference
      (47.0, 8.0, 47.0, 8.0, 0.0),  // identical points
    ])
  func knownPairs(lat1: Double, lon1: Double, lat2: Double, lon2: Double, expected: Double) {
    let d = Haversine.distanceMeters(
      latitude1: lat1, longitude1: lon1, latitude2: lat2, longitude2: lon2)
    #expect(abs(d - expected) < 1e-6)
  }

  @Test("non-finite input gives 0, not NaN")
  func nonFinite() {
    let d = Haversine.distanceMeters(
      latitude1: .nan, longitude1: 0, latitude2: 1, longitude2: .infinity)
    #expect(d == 0)
  }
}
