import Foundation
import Testing

@testable import Achievements

@Suite("Standard catalog")
struct CatalogTests {
  let catalog = AchievementCatalog.standard

  @Test("ids are unique and dotted; ladders are `group.target`, single badges the group")
  func ids() {
    #expect(Set(catalog.map(\.id)).count == catalog.count)
    for entry in catalog {
      #expect(entry.id == entry.group || entry.id == "\(entry.group).\(entry.target)")
      #expect(entry.id.contains("."))
    }
  }

  /// The unit each group counts in, written from the README's catalog table (what each ladder
  /// counts), not from `AchievementMetric.unit`, which the catalog itself uses.
  static func expectedUnit(ofGroup group: String) -> String? {
    switch group {
    case "streak.day", "streak.month", "streak.year": "workouts"
    case "streak.days": "days"
    case "streak.weeks": "weeks"
    case "time.clock": "hours"
    case "types": "types"
    case _ where group.hasPrefix("time.hour.") || group.hasPrefix("type."): "workouts"
    case _ where group.hasPrefix("date."): "days"
    case _ where group.hasPrefix("record."): "records"
    case _ where group.hasPrefix("sun."): "workouts"
    case _ where group.hasPrefix("comeback"): "days"
    case "anniversary": "years"
    case _ where group.hasPrefix("milestone.distance") || group.hasPrefix("eddington."): "km"
    case "milestone.hours": "hours"
    case "milestone.elevation": "m"
    case "milestone.workouts": "workouts"
    case "milestone.active_days": "days"
    case "milestone.years": "years"
    case "place.countries": "countries"
    case "place.continents": "continents"
    case "place.border": "workouts"
    case "explorer.new_tiles": "records"
    case _ where group.hasPrefix("explorer."): "tiles"
    default: nil
    }
  }

  @Test("every group is a built-in metric, counted in the unit the README gives it")
  func groupsParse() {
    for entry in catalog {
      let metric = AchievementMetric(group: entry.group)
      #expect(metric?.group == entry.group)
      #expect(entry.unit == Self.expectedUnit(ofGroup: entry.group), "\(entry.id)")
    }
  }

  @Test("kinds come in display order and sizes match the designed ladders")
  func kinds() {
    // Counted from the tables: records 16 running + 7 cycling + 5 swimming efforts, 3 × 5
    // sports − 1 (no swim climb), 3 periods × 2; milestones 5 overall + 5 + 5 + 4 + 4 + 4 per
    // sport, hours 5, elevation 4, workouts 4, days 4, years 3, Eddington 5 + 5; streak
    // 2+3+3+5+4, date/time 5 hours + clock + 8 dates + comebacks 3 + 1 + anniversaries 3, sun 7
    // (sunrise, golden hour, sunset, midnight sun, longest day, two equinoxes), types 4, workout
    // types 12 sports × 4, places 4 country tiers + 4 continent tiers + the border badge,
    // explorer 4 tile + 5 square + 5 cluster tiers and the new-tiles record, then zoom 17
    // 4 tile + 5 square + 5 cluster tiers.
    let counts: [(AchievementKind, Int)] = [
      (.record, 48), (.milestone, 57), (.streak, 17), (.dateAndTime, 21), (.sun, 7),
      (.totalTypesOfWorkout, 4), (.workoutType, 48), (.places, 9), (.explorer, 29),
    ]
    var expected: [AchievementKind] = []
    for (kind, count) in counts { expected += Array(repeating: kind, count: count) }
    #expect(catalog.map(\.kind) == expected)
  }

  @Test("tiers of a ladder rise strictly")
  func ladders() {
    var lastByGroup: [String: AchievementDefinition] = [:]
    for entry in catalog {
      if let last = lastByGroup[entry.group] {
        #expect(last.target < entry.target, "\(entry.id)")
      }
      lastByGroup[entry.group] = entry
    }
  }

  @Test("spot-check names from the brief")
  func names() {
    let byID = Dictionary(uniqueKeysWithValues: catalog.map { ($0.id, $0.name) })
    #expect(byID["streak.day.2"] == "Double Day")
    #expect(byID["streak.days.7"] == "Week Warrior")
    #expect(byID["time.hour.05"] == "Early Bird")
    #expect(byID["time.hour.04"] == "Dawn Patrol")
    #expect(byID["time.hour.22"] == "Night Owl")
    #expect(byID["time.hour.00"] == "Midnight Runner")
    #expect(byID["time.clock.24"] == "Around the Clock")
  }
}

@Suite("Catalog entries carry their metric")
struct DefinitionMetricTests {
  @Test(
    "the metric is parsed from the group once, also when decoded from JSON",
    arguments: [
      ("streak.days", AchievementMetric.consecutiveDays),
      ("time.hour.05", .workoutsCoveringHour(5)),
      ("milestone.distance.cycling", .lifetimeDistance(.cycling)),
      ("record.running.5k", .personalRecord("record.running.5k")),
      ("records.shortest", .custom("records.shortest")),
    ])
  func metric(group: String, expected: AchievementMetric) throws {
    let json = """
      {"id":"\(group).1","kind":"streak","group":"\(group)","name":"N","description":"D",
       "glyph":"G","tint":{"primary":"#000000","secondary":"#ffffff"},"target":1,"unit":"days"}
      """
    let decoded = try JSONDecoder().decode(AchievementDefinition.self, from: Data(json.utf8))
    #expect(decoded.metric == expected)
    var renamed = decoded
    renamed.group = "types"
    #expect(renamed.metric == .distinctActivityTypes)
    // Encoding writes the catalog's keys only (no `metric`; `glyph` and `tint`, which older
    // catalog JSON carries and decoding ignores, moved to TrophyReports' BadgeStyleBook).
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded))
    #expect(
      (encoded as? [String: Any])?.keys.sorted() == [
        "description", "group", "id", "kind", "name", "target", "unit",
      ])
  }
}

/// Catalog names and descriptions are fixed English text whatever the process locale: numbers
/// in them were `Int.formatted()`, which follows `Locale.current` (German would print "1.000").
/// Expected strings written by hand from the README's catalog.
@Suite("Catalog number text")
struct CatalogNumberTextTests {
  @Test(
    "milestone names group thousands with a comma",
    arguments: [
      ("milestone.distance.cycling.25000", "25,000 km Ride", "Ride 25,000 km in all."),
      ("milestone.distance.running.1000", "1,000 km Run", "Run 1,000 km in all."),
      (
        "milestone.hours.1000", "1,000 Hours", "Spend 1,000 hours working out in all (moving time)."
      ),
      ("milestone.workouts.1000", "1,000 Workouts", "Complete 1,000 workouts."),
      ("milestone.active_days.365", "365 Active Days", "Work out on 365 different days."),
    ])
  func names(id: String, name: String, description: String) throws {
    let entry = try #require(AchievementCatalog.standard.first { $0.id == id })
    #expect(entry.name == name)
    #expect(entry.description == description)
  }
}
