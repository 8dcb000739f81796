import Foundation
import TrophiesKit
import WorkoutImport
import WorkoutLibrary

/// Entry point of the `trophies` command line (`docs/CONTRACT.md`, "Exit codes").
///
/// Exit codes: 0 all inputs imported; 3 outputs written but some inputs were skipped with errors;
/// 2 usage error; 1 nothing could be done. Results go to standard output or files, errors and
/// progress to standard error.
public enum TrophiesCommand {
  /// Runs with `arguments` (without the program name) against the real process environment,
  /// standard output and standard error, and returns the exit code.
  /// A write to standard output that failed (a full disk, a closed stream) is said on standard
  /// error and gives exit 1, unless the run already failed with 2 (`docs/CONTRACT.md`, "Exit
  /// codes").
  public static func run(_ arguments: [String]) -> Int32 {
    var console = Console.standard
    let code = run(arguments, environment: ProcessInfo.processInfo.environment, console: &console)
    guard let failure = console.outputFailure else { return code }
    console.error(
      "trophies: cannot write to standard output: \(String(cString: strerror(failure)))\n")
    return code == 2 ? 2 : 1
  }

  /// Runs with an explicit environment and console (tests capture output this way).
  public static func run(
    _ arguments: [String], environment: [String: String], console: inout Console
  ) -> Int32 {
    guard let first = arguments.first else {
      console.error(HelpText.main)
      return 2
    }
    switch first {
    case "help" where arguments.count == 2 && arguments[1] == "--man":
      console.output(ManPage.text)
      return 0
    case "help" where arguments.count > 2 && arguments[1] == "--man":
      let extra = TerminalText.safe(arguments[2])
      console.error("trophies: help --man takes no further argument (got '\(extra)')\n")
      return 2
    case "completions":
      // `trophies completions bash|zsh|fish`: the shell's completion script.
      guard arguments.count == 2, let shell = ShellCompletion(rawValue: arguments[1]) else {
        console.error("trophies: completions needs one shell: bash, zsh or fish\n")
        return 2
      }
      console.output(shell.script)
      return 0
    case "help"
    where arguments.count == 2 && HelpText.otherCommands.contains { $0.name == arguments[1] }:
      // `help` and `completions` are described in the main help.
      console.output(HelpText.main)
      return 0
    case "help" where arguments.count > 1:
      // `trophies help SUBCOMMAND` is `trophies SUBCOMMAND --help`.
      guard let command = CommandLineOptions.Command(rawValue: arguments[1]) else {
        console.error(unknownCommand(arguments[1]))
        return 2
      }
      console.output(HelpText.command(command))
      return 0
    case "--help", "-h", "help":
      console.output(HelpText.main)
      return 0
    case "--version", "-V":
      console.output(HelpText.version + "\n")
      return 0
    default:
      break
    }
    guard let command = CommandLineOptions.Command(rawValue: first) else {
      console.error(unknownCommand(first))
      return 2
    }
    let rest = Array(arguments.dropFirst())
    // `--` ends the options: `trophies inspect -- --help` inspects a file named `--help`.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.output(HelpText.command(command))
      return 0
    }
    do throws(CLIError) {
      var options = try CommandLineOptions.parse(command: command, rest)
      try options.applySettings(environment: environment)
      if let warning = options.settingsWarning { console.error(warning) }
      if command == .import {
        return try ImportCommand.run(options: options, environment: environment, console: &console)
      }
      var library: WorkoutLibrary?
      let session: ImportSession
      if options.usesLibrary {
        let opened = try LibraryAccess.open(options: options, environment: environment)
        library = opened
        LibraryAccess.warnCorrectionsUnread(options: options, console: &console)
        // `achievements` reads the library's workouts one at a time, keeping their facts only,
        // and rebuilds no listing of the files (1 M Apple Health workouts: 1.59 GB peak
        // rebuilding it).
        if command == .achievements {
          return try AchievementsCommand.run(
            library: opened, options: options, environment: environment, console: &console)
        }
        session = try LibraryAccess.session(opened, options: options, console: &console)
        if !session.imported { throw LibraryAccess.holdsNoWorkout(opened) }
      } else {
        session = try ImportSession.run(
          options: options, environment: environment, console: &console)
      }
      switch command {
      case .inspect, .import:
        return InspectCommand.run(session: session, options: options, console: &console)
      case .achievements:
        return try AchievementsCommand.run(
          session: session, options: options, environment: environment, console: &console)
      case .report:
        return try ReportCommand.run(
          session: session, options: options, environment: environment, console: &console,
          library: library)
      }
    } catch {
      console.error(error.description + "\n")
      if command == .report, error.code == .failure {
        finishInterruptedReport(rest, console: &console)
      }
      return error.exitCode
    }
  }

  /// A `report` run that fails (no workouts, every input bad, the library unreadable) still
  /// finishes a cabinet commit an earlier run left half done in its `--out` folder
  /// (``CabinetWriter/recover(console:)``; issue 17), so the folder never stays mixed. A usage
  /// error reads and writes nothing, so it does not come here.
  static func finishInterruptedReport(_ arguments: [String], console: inout Console) {
    guard let options = try? CommandLineOptions.parse(command: .report, arguments) else { return }
    do throws(CLIError) {
      try CabinetWriter(folder: options.outputDirectory).recover(console: &console)
    } catch {
      console.error(error.description + "\n")
    }
  }

  /// "unknown command 'X'", with the closest subcommand when one is at most two edits away
  /// (Levenshtein distance, case-insensitive): `trophies reprot` → "did you mean 'report'?".
  static func unknownCommand(_ given: String) -> String {
    var message = "trophies: unknown command '\(TerminalText.safe(given))'"
    let candidates =
      CommandLineOptions.Command.allCases.map(\.rawValue) + HelpText.otherCommands.map(\.name)
    let scored = candidates.map { ($0, editDistance($0, given.lowercased())) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 {
      message += "; did you mean '\(best.0)'?"
    }
    return message + "; see 'trophies --help'\n"
  }

  /// Levenshtein distance between `a` and `b` (insertions, deletions, substitutions of
  /// characters), by the two-row dynamic programme.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b.prefix(64))  // a long argument is no typo of a short command
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
