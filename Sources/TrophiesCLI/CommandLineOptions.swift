import Achievements
import Foundation
import TrophiesKit
import TrophyReports
import WorkoutImport
import WorkoutModel

/// The parsed command line (`docs/CONTRACT.md`; README "Command reference"). Options may come before or after paths;
/// `--` ends options. Values are given as `--name value` or `--name=value`. Which command takes
/// which option is ``CommandLineOption/table``'s to say.
public struct CommandLineOptions: Sendable, Hashable {
  /// The subcommands.
  public enum Command: String, Sendable, Hashable, CaseIterable {
    /// Write the trophy cabinet (Markdown and HTML).
    case report
    /// One JSON object (or a human summary) per input file.
    case inspect
    /// The achievement statuses.
    case achievements
    /// Store the workouts in the workout library.
    case `import`

    /// Whether the command can read the workout library instead of paths.
    var readsLibrary: Bool { self == .report || self == .achievements }
  }

  /// Report formats.
  public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// `trophies.md`, GitHub-flavoured Markdown.
    case markdown
    /// `index.html`, one self-contained page.
    case html
  }

  /// The subcommand.
  public var command: Command
  /// Input files and folders, in order.
  public var paths: [String] = []
  /// `--json`: machine-readable output.
  public var json = false
  /// `--out DIR` for `report` (default `Reports`).
  public var outputDirectory = "Reports"
  /// `--format markdown,html` for `report` (default both).
  public var formats: [ReportFormat] = [.markdown, .html]
  /// `--home-timezone TZ`: the IANA zone for workouts without positions or offsets.
  public var homeTimeZone: String?
  /// `--no-routes` for `report`: no route outlines in the HTML page.
  public var showsRoutes = true
  /// `--share` for `report`: share pictures in `share/` beside the cabinet (``ShareWriter``).
  public var writesShareCards = false
  /// `--units metric|imperial` for `report` (default metric).
  public var units = UnitSystem.metric
  /// `--activity FILE=TYPE` (repeatable): the user's corrections, file → canonical type.
  public var activityCorrections: [String: ActivityType] = [:]
  /// `--activity-map FILE`: a file of `FILE=TYPE` lines (`#` starts a comment), read by the
  /// session; `--activity` wins over it.
  public var activityMapPath: String?
  /// `--min-duration SECONDS` and `--min-distance METRES`: the shortest counted workout.
  public var minimum = MinimumWorkout.standard
  /// Largest `--min-duration` (seconds, about 31.7 years) or `--min-distance` (metres, a
  /// million km) accepted: 10^9; beyond it no workout could count, and the figure is a typo
  /// (issue 17: `--min-duration 1e19` trapped). A larger value is a usage error (exit 2).
  public static let minimumLimit = 1e9
  /// `--library FILE`: the workout library (default: see `WorkoutLibrary.defaultPath`).
  public var libraryPath: String?
  /// `--quiet`: no "Achievement unlocked" lines and no progress bar.
  public var quiet = false
  /// `--verbose`: every skipped or failed file listed, not three examples per reason.
  public var verbose = false
  /// `--settings FILE`: the settings file (default ``TrophiesKit/TrophiesSettings/defaultPath(environment:)``).
  public var settingsPath: String?
  /// `--privacy-zone LAT,LON,RADIUS` (repeatable), then the settings file's zones once
  /// ``applySettings(_:)`` has run.
  public var privacyZones: [PrivacyZone] = []
  /// The settings file's `activity_corrections` (``applySettings(_:)``), under
  /// `--activity-map` and `--activity`.
  public var settingsCorrections: [String: ActivityType] = [:]
  /// The settings file's `gear`: retire-at distances per gear name (``applySettings(_:)``).
  public var gearSettings: [String: GearSetting] = [:]
  /// The settings file's `goals` (``applySettings(_:)``), for `report` and `achievements`.
  public var goals: [Goal] = []
  /// Whether `--units` was given (the settings file's `units` is used otherwise).
  var unitsGiven = false
  /// The line to print on standard error when the default settings file could not be reached
  /// (``TrophiesKit/TrophiesSettings/unreadableDefault``), set by ``applySettings(environment:)``.
  var settingsWarning: String?

  /// Whether the workout library is used: `import`, or `report`/`achievements` without paths.
  public var usesLibrary: Bool { command == .import || (command.readsLibrary && paths.isEmpty) }

  /// Creates options for a command.
  public init(command: Command) { self.command = command }

  /// Parses `arguments` that follow the command name.
  /// - Throws: ``CLIError`` with code `usage` for unknown options, missing values, bad formats.
  public static func parse(command: Command, _ arguments: [String]) throws(CLIError)
    -> CommandLineOptions
  {
    var options = CommandLineOptions(command: command)
    var index = 0
    var optionsEnded = false
    func value(for name: String, inline: String?) throws(CLIError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw CLIError(.usage, "\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        guard !argument.isEmpty else {
          throw CLIError(
            .usage,
            "an empty path was given (an unset variable?); name a file or folder")
        }
        options.paths.append(argument)
        index += 1
        continue
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if name == "--" {
        optionsEnded = true
        index += 1
        continue
      }
      guard let option = CommandLineOption.option(name, for: command) else {
        throw CLIError(
          .usage,
          "unknown option '\(argument)' for '\(command.rawValue)'; see 'trophies \(command.rawValue) --help'"
        )
      }
      guard option.value != nil || inline == nil else {
        throw CLIError(.usage, "\(name) takes no value")
      }
      switch option.key {
      case .json:
        options.json = true
      case .out:
        options.outputDirectory = try path(try value(for: name, inline: inline), for: name)
      case .format:
        options.formats = try formats(try value(for: name, inline: inline))
      case .noRoutes:
        options.showsRoutes = false
      case .share:
        options.writesShareCards = true
      case .units:
        let text = try value(for: name, inline: inline)
        guard let units = UnitSystem(rawValue: text.lowercased()) else {
          throw CLIError(.usage, "unknown units '\(text)'; use metric or imperial")
        }
        options.units = units
        options.unitsGiven = true
      case .library:
        options.libraryPath = try path(try value(for: name, inline: inline), for: name)
      case .quiet:
        options.quiet = true
      case .verbose:
        options.verbose = true
      case .homeTimeZone:
        options.homeTimeZone = try value(for: name, inline: inline)
      case .activity:
        let (file, type) = try parseCorrection(try value(for: name, inline: inline))
        options.activityCorrections[file] = type
      case .activityMap:
        options.activityMapPath = try path(try value(for: name, inline: inline), for: name)
      case .minDuration:
        options.minimum.minimumSeconds = try minimum(try value(for: name, inline: inline), name)
      case .minDistance:
        options.minimum.minimumMeters = try minimum(try value(for: name, inline: inline), name)
      case .settings:
        options.settingsPath = try path(try value(for: name, inline: inline), for: name)
      case .privacyZone:
        options.privacyZones.append(try privacyZone(try value(for: name, inline: inline)))
      }
      index += 1
    }
    if command.readsLibrary, !options.paths.isEmpty, options.libraryPath != nil {
      throw CLIError(
        .usage,
        "--library reads the workout library; name no files with it (or leave it out to read "
          + "the files)")
    }
    guard !options.paths.isEmpty || command.readsLibrary else {
      throw CLIError(
        .usage,
        "no input given; name files or folders, e.g. 'trophies \(command.rawValue) SampleData'")
    }
    return options
  }

  /// `--format`'s list, `markdown,html` (`md` for `markdown`; repeats dropped) → formats in order.
  /// - Throws: ``CLIError`` `usage` for an unknown or empty list.
  static func formats(_ text: String) throws(CLIError) -> [ReportFormat] {
    var formats: [ReportFormat] = []
    for part in text.split(separator: ",") {
      let word = part.trimmingCharacters(in: .whitespaces).lowercased()
      let alias = word == "md" ? "markdown" : word
      guard let format = ReportFormat(rawValue: alias) else {
        throw CLIError(
          .usage, "unknown format '\(word)'; use markdown, html or both (markdown,html)")
      }
      if !formats.contains(format) { formats.append(format) }
    }
    guard !formats.isEmpty else {
      throw CLIError(.usage, "--format needs markdown, html or both")
    }
    return formats
  }

  /// `--min-duration`/`--min-distance` text → its number (decimal notation, 0 … ``minimumLimit``).
  /// - Throws: ``CLIError`` `usage` for anything else.
  static func minimum(_ text: String, _ name: String) throws(CLIError) -> Double {
    guard let number = DecimalText.number(text), number.isFinite, number >= 0,
      number <= Self.minimumLimit
    else {
      throw CLIError(.usage, "\(name) needs a number from 0 to 1000000000 (1e9), not '\(text)'")
    }
    return number
  }

  /// `value` of the path option `name`, refused when empty: an unset variable in a script
  /// (`--library "$LIB"`) must not fall back to something else (issue 17: `--library ""` made
  /// SQLite import into a temporary database that was thrown away, and the run exited 0).
  /// - Throws: ``CLIError`` `usage` for the empty path.
  static func path(_ value: String, for name: String) throws(CLIError) -> String {
    guard value.isEmpty else { return value }
    throw CLIError(.usage, "\(name) needs a path, not an empty one (an unset variable?)")
  }

  /// `FILE=TYPE` → (file, canonical type); the type may be any vendor spelling the reader knows
  /// (`run`, `Biking`, `VirtualRide`) or a canonical name (`cross_country_skiing`).
  /// - Throws: ``CLIError`` `usage` when there is no `=`, nothing before or after it, or the
  ///   type is unknown.
  public static func parseCorrection(_ text: String) throws(CLIError) -> (String, ActivityType) {
    guard let equals = text.lastIndex(of: "=") else {
      throw CLIError(.usage, "--activity needs FILE=TYPE, e.g. --activity 'Move.gpx=running'")
    }
    let file = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
    let word = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
    // Break-it M2: an empty side was called an unknown activity type (`=running`).
    guard !file.isEmpty, !word.isEmpty else {
      throw CLIError(
        .usage,
        "'\(TerminalText.safe(text))' names no \(file.isEmpty ? "file before" : "activity type after")"
          + " '='; use FILE=TYPE, e.g. 'Move.gpx=running'")
    }
    guard let type = TrophiesSettings.activityType(named: word) else {
      throw CLIError(
        .usage,
        "unknown activity type '\(word)' in --activity; use running, cycling, walking, hiking, "
          + "swimming, … (docs/CONTRACT.md, \"Activity vocabulary\")")
    }
    return (file, type)
  }
}
