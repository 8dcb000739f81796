import Testing

@testable import WorkoutModel

@Suite("ActivityType.mapping(raw:)")
struct ActivityMappingTests {
  // Expected values are the meaning of each vendor spelling, not read from the table:
  // TCX v2 Sport values, Garmin Connect keys, Strava names, Strava GPX codes seen in the shared
  // corpus (9 run, 16 open-water swim, 17 Zwift ride), HealthKit names, and GPX words.
  @Test(
    "maps vendor spellings",
    arguments: [
      ("Running", ActivityType.running, false, false),  // TCX Sport
      ("Biking", .cycling, false, false),  // TCX Sport
      ("Other", .other, false, false),  // TCX Sport
      ("9", .running, false, false),  // Strava GPX code (corpus)
      ("16", .swimming, false, false),  // Strava GPX code (corpus, open water)
      ("17", .cycling, true, true),  // Strava GPX code (corpus, Zwift)
      (" 9 ", .running, false, false),
      ("run", .running, false, false),
      ("RUNNING", .running, false, false),
      ("treadmill_running", .running, true, false),
      ("trail_running", .running, false, false),
      ("indoor_cycling", .cycling, true, false),
      ("road_biking", .cycling, false, false),
      ("mountain_biking", .cycling, false, false),
      ("virtual_ride", .cycling, true, true),
      ("VirtualRide", .cycling, true, true),
      ("VirtualRun", .running, true, true),
      ("Zwift", .cycling, true, true),
      ("lap_swimming", .swimming, true, false),
      ("open_water_swimming", .swimming, false, false),
      ("stand_up_paddleboarding", .paddleSports, false, false),
      ("StandUpPaddling", .paddleSports, false, false),
      ("Kayaking", .paddleSports, false, false),
      ("hiking", .hiking, false, false),
      ("walking", .walking, false, false),
      ("strength_training", .strengthTraining, false, false),
      ("WeightTraining", .strengthTraining, false, false),
      ("yoga", .yoga, false, false),
      ("elliptical", .elliptical, true, false),
      ("indoor_rowing", .rowing, true, false),
      ("Rowing", .rowing, false, false),
      ("cross_country_skiing_ws", .crossCountrySkiing, false, false),
      ("NordicSki", .crossCountrySkiing, false, false),
      ("resort_skiing_snowboarding_ws", .downhillSkiing, false, false),
      ("AlpineSki", .downhillSkiing, false, false),
      ("Snowboard", .snowboarding, false, false),
      ("EBikeRide", .cycling, false, false),
      ("Workout", .other, false, false),
      ("Laufen", .running, false, false),
      ("Radfahren", .cycling, false, false),
      ("Wandern", .hiking, false, false),
      ("Schwimmen", .swimming, false, false),
      ("course à pied", .running, false, false),
      ("Course-A-Pied", .running, false, false),  // hyphens, case, no accent
      ("vélo", .cycling, false, false),
      ("velo", .cycling, false, false),
      ("randonnée", .hiking, false, false),
      ("natation", .swimming, false, false),
      ("ciclismo", .cycling, false, false),
      ("senderismo", .hiking, false, false),
      ("natación", .swimming, false, false),
      ("corsa", .running, false, false),
      ("fietsen", .cycling, false, false),
      ("hardlopen", .running, false, false),
      ("mountaineering", .hiking, false, false),  // GPX <type> in the corpus
      ("HKWorkoutActivityTypeCycling", .cycling, false, false),
      (
        "HKWorkoutActivityTypeHighIntensityIntervalTraining", .highIntensityIntervalTraining,
        false, false
      ),
      ("paddle_sports", .paddleSports, false, false),  // canonical raw value
    ])
  func mapsSpelling(raw: String, type: ActivityType, indoor: Bool, virtual: Bool) {
    let mapped = ActivityType.mapping(raw: raw)
    #expect(mapped.type == type)
    #expect(mapped.indoor == indoor)
    #expect(mapped.virtual == virtual)
  }

  @Test(
    "unknown spellings map to other",
    arguments: ["jkljkl", "", "  ", "taxi", "user", "Geocache|Unknown Cache", "99", "..."])
  func unknown(raw: String) {
    let mapped = ActivityType.mapping(raw: raw)
    #expect(mapped.type == .other && !mapped.indoor && !mapped.virtual)
  }

  @Test("nil maps to other")
  func nilRaw() {
    #expect(ActivityType.mapping(raw: nil).type == .other)
  }

  @Test("every canonical raw value maps to itself", arguments: ActivityType.allCases)
  func canonical(type: ActivityType) {
    #expect(ActivityType.mapping(raw: type.rawValue).type == type)
  }

  @Test("no spelling is listed twice with different meanings")
  func noConflicts() {
    var seen: [String: (ActivityType, Bool, Bool)] = [:]
    var conflicts: [String] = []
    for group in ActivitySpellingTable.groups {
      for spelling in group.spellings {
        let key = ActivitySpellingTable.normalize(spelling)
        #expect(!key.isEmpty, "spelling \(spelling) normalizes to nothing")
        if let old = seen[key], old != (group.type, group.indoor, group.virtual) {
          conflicts.append(spelling)
        }
        seen[key] = (group.type, group.indoor, group.virtual)
      }
    }
    #expect(conflicts.isEmpty, "conflicting spellings: \(conflicts)")
  }
}
