/// Help texts of the `trophies` command line. The prose is written here once; every option line
/// and usage line is made from ``CommandLineOption/table``, and the manual page (``ManPage``)
/// reads the same prose.
enum HelpText {
  static let version = "trophies 0.1.0"

  /// What the program does, one sentence.
  static let purpose =
    "turn your workout files (FIT, GPX and TCX, archives, and Strava, Garmin and Apple Health "
    + "account exports) into a trophy cabinet"

  /// What `PATH` may name.
  static let paths =
    "PATH is a .fit, .gpx or .tcx file (also gzipped), a .zip or .tar archive, an account "
    + "export or a folder (read recursively); -- ends the options."

  /// How local times and activity types are chosen.
  static let localTimes =
    "Local times come from the workout's first GPS position, else the offset written in a file, "
    + "else the home zone (--home-timezone, else the settings file's, else $TZ, else the system "
    + "zone). Activity types come "
    + "from the file, else words in its name, else the app that wrote it, else a clear speed, "
    + "cadence and power profile; a correction wins."

  /// Exit codes, code → meaning.
  static let exitStatus: [(String, String)] = [
    ("0", "every input imported (import: or already in the library)"),
    ("3", "output written, some inputs skipped or failed"),
    ("2", "usage error or a bad settings file; nothing is read or written"),
    ("1", "nothing could be done (no workouts, the library cannot be opened or is empty)"),
  ]

  /// Environment variables, name → meaning.
  static let environment: [(String, String)] = [
    ("TZ", "default home time zone"),
    ("XDG_DATA_HOME", "where the workout library lives (else HOME/.local/share)"),
    ("XDG_CONFIG_HOME", "where the settings file lives (else HOME/.config)"),
    ("SOURCE_DATE_EPOCH", "fixed generation time, for byte-identical reports"),
    ("NO_COLOR", "honoured (no colour is used)"),
  ]

  /// The commands that are not ``CommandLineOptions/Command``s, usage → what they do.
  static let otherCommands: [(usage: String, name: String, summary: String)] = [
    (
      "trophies help [COMMAND] | help --man | --help, -h | --version, -V", "help",
      "print this help; help COMMAND is COMMAND --help; help --man prints the manual page (troff)"
    ),
    (
      "trophies completions bash|zsh|fish", "completions",
      "print a completion script for bash, zsh or fish; e.g. source <(trophies completions bash)"
    ),
  ]

  /// One line on `command` for the main help's command list.
  static func summary(_ command: CommandLineOptions.Command) -> String {
    switch command {
    case .import:
      "store the workouts in the workout library (SQLite); files already stored and unchanged "
        + "are not opened again"
    case .report:
      "write trophies.md and index.html (default: ./Reports) from the files named, or from the "
        + "workout library when no PATH is given"
    case .inspect:
      "show what was read from each file; --json prints one JSON object per file"
    case .achievements:
      "show every achievement, earned or not (from the library without PATH); --json prints "
        + "one JSON array"
    }
  }

  /// What `command` does, the paragraphs of its `--help` between usage and options.
  static func description(_ command: CommandLineOptions.Command) -> [String] {
    switch command {
    case .import:
      [
        "Stores every workout under PATH in the workout library (SQLite), without trackpoints. "
          + "A file whose path, size and modification time are stored is not opened again; a "
          + "file whose content is stored (the same file under another name) is not stored "
          + "again; a recording already in the library from another file or app (start within "
          + "2 s, duration within 60 s) is a duplicate and counted once. Prints one summary: new "
          + "workouts, files already in the library, duplicates, skipped and failed files by "
          + "reason with three examples each; and \"Achievement unlocked: NAME\" on standard "
          + "error the first time an achievement is earned in this library."
      ]
    case .report:
      [
        "Imports every workout under PATH, or reads the workout library when no PATH is given "
          + "(its app-usage achievements included), and writes the trophy cabinet: "
          + "DIR/trophies.md (GitHub-flavoured Markdown) and DIR/index.html (one self-contained "
          + "HTML page, no network); when some workout has explorer tiles, also "
          + "DIR/tiles-to-explore.gpx and DIR/tiles-to-explore.geojson (the tiles that would grow "
          + "the max square and the cluster). From the library, the cabinet starts with what "
          + "is new since the last report from it (awards earned, tiers gained, records "
          + "beaten), which the library remembers."
      ]
    case .inspect:
      [
        "Shows what was read from each file: workouts, their local times and zone source, "
          + "metrics, warnings, or why the file was skipped. With --json, one JSON object per "
          + "file (JSON Lines), keys as documented in docs/CONTRACT.md."
      ]
    case .achievements:
      [
        "Evaluates the achievement catalog over the workouts under PATH, or over the workout "
          + "library when no PATH is given (its app-usage achievements first), in each "
          + "workout's local time. With --json, one JSON array in catalog order."
      ]
    }
  }

  /// `trophies report [PATH...] [--out DIR] … [OPTIONS]`: the command's own options spelled
  /// out, the shared ones as `[OPTIONS]`.
  static func usage(_ command: CommandLineOptions.Command) -> String {
    let paths = command.readsLibrary ? "[PATH...]" : "PATH..."
    let own = CommandLineOption.options(for: command).filter { $0.group == .command }
    let words = own.map { "[\($0.name)\($0.value.map { " \($0)" } ?? "")]" }
    return (["trophies", command.rawValue, paths] + words + ["[OPTIONS]"]).joined(separator: " ")
  }

  static var main: String {
    var text = wrap("trophies — \(purpose).", indent: 0) + "\n\nUSAGE\n"
    for command in CommandLineOptions.Command.allCases {
      text += "  " + usage(command) + "\n"
    }
    for other in otherCommands { text += "  \(other.usage)\n" }
    text += "\n" + wrap(paths, indent: 0) + "\n\nCOMMANDS\n"
    let commands =
      CommandLineOptions.Command.allCases.map { ($0.rawValue, summary($0)) }
      + otherCommands.map { ($0.name, $0.summary) }
    text += columns(commands, width: 14)
    text += "\nCOMMAND OPTIONS\n"
    text += columns(
      CommandLineOption.table.filter { $0.group == .command }.map { option in
        let commands = CommandLineOptions.Command.allCases.filter { option.commands.contains($0) }
        let names = commands.map(\.rawValue).joined(separator: ", ")
        return (option.signature, "\(names): \(option.summary)")
      }, width: 24)
    text += "\nTHE WORKOUT LIBRARY (import; report and achievements without PATH)\n"
    text += optionLines(CommandLineOption.table.filter { $0.group == .library })
    text += "\nOPTIONS (all commands)\n"
    text += optionLines(CommandLineOption.table.filter { $0.group == .all })
    text += "\n"
    text += wrap(localTimes, indent: 0) + "\n\nEXIT STATUS\n" + columns(exitStatus, width: 4)
    text += "\nENVIRONMENT\n" + columns(environment, width: 19) + "\n"
    return text
  }

  static func command(_ command: CommandLineOptions.Command) -> String {
    var text = "USAGE: " + usage(command) + "\n\n"
    for paragraph in description(command) { text += wrap(paragraph, indent: 0) + "\n\n" }
    text += "OPTIONS\n" + optionLines(CommandLineOption.options(for: command)) + "\n"
    text += "EXIT STATUS\n" + columns(exitStatus, width: 4) + "\n"
    return text
  }

  /// Each option's signature in a 24-column left column, its summary wrapped beside it.
  static func optionLines(_ options: [CommandLineOption]) -> String {
    columns(options.map { ($0.signature, $0.summary) }, width: 24)
  }

  /// `(left, right)` rows: `left` indented by two, padded to `width`, `right` wrapped beside
  /// it (on the next line when `left` is wider).
  static func columns(_ rows: [(String, String)], width: Int) -> String {
    var text = ""
    for (left, right) in rows {
      let indent = 2 + width
      let head = "  " + left
      let body = wrap(right, indent: indent)
      if head.count < indent {
        let pad = String(repeating: " ", count: indent - head.count)
        text += head + pad + body.dropFirst(indent) + "\n"
      } else {
        text += head + "\n" + body + "\n"
      }
    }
    return text
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
  /// alone), each indented by `indent` spaces.
  static func wrap(_ text: String, indent: Int, width: Int = 98) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, margin.count + line.count + 1 + word.count > width {
        lines.append(margin + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(margin + line)
    return lines.joined(separator: "\n")
  }
}
