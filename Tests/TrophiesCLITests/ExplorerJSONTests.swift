import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophiesCLI

/// `achievements --json`: the `explorer` key, `null` except on `explorer` entries, where it holds
/// the history's figures per zoom (docs/CONTRACT.md, "Explorer tiles").
@Suite struct ExplorerJSONTests {
  @Test("explorer entries carry the figures per zoom; other entries null; the key comes last")
  func explorerKey() throws {
    // Zoom 14: a 2×2 block at 100/200 and one tile far off (5 tiles, square 2 at 100/200, no
    // cluster); zoom 17: a 3×3 block at 7/9 (9 tiles, square 3, cluster 1: its centre).
    let z14 = [(100, 200), (101, 200), (100, 201), (101, 201), (900, 900)].map {
      ExplorerTiles.Tile(x: UInt32($0.0), y: UInt32($0.1))
    }
    var z17: [ExplorerTiles.Tile] = []
    for y in UInt32(9)...11 { for x in UInt32(7)...9 { z17.append(.init(x: x, y: y)) } }
    let start = Date(timeIntervalSince1970: 1_714_716_000)
    var workout = Workout(
      source: "a.gpx", format: .gpx, name: nil, activity: .running, timeZoneIdentifier: "UTC",
      timeZoneSource: .utcFallback,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(1_800)))
    workout.explorerTiles = ExplorerTiles(zoom14: z14, zoom17: z17)
    let history = AchievementHistory([workout])
    let explorer = ExplorerHistory(history)
    let figures = AchievementsCommand.json(explorer)
    // Reached by the one workout, 2024-05-03 06:00 UTC, local date 2024-05-03 in UTC.
    let by = "{\"file\":\"a.gpx\",\"name\":null,\"start_utc\":\"2024-05-03T06:00:00Z\"}"
    #expect(
      figures.text
        == "{\"zoom14\":{\"tiles\":5,\"max_square\":{\"size\":2,\"x\":100,\"y\":200,"
        + "\"reached_on\":\"2024-05-03\",\"reached_by\":\(by)},\"cluster\":0,"
        + "\"cluster_reached_on\":null,\"cluster_reached_by\":null},"
        + "\"zoom17\":{\"tiles\":9,\"max_square\":{\"size\":3,\"x\":7,\"y\":9,"
        + "\"reached_on\":\"2024-05-03\",\"reached_by\":\(by)},\"cluster\":1,"
        + "\"cluster_reached_on\":\"2024-05-03\",\"cluster_reached_by\":\(by)}}")
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(
      history, explorer: explorer)
    let tiles = try #require(statuses.first { $0.definition.id == "explorer.tiles.100" })
    let text = AchievementsCommand.json(tiles, explorer: figures).text
    #expect(text.hasSuffix(",\"record\":null,\"explorer\":\(figures.text)}"))
    #expect(text.contains("\"progress\":{\"current\":5,\"target\":100,\"unit\":\"tiles\"}"))
    let streak = try #require(statuses.first { $0.definition.kind == .streak })
    #expect(AchievementsCommand.json(streak).text.hasSuffix(",\"explorer\":null}"))
    // The new-tiles record: 5 new tiles in the one workout, first recorded.
    let record = try #require(statuses.first { $0.definition.id == "explorer.new_tiles" })
    #expect(
      AchievementsCommand.json(record, explorer: figures).text.contains(
        "\"record\":{\"value\":5,\"unit\":\"tiles\",\"times_set\":1,\"previous\":null"))
  }

  @Test("without tiles the figures are zero and the squares null")
  func empty() {
    let explorer = ExplorerHistory(AchievementHistory([Workout]()))
    #expect(
      AchievementsCommand.json(explorer).text
        == "{\"zoom14\":{\"tiles\":0,\"max_square\":null,\"cluster\":0,"
        + "\"cluster_reached_on\":null,\"cluster_reached_by\":null},"
        + "\"zoom17\":{\"tiles\":0,\"max_square\":null,\"cluster\":0,"
        + "\"cluster_reached_on\":null,\"cluster_reached_by\":null}}")
  }
}

/// `inspect --json`'s `explorer_tiles` for a trip: `null`, ticked by rule (docs/CONTRACT.md).
@Suite struct InspectTransportTilesTests {
  @Test("a trip's explorer_tiles is null; the same workout not a trip shows its 1 + 2 tiles")
  func transport() {
    let start = Date(timeIntervalSince1970: 1_714_716_000)
    var workout = Workout(
      source: "train.gpx", format: .gpx, name: "Train", activity: .other,
      timeZoneIdentifier: "UTC", timeZoneSource: .utcFallback,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(1_800)))
    let one = ExplorerTiles.Tile(x: 1, y: 1)
    workout.explorerTiles = ExplorerTiles(zoom14: [one], zoom17: [one, .init(x: 2, y: 1)])
    #expect(
      InspectJSON.workout(workout).text.contains("\"explorer_tiles\":{\"zoom14\":1,\"zoom17\":2}"))
    workout.isTransport = true
    #expect(InspectJSON.workout(workout).text.contains("\"explorer_tiles\":null"))
  }

  /// The catalog counts no place for a trip or a transition (``Workout/countsPlaces``); `inspect`
  /// showed its countries all the same while its tiles were `null`.
  @Test(
    "a trip's or a transition's start_country and countries are null, as its tiles",
    arguments: ["transport", "transition"])
  func transportCountries(kind: String) {
    let start = Date(timeIntervalSince1970: 1_714_716_000)
    var workout = Workout(
      source: "train.gpx", format: .gpx, name: "Train", activity: .other,
      timeZoneIdentifier: "UTC", timeZoneSource: .utcFallback,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(1_800)))
    workout.countries = CountryVisits(
      start: "CH", visits: [.init(code: "CH", meters: 6_482.5), .init(code: "DE", meters: 900)])
    let shown =
      "\"start_country\":\"CH\",\"countries\":[{\"code\":\"CH\",\"name\":\"Switzerland\","
      + "\"distance_m\":6482.5},{\"code\":\"DE\",\"name\":\"Germany\",\"distance_m\":900}]"
    #expect(InspectJSON.workout(workout).text.contains(shown))
    #expect(WorkoutFacts(workout)?.countries?.codes == ["CH", "DE"])
    if kind == "transport" {
      workout.isTransport = true
    } else {
      workout.activityRaw = "transition"
    }
    #expect(
      InspectJSON.workout(workout).text.contains("\"start_country\":null,\"countries\":null"))
    // The places awards see none either.
    let facts = WorkoutFacts(workout)
    #expect(facts != nil && facts?.countries == nil)
  }
}
