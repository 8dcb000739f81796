/// Help texts of the `trophies` command line.
enum HelpText {
  static let version = "trophies 0.1.0"

  static let main = """
    trophies — turn your GPX and TCX workout files into a trophy cabinet.

    USAGE
      trophies import PATH... [--library FILE] [--quiet] [--verbose] [OPTIONS]
      trophies report [PATH...] [--out DIR] [--format markdown,html] [--units metric|imperial]
                              [--no-routes] [--library FILE] [OPTIONS]
      trophies inspect PATH... [--json] [OPTIONS]
      trophies achievements [PATH...] [--json] [--library FILE] [OPTIONS]
      trophies help [COMMAND] | --help | --version

    PATH is a .gpx or .tcx file or a folder (read recursively); -- ends the options.

    COMMANDS
      import        Store the workouts in the workout library (SQLite); files already stored and
                    unchanged are not opened again.
      report        Write trophies.md and index.html (default: ./Reports) from the files named,
                    or from the workout library when no PATH is given.
      inspect       Show what was read from each file; --json prints one JSON object per file.
      achievements  Show every achievement, earned or not (from the library without PATH);
                    --json prints one JSON array.

    THE WORKOUT LIBRARY
      --library FILE   default $XDG_DATA_HOME/trophies/library.sqlite, else
                       ~/.local/share/trophies/library.sqlite (folders created)
      --quiet, -q      no progress bar and no "Achievement unlocked" lines
      --verbose, -v    list every skipped or failed file, not three per reason

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
      0 all inputs imported (or already in the library)   3 output written, some inputs skipped
      2 usage error           1 nothing could be done

    ENVIRONMENT
      TZ                 default home time zone
      XDG_DATA_HOME      where the workout library lives (else HOME/.local/share)
      SOURCE_DATE_EPOCH  fixed generation time, for byte-identical reports
      NO_COLOR           honoured (no colour is used)

    """

  static func command(_ command: CommandLineOptions.Command) -> String {
    switch command {
    case .import:
      return """
        USAGE: trophies import PATH... [--library FILE] [--quiet] [--verbose] [--home-timezone TZ]

        Stores every workout under PATH in the workout library (SQLite), without trackpoints.
        A file whose path, size and modification time are stored is not opened again; a file
        whose content is stored (the same file under another name) is not stored again; a
        recording already in the library from another file or app (start within 2 s, duration
        within 60 s) is a duplicate and counted once. Prints one summary: new workouts, files
        already in the library, duplicates, skipped and failed files by reason with three
        examples each; and "Achievement unlocked: NAME" on standard error the first time an
        achievement is earned in this library.

        OPTIONS
          --library FILE         the library (default $XDG_DATA_HOME/trophies/library.sqlite, else
                                 ~/.local/share/trophies/library.sqlite; folders created)
          -q, --quiet            no progress bar, no "Achievement unlocked" lines
          -v, --verbose          list every skipped, failed or duplicate file
          --home-timezone TZ     IANA zone for workouts without position or offset
          --activity FILE=TYPE, --activity-map FILE   activity corrections, as for report

        EXIT STATUS: 0 every input imported or already stored, 3 some skipped or failed,
        1 nothing imported or the library cannot be opened, 2 usage error.

        """
    case .report:
      return """
        USAGE: trophies report [PATH...] [--out DIR] [--format markdown,html] [--home-timezone TZ]
                              [--units metric|imperial] [--no-routes] [--library FILE] [--quiet]

        Imports every workout under PATH, or reads the workout library when no PATH is given
        (its app-usage achievements included), and writes the trophy cabinet:
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
        USAGE: trophies achievements [PATH...] [--json] [--home-timezone TZ] [--library FILE]

        Evaluates the achievement catalog over the workouts under PATH, or over the workout
        library when no PATH is given (its app-usage achievements first), in each workout's
        local time. With --json, one JSON array in catalog order.

        """
    }
  }
}
