import Achievements
import Foundation
import TrophyReports
import WorkoutModel

/// The choices a user would otherwise repeat on every run, kept in one file: the home zone,
/// activity corrections, units, privacy zones, gear and goals (README "Settings file";
/// `docs/CONTRACT.md`, "Settings file"). Command-line options win over it for one run.
///
/// The file is `$XDG_CONFIG_HOME/trophies/settings.json`, else
/// `$HOME/.config/trophies/settings.json` (XDG Base Directory Specification 0.8:
/// ``defaultPath(environment:)``), or the one named with `--settings`. It is JSON (RFC 8259),
/// one object:
///
/// ```json
/// {
///   "home_timezone": "Europe/Berlin",
///   "units": "metric",
///   "activity_corrections": {"suunto/Move.gpx": "running"},
///   "privacy_zones": [{"name": "home", "latitude": 52.5163, "longitude": 13.3777, "radius_m": 400}],
///   "gear": {"Nike Pegasus 41": {"retire_at_km": 800}}
/// }
/// ```
///
/// Every key is optional; an empty file holds no settings. ``parse(_:file:)`` gives the rules.
public struct TrophiesSettings: Sendable, Hashable {
  /// The file read, as named or found; `nil` when no file was read.
  public var file: String?
  /// `home_timezone`: the IANA home zone (a zone Foundation knows), as `--home-timezone`.
  public var homeTimeZone: String?
  /// `units`: the report's units, as `--units`.
  public var units: UnitSystem?
  /// `activity_corrections`: file → activity type, as `--activity FILE=TYPE` (a key matches a
  /// file's path, a trailing part of it after a `/`, or its name).
  public var activityCorrections: [String: ActivityType]
  /// `privacy_zones`: places no drawing shows, in the file's order (``WorkoutModel/PrivacyZones``).
  public var privacyZones: [PrivacyZone]
  /// `gear`: per gear name, its retire-at distance and whether it is retired.
  public var gear: [String: GearSetting] = [:]
  /// `goals`: targets per local year or month, in the file's order (``goals(_:file:)``).
  public var goals: [Goal] = []
  /// Why the default file (no `--settings`) was passed over though it may exist: its path
  /// cannot be reached (``SettingsError/unreachable``: permission denied, e.g. a `HOME` the user
  /// cannot search; a `HOME` that is a file, `/dev/null`), so the run has no settings and the
  /// command warns with this text (break-it M1, pass 7 B6); `nil` otherwise.
  public var unreadableDefault: SettingsError?

  /// Settings with the values given; the default holds none.
  public init(
    file: String? = nil, homeTimeZone: String? = nil, units: UnitSystem? = nil,
    activityCorrections: [String: ActivityType] = [:], privacyZones: [PrivacyZone] = []
  ) {
    self.file = file
    self.homeTimeZone = homeTimeZone
    self.units = units
    self.activityCorrections = activityCorrections
    self.privacyZones = privacyZones
  }

  /// The file's name in its folder.
  public static let fileName = "settings.json"
  /// Largest settings file read, in bytes (1 MiB: thousands of corrections and zones); a larger
  /// one is refused.
  public static let maximumBytes = 1 << 20

  /// `$XDG_CONFIG_HOME/trophies/settings.json`, else `$HOME/.config/trophies/settings.json`;
  /// `nil` when neither variable is set to an absolute path (a relative `XDG_CONFIG_HOME` is
  /// ignored, as the specification says).
  public static func defaultPath(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/trophies/" + fileName
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.config/trophies/" + fileName
    }
    return nil
  }

  /// The settings of the file `path` (`--settings FILE`), else of the file at
  /// ``defaultPath(environment:)``: no settings when that file does not exist (nor a place for
  /// it), so a missing default file is no error; nor is a default file the user may not reach
  /// or read (``SettingsError/unreachable``: no settings, ``unreadableDefault`` says why).
  /// - Throws: ``SettingsError`` when the file named cannot be read (a missing `--settings` file
  ///   too), is larger than ``maximumBytes``, or breaks a rule of ``parse(_:file:)``.
  public static func load(_ path: String?, environment: [String: String])
    throws(SettingsError) -> TrophiesSettings
  {
    try load(path, environment: environment, opener: OptionFile.open)
  }

  /// ``load(_:environment:)`` opening files with `opener` (a descriptor, or -1 with `errno`
  /// set), so tests can deny permission even when run as root.
  static func load(
    _ path: String?, environment: [String: String], opener: (String) -> Int32
  ) throws(SettingsError) -> TrophiesSettings {
    guard let file = path ?? defaultPath(environment: environment) else {
      return TrophiesSettings()
    }
    let bytes: [UInt8]?
    do {
      bytes = try contents(of: file, mustExist: path != nil, opener: opener)
    } catch let error where error.unreachable && path == nil {
      var settings = TrophiesSettings()
      settings.unreadableDefault = error
      return settings
    }
    guard let bytes else { return TrophiesSettings() }
    return try parse(bytes, file: file)
  }

  /// The bytes of `file` (``OptionFile``: a regular file only, so a FIFO is refused at once),
  /// or `nil` when it does not exist and need not.
  private static func contents(
    of file: String, mustExist: Bool, opener: (String) -> Int32
  ) throws(SettingsError) -> [UInt8]? {
    do {
      return try OptionFile.read(file, maximumBytes: maximumBytes, opener: opener)
    } catch {
      switch error {
      case .system(let code):
        if code == ENOENT && !mustExist { return nil }
        var error = SettingsError(
          file: file, cause: "cannot be read (\(String(cString: strerror(code))))")
        error.unreachable = code == EACCES || code == ENOTDIR || code == ELOOP
        throw error
      case .notRegular(let what):
        throw SettingsError(file: file, cause: "is \(what), not a settings file")
      case .tooLarge:
        throw SettingsError(
          file: file, cause: "is larger than \(maximumBytes) bytes; a settings file is small")
      }
    }
  }

  /// The activity type `word` names for a correction: a canonical name
  /// (`cross_country_skiing`) or a vendor spelling the readers know (`run`, `Biking`,
  /// `VirtualRide`); `nil` for a word that names none (`other` names `other`).
  public static func activityType(named word: String) -> ActivityType? {
    let type = ActivityType(rawValue: word) ?? ActivityType.mapping(raw: word).type
    guard type != .other || word.lowercased() == "other" else { return nil }
    return type
  }
}
