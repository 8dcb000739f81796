import TrophiesKit
import WorkoutImport
import WorkoutModel

extension CommandLineOptions {
  /// The settings file of this run (`--settings FILE`, else the XDG default; none is fine) laid
  /// under the options given: `--home-timezone` and `--units` win over the file's
  /// `home_timezone` and `units`; `--activity-map` and `--activity` win over its
  /// `activity_corrections` for the same file; `--privacy-zone`s are added to its
  /// `privacy_zones` (README "Settings file").
  /// - Throws: ``CLIError`` `usage` (exit 2, nothing read or written) naming the file, the key
  ///   and the cause when the file cannot be used (``TrophiesKit/SettingsError``).
  mutating func applySettings(environment: [String: String]) throws(CLIError) {
    let settings: TrophiesSettings
    do {
      settings = try TrophiesSettings.load(settingsPath, environment: environment)
    } catch {
      throw CLIError(.usage, error.description)
    }
    settingsWarning = settings.unreadableDefault.map {
      "trophies: warning: \(TerminalText.safe($0.description)); running without settings\n"
    }
    applySettings(settings)
  }

  /// `settings` laid under the options given (see ``applySettings(environment:)``).
  mutating func applySettings(_ settings: TrophiesSettings) {
    if homeTimeZone == nil { homeTimeZone = settings.homeTimeZone }
    if !unitsGiven, let units = settings.units { self.units = units }
    settingsCorrections = settings.activityCorrections
    privacyZones = settings.privacyZones + privacyZones
    gearSettings = settings.gear
    goals = settings.goals
  }

  /// `--privacy-zone`'s `LAT,LON,RADIUS` (decimal notation, degrees and metres; spaces around
  /// the commas allowed) → a zone (``WorkoutModel/PrivacyZone/problem`` must hold none).
  /// - Throws: ``CLIError`` `usage` for anything else.
  static func privacyZone(_ text: String) throws(CLIError) -> PrivacyZone {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let numbers = parts.compactMap { DecimalText.number($0) }
    guard parts.count == 3, numbers.count == 3 else {
      throw CLIError(
        .usage,
        "--privacy-zone needs LAT,LON,RADIUS (degrees, degrees, metres), e.g. "
          + "--privacy-zone 52.5163,13.3777,400, not '\(text)'")
    }
    let zone = PrivacyZone(latitude: numbers[0], longitude: numbers[1], radiusMeters: numbers[2])
    if let problem = zone.problem { throw CLIError(.usage, "--privacy-zone: \(problem)") }
    return zone
  }
}
