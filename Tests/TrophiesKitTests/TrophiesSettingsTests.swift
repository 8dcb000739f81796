import Foundation
import Testing
import WorkoutModel

@testable import TrophiesKit

/// The settings file (`TrophiesSettings`): where it is, what it holds, and the error that names
/// the file, the key and the cause of anything it refuses. Fixture:
/// `Fixtures/Settings/settings.json`, the README's example with a second zone.
@Suite("the settings file")
struct TrophiesSettingsTests {
  static let fixture = UseFromSwiftTests.here.appendingPathComponent(
    "Fixtures/Settings/settings.json"
  ).path

  @Test("every key of the example is read")
  func example() throws {
    let settings = try TrophiesSettings.load(Self.fixture, environment: [:])
    #expect(settings.file == Self.fixture)
    #expect(settings.homeTimeZone == "Europe/Berlin")
    #expect(settings.units?.rawValue == "imperial")
    #expect(
      settings.activityCorrections == ["suunto/Move.gpx": .running, "2019-05-01 Tag.gpx": .hiking])
    #expect(
      settings.privacyZones == [
        PrivacyZone(latitude: 52.5163, longitude: 13.3777, radiusMeters: 400, name: "home"),
        PrivacyZone(latitude: -33.8568, longitude: 151.2153, radiusMeters: 250.5),
      ])
  }

  @Test(
    "the default file: XDG_CONFIG_HOME, else HOME/.config, else none",
    arguments: [
      (["XDG_CONFIG_HOME": "/c", "HOME": "/h"], "/c/trophies/settings.json"),
      (["XDG_CONFIG_HOME": "relative", "HOME": "/h"], "/h/.config/trophies/settings.json"),
      (["HOME": "/h"], "/h/.config/trophies/settings.json"),
      ([:], nil),
    ] as [([String: String], String?)])
  func defaultPath(environment: [String: String], path: String?) {
    #expect(TrophiesSettings.defaultPath(environment: environment) == path)
  }

  @Test("a missing default file is no settings; a missing named file is an error")
  func missing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-settings-\(UUID())"
    ).path
    let none = try TrophiesSettings.load(nil, environment: ["XDG_CONFIG_HOME": folder])
    #expect(none == TrophiesSettings())
    let named = folder + "/settings.json"
    #expect(throws: SettingsError(file: named, cause: "cannot be read (No such file or directory)"))
    {
      try TrophiesSettings.load(named, environment: [:])
    }
  }

  /// Break-it M1: a `HOME` the user may not search made every run stop with exit 2. Permission
  /// denied (`EACCES`, given by the opener: tests run as root, whom permissions do not stop) on
  /// the default file is no settings, with the reason kept; on a file named with `--settings`
  /// it stays an error.
  @Test("permission denied: the default file is passed over, a named file is an error")
  func permissionDenied() throws {
    let denied: (String) -> Int32 = { _ in
      errno = EACCES
      return -1
    }
    let settings = try TrophiesSettings.load(nil, environment: ["HOME": "/root"], opener: denied)
    #expect(settings.homeTimeZone == nil && settings.units == nil && settings.privacyZones.isEmpty)
    #expect(
      settings.unreadableDefault?.description
        == "settings file /root/.config/trophies/settings.json: cannot be read (Permission denied)")
    #expect(throws: SettingsError.self) {
      try TrophiesSettings.load("/root/s.json", environment: [:], opener: denied)
    }
  }

  /// Break-it pass 7 B6: `HOME=/dev/null` (a file: `ENOTDIR` under it) stopped every command
  /// with exit 2; the default file cannot be reached, which is no settings, with the reason.
  @Test(
    "a HOME that is a file passes the default file over; a named file under it is an error",
    arguments: ["/dev/null", "/etc/hostname"])
  func homeIsAFile(home: String) throws {
    let settings = try TrophiesSettings.load(nil, environment: ["HOME": home])
    #expect(settings.homeTimeZone == nil && settings.units == nil && settings.privacyZones.isEmpty)
    #expect(
      settings.unreadableDefault?.description
        == "settings file \(home)/.config/trophies/settings.json: cannot be read (Not a directory)")
    #expect(throws: SettingsError.self) {
      try TrophiesSettings.load(home + "/s.json", environment: [:])
    }
  }

  @Test("an empty file holds no settings, nor does null for a key")
  func empty() throws {
    #expect(try TrophiesSettings.parse(Array(" \n".utf8), file: "s") == TrophiesSettings(file: "s"))
    #expect(try TrophiesSettings.parse([], file: "s") == TrophiesSettings(file: "s"))
    let nulls = #"{"units": null, "privacy_zones": null}"#
    #expect(try TrophiesSettings.parse(Array(nulls.utf8), file: "s") == TrophiesSettings(file: "s"))
  }

  @Test(
    "a bad file names the key and the cause",
    arguments: [
      ("{\"units\": \"metric\",\n \"privacy_zones\": [", nil, "is not valid JSON"),
      ("{bad", nil, "is not valid JSON (Invalid value around character 1, line 1, column 2)"),
      ("[1]", nil, "must hold one JSON object ({…}), not a list"),
      // Break-it M4: RFC 8259 has no trailing commas (the comma's place counted by hand).
      (#"{"units":"metric",}"#, nil, "is not valid JSON (a comma before '}' at line 1, column 18)"),
      (
        "{\"privacy_zones\": [\n  {\"latitude\": 1, \"longitude\": 2, \"radius_m\": 3},\n]}", nil,
        "is not valid JSON (a comma before ']' at line 2, column 49)"
      ),
      (#"{"privacy_zone": []}"#, "privacy_zone", "unknown key; did you mean 'privacy_zones'?"),
      (
        #"{"colour": "red"}"#, "colour",
        "unknown key; known keys: home_timezone, units, "
          + "activity_corrections, privacy_zones, gear, goals"
      ),
      (
        #"{"privacy_zones": [{"latitude": 91, "longitude": 13, "radius_m": 400}]}"#,
        "privacy_zones[0].latitude", "latitude 91 is not between -90 and 90 degrees"
      ),
      (
        #"{"privacy_zones": [{"latitude": 52, "longitude": 13, "radius_m": 400}, {"latitude": 52, "longitude": 13, "radius_m": -5}]}"#,
        "privacy_zones[1].radius_m", "radius -5 m is not above 0 and at most 100000 m"
      ),
      (
        #"{"privacy_zones": [{"latitude": 52, "longitude": 200, "radius_m": 4}]}"#,
        "privacy_zones[0].longitude", "longitude 200 is not between -180 and 180 degrees"
      ),
      (
        #"{"privacy_zones": [{"latitude": "52", "longitude": 13, "radius_m": 4}]}"#,
        "privacy_zones[0].latitude", "must be a number, not a string"
      ),
      (
        #"{"privacy_zones": [{"latitude": true, "longitude": 13, "radius_m": 4}]}"#,
        "privacy_zones[0].latitude", "must be a number, not true or false"
      ),
      (
        #"{"privacy_zones": [{"latitude": 52, "longitude": 13}]}"#,
        "privacy_zones[0].radius_m", "is missing"
      ),
      (
        #"{"privacy_zones": [{"latitude": 52, "longitude": 13, "radius": 4}]}"#,
        "privacy_zones[0].radius", "unknown key; did you mean 'radius_m'?"
      ),
      (#"{"privacy_zones": {"latitude": 52}}"#, "privacy_zones", "must be a list of zones"),
      (#"{"units": "furlongs"}"#, "units", "unknown units 'furlongs'; use metric or imperial"),
      (#"{"units": 1}"#, "units", "must be a string, not a number"),
      (
        #"{"home_timezone": "europe/berlin"}"#, "home_timezone",
        "unknown time zone 'europe/berlin'; use an IANA name such as Europe/Berlin (did you mean "
          + "Europe/Berlin?)"
      ),
      (
        #"{"activity_corrections": {"a.gpx": "flying"}}"#, #"activity_corrections["a.gpx"]"#,
        "unknown activity type 'flying'"
      ),
      (#"{"activity_corrections": {" ": "run"}}"#, #"activity_corrections[" "]"#, "a file name"),
    ] as [(String, String?, String)])
  func refused(text: String, key: String?, cause: String) {
    do {
      let settings = try TrophiesSettings.parse(Array(text.utf8), file: "conf/settings.json")
      Issue.record("accepted: \(settings)")
    } catch {
      #expect(error.file == "conf/settings.json")
      #expect(error.key == key)
      #expect(error.cause.hasPrefix(cause), "\(error.cause)")
      #expect(error.description.hasPrefix("settings file conf/settings.json: "))
    }
  }

  @Test("bytes that are not UTF-8, a number beyond Double and a file over 1 MiB are refused")
  func hostile() throws {
    #expect(throws: SettingsError.self) { try TrophiesSettings.parse([0xFF, 0xFE], file: "s") }
    #expect(throws: SettingsError.self) {
      try TrophiesSettings.parse(Array(#"{"units": 1e400}"#.utf8), file: "s")
    }
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: SettingsError.self) { try TrophiesSettings.parse(Array(deep.utf8), file: "s") }
    let big = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-settings-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: big) }
    let padding = String(repeating: " ", count: TrophiesSettings.maximumBytes)
    try Data(("{}" + padding).utf8).write(to: big)
    #expect(
      throws: SettingsError(
        file: big.path, cause: "is larger than 1048576 bytes; a settings file is small")
    ) {
      try TrophiesSettings.load(big.path, environment: [:])
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: SettingsError(file: folder, cause: "is a folder, not a settings file")) {
      try TrophiesSettings.load(folder, environment: [:])
    }
  }
}
