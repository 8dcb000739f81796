import Achievements
import Foundation
import Testing
import WorkoutModel

@testable import TrophyReports

/// The records shelf: grouping, labels, pace per sport and readable dates. Expected values are
/// hand arithmetic (stated per case) and the calendar (2025-04-06 was a Sunday).
@Suite("Records shelf")
struct RecordShelfTests {
  static func status(_ group: String, value: Double?, unit: String = "s") -> AchievementStatus {
    let definition = AchievementDefinition(
      id: group, kind: .record, group: group, name: group, description: "", target: 1,
      unit: "records")
    guard let value else {
      return AchievementStatus(
        definition: definition, earned: false,
        progress: AchievementProgress(current: 0, target: 1, unit: "records"))
    }
    // 2025-04-06T08:07:00Z = 10:07 in Berlin (CEST).
    let start = Date(timeIntervalSince1970: 1_743_926_820)
    var status = AchievementStatus(
      definition: definition, earned: true, earnedAt: start,
      earnedTimeZoneIdentifier: "Europe/Berlin", earnedTimeZoneSource: .coordinates,
      earnedBy: WorkoutReference(
        file: "garmin/race.tcx", name: "Berlin Half", startUTC: start, activity: .running),
      progress: AchievementProgress(current: 1, target: 1, unit: "records"))
    status.record = RecordDetail(value: value, unit: unit, timesSet: 1)
    // Silver and bronze 60 s and 120 s (or 60 m and 120 m) behind.
    status.record?.runnersUp = unit == "s" ? [value + 60, value + 120] : []
    return status
  }

  @Test("groups records by sport with pace, date and what is not set yet")
  func shelf() throws {
    let shelf = RecordShelf(statuses: [
      Self.status("record.running.5k", value: 1_379.019),
      Self.status("record.running.marathon", value: nil),
      Self.status("record.cycling.10k", value: 1_336.391),
      Self.status("record.swimming.100m", value: 80),
      Self.status("record.running.12min", value: 2_626.403, unit: "m"),
      Self.status("record.cycling.longest_distance", value: 56_671.465, unit: "m"),
      Self.status("record.period.week.active_days", value: 6, unit: "days"),
    ])
    #expect(
      shelf.tables.map(\.title) == [
        "Running", "Cycling", "Swimming", "Longest and biggest", "Weeks, months and years",
      ])
    let running = try #require(shelf.tables.first)
    #expect(running.notYet == ["Marathon"])
    // 5 km in 1,379.019 s: 275.8 s/km → 4:36 /km; the time prints as 22:59.
    #expect(running.rows[0].label == "5 km")
    #expect(running.rows[0].value == "22:59")
    #expect(running.rows[0].pace == "4:36 /km")
    #expect(running.rows[0].date == "Sun 6 Apr 2025")
    #expect(running.rows[0].workout == "Berlin Half")
    #expect(running.rows[0].previous == "first recorded")
    // 1,439.019 s → 23:59, 1,499.019 s → 24:59.
    #expect(running.rows[0].runnersUp == ["23:59", "24:59"])
    // 2,626.403 m in 12 min: 720 / 2.626403 = 274.1 s/km → 4:34 /km.
    #expect(running.rows[1].value == "2.63 km")
    #expect(running.rows[1].pace == "4:34 /km")
    // 10 km in 1,336.391 s: 10 / 1,336.391 × 3,600 = 26.94 km/h.
    #expect(shelf.tables[1].rows[0].pace == "26.9 km/h")
    // 100 m in 80 s: 1:20 per 100 m.
    #expect(shelf.tables[2].rows[0].pace == "1:20 /100 m")
    #expect(shelf.tables[3].rows[0].label == "Cycling, longest")
    #expect(shelf.tables[3].rows[0].value == "56.67 km")
    #expect(shelf.tables[4].rows[0].label == "Busiest week")
    #expect(shelf.tables[4].rows[0].value == "6 days")
  }

  @Test("sports without a record fold into one line; per-sport gaps only for sports done")
  func notStarted() {
    let shelf = RecordShelf(statuses: [
      Self.status("record.running.5k", value: 1_500),
      Self.status("record.cycling.10k", value: nil),
      Self.status("record.running.longest_distance", value: 6_000, unit: "m"),
      Self.status("record.running.biggest_climb", value: nil, unit: "m"),
      Self.status("record.cycling.longest_distance", value: nil, unit: "m"),
    ])
    #expect(shelf.tables.map(\.title) == ["Running", "Longest and biggest"])
    #expect(shelf.notStarted == ["Cycling"])
    // Running has a per-sport record, so its missing climb is listed; cycling has none.
    #expect(shelf.tables[1].notYet == ["Running, biggest climb"])
    #expect(!shelf.tables[1].hasPace)
  }

  @Test(
    "readable dates name the weekday",
    arguments: [
      // 1970-01-01 was a Thursday; 2000-02-29 a Tuesday; 2025-12-31 a Wednesday.
      (1970, 1, 1, "Thu 1 Jan 1970"), (2000, 2, 29, "Tue 29 Feb 2000"),
      (2025, 12, 31, "Wed 31 Dec 2025"), (1969, 12, 31, "Wed 31 Dec 1969"),
    ])
  func readableDate(year: Int, month: Int, day: Int, text: String) {
    let days = CivilDateTime.days(fromYear: year, month: month, day: day)
    let civil = CivilDateTime(instant: Date(timeIntervalSince1970: Double(days) * 86_400))
    #expect(ReportFormatting.readableDate(civil) == text)
  }
}

@Suite("Route outlines")
struct RouteSketchSVGTests {
  @Test("a north-going line fills the box's height, centred, starting at the bottom")
  func straightLine() throws {
    // Latitudes 0…0.01 at longitude 0: y runs from 94 (south, start) to 6 (north); x = 50.
    let sketch = RouteSketch(latitudes: [0, 0.005, 0.01], longitudes: [0, 0, 0])
    let outline = try #require(RouteOutline(sketch: sketch, zones: PrivacyZones(), seed: 0))
    let svg = RouteSketchSVG.render(outline, size: 40)
    #expect(svg.contains("d=\"M50.0 94.0L50.0 50.0L50.0 6.0\""))
    #expect(svg.contains("<circle cx=\"50.0\" cy=\"94.0\""))
    #expect(svg.contains("width=\"40\" height=\"40\""))
    let dot = RouteSketch(latitudes: [1], longitudes: [1])
    #expect(RouteOutline(sketch: dot, zones: PrivacyZones(), seed: 0) == nil)
  }
}

@Suite("Imperial units")
struct ImperialUnitsTests {
  @Test("records, paces and totals convert to miles, feet and yards")
  func imperial() {
    let units = UnitSystem.imperial
    // 12,982.573 m / 1,609.344 = 8.067 mi; 1,379.019 s over 5,000 m = 443.9 s/mi → 7:24 /mi.
    #expect(units.recordDistance(metres: 12_982.573) == "8.07 mi")
    #expect(units.runningPace(metres: 5_000, seconds: 1_379.019) == "7:24 /mi")
    // 10 km in 1,336.391 s: 26.938 km/h / 1.609344 = 16.74 mph.
    #expect(units.speed(metres: 10_000, seconds: 1_336.391) == "16.7 mph")
    // 100 m in 80 s: 91.44 m take 73.15 s → 1:13 /100 yd.
    #expect(units.swimmingPace(metres: 100, seconds: 80) == "1:13 /100 yd")
    // 75 m / 0.3048 = 246.06 ft.
    #expect(units.elevation(metres: 75) == "246 ft")
    // 2,448,930 m / 1,609.344 = 1,521.7 mi.
    #expect(units.distance(metres: 2_448_930) == "1,521.7 mi")
    #expect(UnitSystem.metric.distance(metres: 2_448_930) == "2,448.9 km")
  }
}

@Suite("Badge art")
struct BadgeArtTests {
  @Test("hour badges draw clock hands at their hour; holidays a picture; others keep their text")
  func pictograms() throws {
    // 22:00 → hour hand at 10 o'clock: (50 − 17 sin 60°, 50 − 17 cos 60°) = (35.3, 41.5).
    let night = try #require(
      BadgeArt.pictogram(group: "time.hour.22", ink: "#ffffff", accent: "#000000"))
    #expect(night.contains("M50 50 L35.3 41.5"))
    #expect(night.contains(">22:00</text>"))
    // 05:00 → 5 o'clock: (50 + 17 sin 150°, 50 − 17 cos 150°) = (58.5, 64.7).
    let early = try #require(BadgeArt.pictogram(group: "time.hour.05", ink: "#fff", accent: "#000"))
    #expect(early.contains("M50 50 L58.5 64.7"))
    #expect(BadgeArt.pictogram(group: "date.halloween", ink: "#fff", accent: "#000") != nil)
    #expect(BadgeArt.pictogram(group: "date.leap_day", ink: "#fff", accent: "#000") == nil)
    #expect(BadgeArt.pictogram(group: "streak.days", ink: "#fff", accent: "#000") == nil)
  }
}
