extension CommandLineOption {
  private typealias Command = CommandLineOptions.Command

  /// Every option of every command, in the order the help and the manual list them. A new
  /// option is a row here plus a case in ``CommandLineOptions/parse(command:_:)``; the help, the
  /// manual page and the completions follow (a test fails when `docs/trophies.1` is stale).
  static let table: [CommandLineOption] = [
    CommandLineOption(
      key: .out, name: "--out", short: "-o", value: "DIR", valueKind: .folder,
      commands: [.report], group: .command,
      summary: "output folder (default: Reports; created if missing)"),
    CommandLineOption(
      key: .format, name: "--format", short: nil, value: "LIST",
      valueKind: .choices(["markdown", "html", "markdown,html"]), commands: [.report],
      group: .command, summary: "markdown, html or markdown,html (default: both)"),
    CommandLineOption(
      key: .units, name: "--units", short: nil, value: "SYSTEM",
      valueKind: .choices(["metric", "imperial"]), commands: [.report], group: .command,
      summary:
        "units of distances, paces and speeds (default: the settings file's units, else "
        + "metric): metric (km, min/km, km/h, m) or imperial (mi, min/mi, mph, ft)"),
    CommandLineOption(
      key: .noRoutes, name: "--no-routes", short: nil, value: nil, valueKind: .text,
      commands: [.report], group: .command,
      summary:
        "leave out the route outlines (records and recent badges show a small outline of their "
        + "route, its first and last 200 m cut off) and the map of every route"),
    CommandLineOption(
      key: .privacyZone, name: "--privacy-zone", short: nil, value: "LAT,LON,RADIUS",
      valueKind: .text, commands: [.report], group: .command,
      summary:
        "hide route outlines and the map's routes near a place for this run (repeatable), "
        + "e.g. --privacy-zone 52.5163,13.3777,400: latitude and longitude in degrees, radius in metres; each "
        + "outline is cut 1.125 to 2.5 radii from the centre, by a circle of its own; added to "
        + "the settings file's zones"),
    CommandLineOption(
      key: .share, name: "--share", short: nil, value: nil, valueKind: .text,
      commands: [.report], group: .command,
      summary:
        "also write share pictures into DIR/share: each earned badge, record and year as an SVG "
        + "card in 1:1, 4:5 and 9:16 (e.g. share/streak.days.7-4x5.svg), and PNGs beside them "
        + "when rsvg-convert (Debian: librsvg2-bin) is installed"),
    CommandLineOption(
      key: .json, name: "--json", short: nil, value: nil, valueKind: .text,
      commands: [.inspect, .achievements], group: .command,
      summary:
        "machine-readable output: inspect prints one JSON object per file (JSON Lines), "
        + "achievements one JSON array in catalog order (docs/CONTRACT.md)"),
    CommandLineOption(
      key: .library, name: "--library", short: nil, value: "FILE", valueKind: .file,
      commands: [.import, .report, .achievements], group: .library,
      summary:
        "the workout library (default $XDG_DATA_HOME/trophies/library.sqlite, else "
        + "~/.local/share/trophies/library.sqlite; folders created)"),
    CommandLineOption(
      key: .quiet, name: "--quiet", short: "-q", value: nil, valueKind: .text,
      commands: [.import, .report, .achievements], group: .library,
      summary: "no progress bar and no \"Achievement unlocked\" lines"),
    CommandLineOption(
      key: .verbose, name: "--verbose", short: "-v", value: nil, valueKind: .text,
      commands: [.import, .report, .achievements], group: .library,
      summary: "list every skipped, failed or duplicate file, not three per reason"),
    CommandLineOption(
      key: .homeTimeZone, name: "--home-timezone", short: nil, value: "TZ", valueKind: .text,
      commands: Set(Command.allCases), group: .all,
      summary:
        "IANA zone for workouts without position or offset, e.g. Europe/Berlin (default: the "
        + "settings file's home_timezone, else $TZ, else the system zone)"),
    CommandLineOption(
      key: .activity, name: "--activity", short: nil, value: "FILE=TYPE", valueKind: .text,
      commands: Set(Command.allCases), group: .all,
      summary:
        "correct a file's activity type (repeatable), e.g. --activity 'Move.gpx=running'; FILE "
        + "is a path, its end or a file name"),
    CommandLineOption(
      key: .activityMap, name: "--activity-map", short: nil, value: "FILE", valueKind: .file,
      commands: Set(Command.allCases), group: .all,
      summary: "a file of FILE=TYPE lines (# starts a comment); --activity wins over it"),
    CommandLineOption(
      key: .settings, name: "--settings", short: nil, value: "FILE", valueKind: .file,
      commands: Set(Command.allCases), group: .all,
      summary:
        "the settings file (default $XDG_CONFIG_HOME/trophies/settings.json, else "
        + "~/.config/trophies/settings.json; none is fine): home zone, units, activity "
        + "corrections, privacy zones, gear retire-at distances, goals; options given win over it"),
    CommandLineOption(
      key: .minDuration, name: "--min-duration", short: nil, value: "SECONDS",
      valueKind: .text, commands: Set(Command.allCases), group: .all,
      summary: "shortest counted workout (default 120; decimal notation, 0 to 1e9)"),
    CommandLineOption(
      key: .minDistance, name: "--min-distance", short: nil, value: "METRES",
      valueKind: .text, commands: Set(Command.allCases), group: .all,
      summary:
        "shortest counted distance (default 200; decimal notation, 0 to 1e9); shorter "
        + "workouts and trips by car, bus, train, boat or plane are listed, not counted"),
  ]
}
