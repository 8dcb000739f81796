import Foundation
import Testing
import WorkoutModel

@testable import TrophiesCLI

/// The settings file on the command line: options given win over it for one run, a bad file
/// stops the run with exit code 2 naming the file, the key and the cause, and
/// `--privacy-zone` is checked like the file's zones.
@Suite("the settings file on the command line")
struct SettingsCLITests {
  /// A folder holding `settings.json` with `text`, and the environment that finds it.
  static func config(_ text: String) throws -> (folder: URL, environment: [String: String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-settings-cli-\(UUID())")
    let trophies = folder.appendingPathComponent("trophies")
    try FileManager.default.createDirectory(at: trophies, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: trophies.appendingPathComponent("settings.json"))
    return (folder, ["TZ": "UTC", "XDG_CONFIG_HOME": folder.path])
  }

  static let file = """
    {"home_timezone": "Asia/Tokyo", "units": "imperial",
     "activity_corrections": {"Move.gpx": "hiking", "elsewhere.gpx": "rowing"},
     "privacy_zones": [{"latitude": 52.5, "longitude": 13.4, "radius_m": 400}]}
    """

  static func options(_ arguments: [String], _ environment: [String: String]) throws
    -> CommandLineOptions
  {
    var options = try CommandLineOptions.parse(command: .report, arguments)
    try options.applySettings(environment: environment)
    return options
  }

  @Test("the file fills what the options leave out; options given win")
  func precedence() throws {
    let (folder, environment) = try Self.config(Self.file)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try Self.options(["x.gpx"], environment)
    #expect(plain.homeTimeZone == "Asia/Tokyo")
    #expect(plain.units == .imperial)
    #expect(plain.settingsCorrections == ["Move.gpx": .hiking, "elsewhere.gpx": .rowing])
    #expect(plain.privacyZones == [PrivacyZone(latitude: 52.5, longitude: 13.4, radiusMeters: 400)])
    let given = try Self.options(
      [
        "x.gpx", "--home-timezone", "Europe/Paris", "--units", "metric", "--privacy-zone",
        "1.5, -2.25, 50",
      ], environment)
    #expect(given.homeTimeZone == "Europe/Paris")
    #expect(given.units == .metric)
    #expect(
      given.privacyZones == [
        PrivacyZone(latitude: 52.5, longitude: 13.4, radiusMeters: 400),
        PrivacyZone(latitude: 1.5, longitude: -2.25, radiusMeters: 50),
      ])
    let none = try Self.options(["x.gpx", "--settings", "/dev/null"], environment)
    #expect(none.homeTimeZone == nil && none.units == .metric && none.privacyZones.isEmpty)
  }

  @Test("corrections: the file's apply, --activity wins, and only a given key is warned about")
  func corrections() throws {
    let (folder, environment) = try Self.config(Self.file)
    defer { try? FileManager.default.removeItem(at: folder) }
    let move = try ActivityOptionTests.folder(["Move.gpx": ActivityOptionTests.move])
    defer { try? FileManager.default.removeItem(at: move) }
    let path = move.appendingPathComponent("Move.gpx").path
    let (code, filed, warnings) = runTrophies(
      ["inspect", "--json", path], environment: environment)
    #expect(code == 0)
    #expect(try ActivityOptionTests.workout(filed)["activity"] as? String == "hiking")
    #expect(try ActivityOptionTests.workout(filed)["activity_source"] as? String == "user")
    // `elsewhere.gpx` of the file matches nothing in this run: no warning; a given key is one.
    #expect(!warnings.contains("elsewhere.gpx"))
    let (_, given, typo) = runTrophies(
      ["inspect", "--json", path, "--activity", "Move.gpx=cycling", "--activity", "Mvoe.gpx=run"],
      environment: environment)
    #expect(try ActivityOptionTests.workout(given)["activity"] as? String == "cycling")
    #expect(typo.contains("warning: --activity 'Mvoe.gpx' matches no file that was read"))
  }

  @Test("a bad settings file stops every command with exit 2 before anything is written")
  func badFile() throws {
    let (folder, environment) = try Self.config(
      #"{"privacy_zones": [{"latitude": 91, "longitude": 13.4, "radius_m": 400}]}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let settings = folder.appendingPathComponent("trophies/settings.json").path
    let input = "SampleData/garmin/activity_18144627784.gpx"
    let library = folder.appendingPathComponent("l.sqlite").path
    for arguments in [
      ["report", input, "--out", out.path], ["inspect", input], ["achievements", input],
      ["import", input, "--library", library],
    ] {
      let (code, _, error) = runTrophies(arguments, environment: environment)
      #expect(code == 2, "\(arguments[0])")
      #expect(
        error == "trophies: settings file \(settings): privacy_zones[0].latitude: latitude 91 is "
          + "not between -90 and 90 degrees\n", "\(arguments[0])")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(!FileManager.default.fileExists(atPath: library))
    let (code, _, error) = runTrophies(
      ["inspect", "x.gpx", "--settings", folder.appendingPathComponent("none.json").path])
    #expect(code == 2)
    #expect(error.contains("none.json: cannot be read (No such file or directory)"))
  }

  @Test(
    "--privacy-zone needs three numbers in range",
    arguments: [
      ("52.5,13.4", "--privacy-zone needs LAT,LON,RADIUS"),
      ("52.5,13.4,x", "--privacy-zone needs LAT,LON,RADIUS"),
      ("52.5,13.4,400,1", "--privacy-zone needs LAT,LON,RADIUS"),
      ("0x10,13.4,400", "--privacy-zone needs LAT,LON,RADIUS"),
      ("91,13.4,400", "--privacy-zone: latitude 91 is not between -90 and 90 degrees"),
      ("52.5,13.4,-1", "--privacy-zone: radius -1 m is not above 0"),
      ("52.5,-181,10", "--privacy-zone: longitude -181 is not between"),
    ])
  func privacyZoneOption(value: String, message: String) {
    let (code, _, error) = runTrophies(["report", "x.gpx", "--privacy-zone", value])
    #expect(code == 2)
    #expect(error.hasPrefix("trophies: " + message), "\(error)")
  }
}
