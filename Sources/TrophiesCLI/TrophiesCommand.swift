import Foundation
import WorkoutImport

/// Entry point of the `trophies` command line (`docs/CONTRACT.md`, "Exit codes").
///
/// Exit codes: 0 all inputs imported; 3 outputs written but some inputs were skipped with errors;
/// 2 usage error; 1 nothing could be done. Results go to standard output or files, errors and
/// progress to standard error.
public enum TrophiesCommand {
  /// Runs with `arguments` (without the program name) against the real process environment,
  /// standard output and standard error, and returns the exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    var console = Console.standard
    return run(arguments, environment: ProcessInfo.processInfo.environment, console: &console)
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
      console.error("trophies: unknown command '\(first)'; see 'trophies --help'\n")
      return 2
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.output(HelpText.command(command))
      return 0
    }
    do {
      let options = try CommandLineOptions.parse(command: command, rest)
      let session = try ImportSession.run(
        options: options, environment: environment, console: &console)
      switch command {
      case .inspect:
        return InspectCommand.run(session: session, options: options, console: &console)
      case .achievements:
        return try AchievementsCommand.run(session: session, options: options, console: &console)
      case .report:
        return try ReportCommand.run(
          session: session, options: options, environment: environment, console: &console)
      }
    } catch {
      console.error(error.description + "\n")
      return error.exitCode
    }
  }
}
