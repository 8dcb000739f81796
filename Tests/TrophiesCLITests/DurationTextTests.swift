import Testing

@testable import TrophiesCLI

/// `inspect`'s duration text for every size of figure (issue 17: `Int(x.rounded())` traps
/// beyond 2^63).
@Suite("inspect duration text")
struct DurationTextTests {
  /// Hand-written: 125 s = 2 min 5 s; 3,720 s = 1 h 2 min; 10^19 s, infinity, NaN and −1 have
  /// no duration to print.
  @Test(
    "durations print as h/m/s, absurd ones as a dash",
    arguments: [
      (125.0, "2m05s"), (3720.0, "1h02m"), (1e19, "–"), (Double.infinity, "–"),
      (Double.nan, "–"), (-1.0, "–"),
    ] as [(Double, String)])
  func text(seconds: Double, expected: String) {
    #expect(InspectCommand.durationText(seconds) == expected)
  }
}
