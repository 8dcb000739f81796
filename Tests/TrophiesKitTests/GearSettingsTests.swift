import Achievements
import Foundation
import Testing
import TrophiesKit

/// The settings file's `gear` key: retire-at distances per gear name, and what it refuses.
@Suite("the settings file's gear")
struct GearSettingsTests {
  static func parse(_ text: String) throws(SettingsError) -> TrophiesSettings {
    try TrophiesSettings.parse(Array(text.utf8), file: "s.json")
  }

  @Test("names as the export writes them, ends trimmed; retire_at_km and retired optional")
  func read() throws {
    let settings = try Self.parse(
      #"""
      {"gear": {" Nike Pegasus 41 ": {"retire_at_km": 800},
                "Canyon \"Blaues Wunder\" <b>": {"retire_at_km": 15000.5, "retired": false},
                "Old shoe": {"retired": true}, "Unset": {"retire_at_km": null}}}
      """#)
    #expect(
      settings.gear == [
        "Nike Pegasus 41": GearSetting(retireAtKilometres: 800),
        "Canyon \"Blaues Wunder\" <b>": GearSetting(retireAtKilometres: 15_000.5),
        "Old shoe": GearSetting(retired: true), "Unset": GearSetting(),
      ])
    #expect(try Self.parse(#"{"gear": null}"#).gear.isEmpty)
  }

  @Test(
    "a bad gear entry names the key and the cause",
    arguments: [
      (#"{"gear": []}"#, "gear", "must be an object of gear name"),
      (#"{"gear": {"  ": {}}}"#, #"gear["  "]"#, "a gear name must not be empty"),
      (#"{"gear": {"A": 800}}"#, #"gear["A"]"#, "must be an object with retire_at_km"),
      (
        #"{"gear": {"A": {"retire_at": 800}}}"#, #"gear["A"].retire_at"#,
        "unknown key; did you mean 'retire_at_km'?"
      ),
      (#"{"gear": {"A": {"retire_at_km": 0}}}"#, #"gear["A"].retire_at_km"#, "must be above 0"),
      (#"{"gear": {"A": {"retire_at_km": -5}}}"#, #"gear["A"].retire_at_km"#, "must be above 0"),
      (
        #"{"gear": {"A": {"retire_at_km": 1000001}}}"#, #"gear["A"].retire_at_km"#,
        "must be above 0 and at most 1000000"
      ),
      (
        #"{"gear": {"A": {"retire_at_km": "800"}}}"#, #"gear["A"].retire_at_km"#,
        "must be a number, not a string"
      ),
      (
        #"{"gear": {"A": {"retired": "yes"}}}"#, #"gear["A"].retired"#,
        "must be true or false, not a string"
      ),
      (#"{"gears": {}}"#, "gears", "unknown key; did you mean 'gear'?"),
    ] as [(String, String, String)])
  func refused(text: String, key: String, cause: String) {
    do {
      let settings = try Self.parse(text)
      Issue.record("accepted: \(settings)")
    } catch {
      #expect(error.key == key)
      #expect(error.cause.hasPrefix(cause), "\(error.cause)")
    }
  }
}
