import Testing
import WorkoutModel

@testable import WorkoutImport

/// The chunked point collector gives back every point in order, across chunk boundaries.
@Suite("Point collector")
struct PointCollectorTests {
  /// Counts around the chunk size (8,192) and several chunks; each point carries its index as
  /// its distance, so the expected sequence is 0, 1, 2, … by construction.
  @Test(
    "returns every point in order and is empty afterwards",
    arguments: [0, 1, 8_191, 8_192, 8_193, 16_384, 30_000])
  func keepsOrder(count: Int) {
    var collector = PointCollector()
    for index in 0..<count { collector.append(Trackpoint(distance: Double(index))) }
    #expect(collector.isEmpty == (count == 0))
    let points = collector.takeAll()
    #expect(points.count == count)
    #expect(points.indices.allSatisfy { points[$0].distance == Double($0) })
    #expect(collector.isEmpty)
    collector.append(Trackpoint(distance: -1))
    #expect(collector.takeAll().map(\.distance) == [-1])
  }
}
