import TestSupport
import Testing

@testable import WorkoutModel

/// The written-out normalized spellings and the ASCII normalizer agree with what Foundation's
/// folding makes of the vendor spellings in `ActivitySpellingTable.groups`.
@Suite("Activity spelling keys")
struct ActivitySpellingKeysTests {
  /// Expected: each group's spellings through Foundation's folding (`foldingNormalize`),
  /// duplicates dropped; on a mismatch the message is the list to paste into
  /// `ActivitySpellingTable+Keys.swift`.
  @Test("normalizedSpellings are the groups' spellings normalized by Foundation")
  func keysMatchGroups() {
    let groups = ActivitySpellingTable.groups
    #expect(ActivitySpellingTable.normalizedSpellings.count == groups.count)
    for (index, group) in groups.enumerated() {
      var seen = Set<String>()
      let expected = group.spellings.map(ActivitySpellingTable.foldingNormalize)
        .filter { seen.insert($0).inserted }
      let written =
        index < ActivitySpellingTable.normalizedSpellings.count
        ? ActivitySpellingTable.normalizedSpellings[index] : []
      #expect(
        written == expected,
        "group \(index) (\(group.type)): [\(expected.map { "\"\($0)\"" }.joined(separator: ", "))]")
    }
  }

  /// ASCII text: the byte-level normalizer equals Foundation's folding on every ASCII vendor
  /// spelling, every canonical raw value, HealthKit names, and 20,000 seeded random ASCII strings
  /// (printable and control bytes, mixed case).
  @Test("the ASCII normalizer equals Foundation's folding on ASCII text")
  func asciiMatchesFolding() {
    var texts = ActivitySpellingTable.groups.flatMap(\.spellings)
      .filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    texts += ActivityType.allCases.map(\.rawValue)
    texts += [
      "HKWorkoutActivityTypeRunning", "hkworkoutactivitytype", "HK-Workout Activity Type", "",
    ]
    var random = SeededGenerator(seed: 8)
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 24) { bytes.append(UInt8(random.next() % 128)) }
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    let differing = texts.filter {
      ActivitySpellingTable.asciiNormalize($0) != ActivitySpellingTable.foldingNormalize($0)
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }
}
