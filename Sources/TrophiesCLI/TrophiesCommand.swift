/// Entry point of the `trophies` command line (skeleton).
public enum TrophiesCommand {
  /// Runs with `arguments` (without the program name) and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 { 0 }
}
