import Achievements
import Foundation
import Testing
import TrophyReports
import WorkoutModel

/// The cabinet's "Explorer" section: built once (``CabinetDocument/explorer``), drawn by both
/// renderers, absent without tiles. Set `EXPLORER_HTML_OUT=/tmp/explorer.html` to look at it.
@Suite struct ExplorerCabinetTests {
  typealias Tile = ExplorerTiles.Tile

  /// Three rides in Berlin's zoom-14 tiles, a day apart from 2025-05-01 07:00 UTC:
  /// 1. a 7×7 block at 8799/5370 without its centre (48 tiles; square 3, cluster 20);
  /// 2. the centre 8802/5373 (1 new tile: the block is full, square 7, cluster 25, the inner 5×5);
  /// 3. a row of 10 tiles south of it, 8799…8808/5377 (10 new tiles: square still 7; the block's
  ///    south row 8800…8804/5376 now has all four neighbours: cluster 30).
  static let rides: [Workout] = {
    var block: [Tile] = []
    for row in UInt32(5_370)...5_376 {
      for column in UInt32(8_799)...8_805 where !(column == 8_802 && row == 5_373) {
        block.append(Tile(x: column, y: row))
      }
    }
    let lists = [block, [Tile(x: 8_802, y: 5_373)], (8_799...8_808).map { Tile(x: $0, y: 5_377) }]
    return lists.enumerated().map { index, tiles in
      let start = Date(timeIntervalSince1970: 1_746_082_800 + Double(index) * 86_400)
      var workout = Workout(
        source: "/rides/ride-\(index + 1).gpx", format: .gpx, name: "Ride \(index + 1)",
        activity: .cycling, timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
        summary: WorkoutSummary(
          startUTC: start, endUTC: start.addingTimeInterval(3_600), durationSeconds: 3_600,
          distanceMeters: 30_000))
      workout.explorerTiles = ExplorerTiles(zoom14: tiles, zoom17: [])
      return workout
    }
  }()

  static func cabinet(_ workouts: [Workout]) -> TrophyCabinet {
    let history = AchievementHistory(workouts)
    let evaluation = AchievementEngine(catalog: AchievementCatalog.standard).evaluation(history)
    return TrophyCabinet(
      generatedAt: Date(timeIntervalSince1970: 1_767_225_600), evaluation: evaluation,
      workouts: workouts, filesRead: workouts.count, skipped: [], warningCount: 0)
  }

  /// Review: one ride along a road (ride 3 alone: a row of 10 tiles) has no tile with four
  /// visited neighbours, so no cluster; its "Cluster since" said the ride's date beside
  /// "0 tiles". Now a dash, as `achievements --json` gives `null`.
  @Test("no cluster yet: no date for it")
  func noClusterNoDate() throws {
    let explorer = try #require(CabinetDocument(Self.cabinet([Self.rides[2]])).explorer)
    let rows = explorer.figures.rows.map { $0.map(\.text) }
    #expect(rows[3] == ["Max cluster", "0 tiles", "0 tiles"])
    #expect(rows[4] == ["Cluster since", "–", "–"])
  }

  /// Review: the picture and the tiles-to-explore files drew tiles at home, which a privacy
  /// zone hides from route drawings. A 100 m zone at the centre of tile 8802/5373 (the filled
  /// block's centre; reach 250 m, inside that 1,487 m tile) takes that tile out of the picture
  /// and nothing else; the frontier tiles, far from it, stay in the files.
  @Test("a tile near a privacy zone is neither drawn nor written")
  func privacy() throws {
    var cabinet = Self.cabinet(Self.rides)
    // Centre of 8802/5373: longitude (8802.5 / 16384) · 360 − 180 = 13.414307°, latitude
    // atan(sinh(π(1 − 2 · 5373.5 / 16384))) = 52.516220°.
    cabinet.privacyZones = PrivacyZones([
      PrivacyZone(latitude: 52.516220, longitude: 13.414307, radiusMeters: 100)
    ])
    let picture = try #require(CabinetDocument(cabinet).explorer?.picture)
    let plain = try #require(CabinetDocument(Self.cabinet(Self.rides)).explorer?.picture)
    let hidden = Tile(x: 8_802, y: 5_373)
    #expect((plain.visited + plain.cluster).contains(hidden))
    #expect(!(picture.visited + picture.cluster).contains(hidden))
    #expect(
      picture.visited.count + picture.cluster.count == plain.visited.count + plain.cluster.count - 1
    )
    let evaluation = cabinet.evaluation.explorer
    #expect(
      TilesToExplore(evaluation, zones: cabinet.privacyZones).targets
        == TilesToExplore(evaluation).targets)
  }

  @Test("figures, dates and the best workouts, as worked out by hand")
  func document() throws {
    let explorer = try #require(CabinetDocument(Self.cabinet(Self.rides)).explorer)
    let rows = explorer.figures.rows.map { $0.map(\.text) }
    #expect(rows[0] == ["Tiles visited", "59", "0"])
    #expect(rows[1] == ["Max square", "7×7", "–"])
    // Square 7 reached by ride 2 (Fri 2 May 2025), cluster 30 by ride 3 (Sat 3 May).
    #expect(rows[2] == ["Square since", "Fri 2 May 2025 · ride-2.gpx", "–"])
    #expect(rows[3] == ["Max cluster", "30 tiles", "0 tiles"])
    #expect(rows[4] == ["Cluster since", "Sat 3 May 2025 · ride-3.gpx", "–"])
    // Growing to 8×8, the four blocks around the square miss: north-west and north-east 15
    // (a row of 8 and a column of 8 sharing a corner), south-west 8 (column 8798), south-east
    // 7 (column 8806, rows 5370…5376; row 5377 is visited to 8808).
    #expect(rows[5] == ["To grow the square", "7 tiles", "0 tiles"])
    #expect(
      explorer.best.rows.map { $0.map(\.text) } == [
        ["/rides/ride-1.gpx", "Thu 1 May 2025", "48", "0"],
        ["/rides/ride-3.gpx", "Sat 3 May 2025", "10", "0"],
        ["/rides/ride-2.gpx", "Fri 2 May 2025", "1", "0"],
      ])
    let picture = try #require(explorer.picture)
    #expect(picture.squareSize == 7)
    #expect(picture.squareTopLeft == Tile(x: 8_799, y: 5_370))
    #expect(picture.cluster.count == 30)
    #expect(picture.visited.count == 59 - 30)
    #expect(picture.missing.count == 7)
  }

  @Test("both renderers draw it; the HTML picture is inline SVG and the page stays script-free")
  func rendered() throws {
    let cabinet = Self.cabinet(Self.rides)
    let markdown = MarkdownReport.render(cabinet)
    #expect(markdown.contains("## Explorer\n"))
    #expect(markdown.contains("| Max square | 7×7 | – |"))
    #expect(markdown.contains("### Most new tiles in one workout\n"))
    #expect(markdown.contains("`tiles-to-explore.gpx`"))
    let html = HTMLReport.render(cabinet)
    if let path = ProcessInfo.processInfo.environment["EXPLORER_HTML_OUT"], !path.isEmpty {
      try html.write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(html.contains("<h2 id=\"explorer-h\">Explorer</h2>"))
    #expect(html.contains("<svg class=\"tilemap\""))
    // Margin 3 tiles (7 / 2, at least 3): the square's outline starts 30 units in, less 1.
    #expect(html.contains("<rect class=\"xs\" x=\"29\" y=\"29\" width=\"71\" height=\"71\"/>"))
    #expect(html.contains(".tilemap .xc{"))
    #expect(!html.lowercased().contains("<script"))
    // The explorer badges are on the page, Trailblazer earned by ride 1 (48 new tiles).
    #expect(html.contains("Trailblazer"))
  }

  @Test("without tiles: no section, no explorer badges, no explorer CSS")
  func absent() {
    let plain = Self.rides.map { ride -> Workout in
      var ride = ride
      ride.explorerTiles = nil
      return ride
    }
    let cabinet = Self.cabinet(plain)
    #expect(CabinetDocument(cabinet).explorer == nil)
    #expect(!cabinet.statuses.contains { $0.definition.kind == .explorer })
    let html = HTMLReport.render(cabinet)
    #expect(!html.contains("explorer"))
    #expect(!MarkdownReport.render(cabinet).contains("Explorer"))
  }

  @Test("a hostile file name is escaped in the figures and the workouts table")
  func hostileName() {
    var rides = Self.rides
    rides[1].source = "/x/<script>alert(1)</script> | **b**.gpx"
    let cabinet = Self.cabinet(rides)
    let html = HTMLReport.render(cabinet)
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;"))
    let markdown = MarkdownReport.render(cabinet)
    let row = markdown.split(separator: "\n").first { $0.hasPrefix("| Square since |") } ?? ""
    // The cell's pipe is escaped, so the row still has its three cells.
    #expect(row.components(separatedBy: " | ").count == 3)
    #expect(row.contains("\\|"))
  }

  @Test("a square wider than the picture is cut at its edge: at most 80 × 80 tiles drawn")
  func bigSquare() throws {
    var ride = Self.rides[0]
    var block: [Tile] = []
    for row in UInt32(2_000)..<2_200 {
      for column in UInt32(1_000)..<1_200 { block.append(Tile(x: column, y: row)) }
    }
    ride.explorerTiles = ExplorerTiles(zoom14: block, zoom17: [])
    let explorer = try #require(CabinetDocument(Self.cabinet([ride])).explorer)
    let picture = try #require(explorer.picture)
    #expect(picture.squareSize == 200)
    // Margin 8 west and north of the square, then 72 tiles of it: 72 × 72 visited.
    #expect(picture.columns == 992...1_071)
    #expect(picture.rows == 1_992...2_071)
    #expect(picture.visited.count + picture.cluster.count == 72 * 72)
  }
}
