import Achievements
import Testing
import TrophiesKit

/// What the settings parser refused silently before (break-it, minor): amounts too small to
/// show, gear names equal after trimming, and a key written twice in one object.
@Suite("settings: tiny amounts, twin gear names, duplicate keys")
struct SettingsDuplicateTests {
  static func parse(_ text: String) throws(SettingsError) -> TrophiesSettings {
    try TrophiesSettings.parse(Array(text.utf8), file: "s.json")
  }

  /// The reports show goal amounts and retire-at distances with at most one decimal: below
  /// 0.1 they read "0" (5e-324 km was accepted, then shown as 0).
  @Test(
    "an amount below 0.1 is refused, naming the key",
    arguments: [
      (#"{"goals": [{"period": "year", "distance_km": 5e-324}]}"#, "goals[0].distance_km"),
      (#"{"goals": [{"period": "month", "distance_m": 0.04}]}"#, "goals[0].distance_m"),
      (#"{"goals": [{"period": "year", "time_h": 0.09999}]}"#, "goals[0].time_h"),
      (#"{"gear": {"A": {"retire_at_km": 5e-324}}}"#, #"gear["A"].retire_at_km"#),
    ])
  func tiny(_ text: String, key: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      guard let error = error as? SettingsError else { return false }
      return error.key == key && error.cause.contains("at least 0.1")
    }
  }

  @Test("0.1 itself is accepted")
  func smallest() throws {
    let settings = try Self.parse(
      #"{"goals": [{"period": "year", "distance_km": 0.1}], "gear": {"A": {"retire_at_km": 0.1}}}"#
    )
    #expect(settings.goals.first?.target == 0.1)
    #expect(settings.gear["A"]?.retireAtKilometres == 0.1)
  }

  @Test(
    "a key written twice, or two gear names equal once trimmed, are refused, naming the key",
    arguments: [
      (#"{"units": "metric", "units": "imperial"}"#, "units"),
      (
        #"{"gear": {"Nike": {"retire_at_km": 800}, "Nike": {"retire_at_km": 300}}}"#,
        #"gear["Nike"]"#
      ),
      (#"{"goals": [{"period": "year", "period": "month", "workouts": 3}]}"#, "goals[0].period"),
      (#"{"gear": {"A": {"retired": true, "retired": false}}}"#, #"gear["A"].retired"#),
      // The same key spelled with an escape.
      (#"{"units": "metric", "\u0075nits": "imperial"}"#, "units"),
      (
        #"{"gear": {"Nike": {"retire_at_km": 800}, " Nike ": {"retire_at_km": 300}}}"#,
        #"gear["Nike"]"#
      ),
    ])
  func twice(_ text: String, key: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      guard let error = error as? SettingsError else { return false }
      return error.key == key
    }
  }

  @Test("the same name in two objects, and names differing in case, are fine")
  func notTwice() throws {
    let settings = try Self.parse(
      #"""
      {"gear": {"Nike": {"retired": true}, "nike": {"retired": false}},
       "goals": [{"period": "year", "workouts": 3}, {"period": "month", "workouts": 3}]}
      """#)
    #expect(settings.gear.count == 2)
    #expect(settings.goals.count == 2)
  }
}
