import Foundation

/// Switches a developer sets in the environment of `make test` / `swift test` (README,
/// "Development").
public enum TestSwitches {
  /// `TROPHIES_QUICK_TESTS=1`: leave out the long checks (the generated number-parsing
  /// comparisons against `strtod` and the headless-browser check of the cabinet). They are
  /// reported as skipped, so in CI (`CI=true`, where `make test` fails on any skip) the switch
  /// cannot hide them.
  public static let quick = ProcessInfo.processInfo.environment["TROPHIES_QUICK_TESTS"] == "1"
}
