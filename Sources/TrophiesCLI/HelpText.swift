/// Help texts of the `trophies` command line.
enum HelpText {
  static let version = "trophies 0.1.0"

  static let main = """
    trophies — turn your GPX and TCX workout files into a trophy cabinet.

    USAGE
      trophies report PATH... [--out DIR] [--format markdown,html] [--units metric|imperial]
                              [--no-routes] [OPTIONS]
      trophies inspect PATH... [--json] [OPTIONS]
      trophies achievements PATH... [--json] [OPTIONS]
      trophies help [COMMAND] | --help | --version

    PATH is a .gpx or .tcx file or a folder (read recursively); -- ends the options.

    COMMANDS
      report        Import the files and write trophies.md and index.html (default: ./Reports).
      inspect       Show what was read from each file; --json prints one JSON object per file.
      achievements  Show every achievement, earned or not; --json prints one JSON array.

    OPTIONS (all commands)
      --home-timezone TZ     IANA zone for workouts without position or offset, e.g. Europe/Berlin
      --activity FILE=TYPE   correct a file's activity type (repeatable), e.g.
                             --activity 'Move.gpx=running'; FILE is a path, its end or a file name
      --activity-map FILE    a file of FILE=TYPE lines (# starts a comment); --activity wins
      --min-duration SECONDS shortest counted workout (default 120)
      --min-distance METRES  shortest counted distance (default 200); shorter workouts and
                             trips by car, bus, train, boat or plane are listed, not counted

    Local times come from the workout's first GPS position, else the offset written in a file,
    else the home zone (--home-timezone, else $TZ, else the system zone). Activity types come
    from the file, else words in its name, else the app that wrote it, else a clear speed,
    cadence and power profile; a correction wins.

    EXIT STATUS
      0 all inputs imported   3 output written, some inputs skipped
      2 usage error           1 nothing could be done

    ENVIRONMENT
      TZ                 default home time zone
      SOURCE_DATE_EPOCH  fixed generation time, for byte-identical reports
      NO_COLOR           honoured (no colour is used)

    """

  static func command(_ command: CommandLineOptions.Command) -> String {
    switch command {
    case .report:
      return """
        USAGE: trophies report PATH... [--out DIR] [--format markdown,html] [--home-timezone TZ]
                              [--units metric|imperial] [--no-routes]

        Imports every workout under PATH and writes the trophy cabinet:
          DIR/trophies.md   GitHub-flavoured Markdown
          DIR/index.html    one self-contained HTML page (no network)

        OPTIONS
          -o, --out DIR          output folder (default: Reports; created if missing)
          --format LIST          markdown, html or markdown,html (default: both)
          --home-timezone TZ     IANA zone for workouts without position or offset, e.g. Europe/Berlin
          --units SYSTEM         metric (km, min/km, km/h, m) or imperial (mi, min/mi, mph, ft)
                                 for distances, paces and speeds (default: metric)
          --no-routes            leave out the route outlines (records and recent badges show a
                                 small outline of their route, its first and last 200 m cut off)
          --activity FILE=TYPE   correct a file's activity type (repeatable)
          --activity-map FILE    a file of FILE=TYPE lines
          --min-duration S, --min-distance M   shortest counted workout (default 120 s, 200 m)

        """
    case .inspect:
      return """
        USAGE: trophies inspect PATH... [--json] [--home-timezone TZ]

        Shows what was read from each file: workouts, their local times and zone source, metrics,
        warnings, or why the file was skipped. With --json, one JSON object per file (JSON Lines),
        keys as documented in docs/CONTRACT.md.

        """
    case .achievements:
      return """
        USAGE: trophies achievements PATH... [--json] [--home-timezone TZ]

        Evaluates the achievement catalog over the workouts under PATH, in each workout's local
        time. With --json, one JSON array in catalog order.

        """
    }
  }
}
