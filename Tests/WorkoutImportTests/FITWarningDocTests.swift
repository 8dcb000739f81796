import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// README's "FIT: what is read, warnings and errors" names the codes of the warnings the FIT
/// reader gives; they must be exactly the codes it emits (issue 17: the README named
/// `fit_invalid_position`, `fit_implausible_heart_rate` and `fit_implausible_elevation`, which
/// were never emitted), and each must be in docs/CONTRACT.md's table.
@Suite("FIT warning codes in the documents")
struct FITWarningDocTests {
  /// One warning of every ``FITWarning`` case, plus the code ``FITReader`` gives itself
  /// (sessions dated outside 1980 … tomorrow).
  static let emitted: Set<String> = {
    let warnings: [FITWarning] = [
      .crcMismatch(part: 1, stored: 0, computed: 1),
      .headerCRCMismatch(part: 1, stored: 0, computed: 1), .dataSizeUnset(part: 1),
      .shorterThanDeclared(part: 1, missing: 1), .endsUnfinished(part: 1),
      .overrunsData(part: 1, offset: 1),
      .trailingBytes(offset: 1, count: 1), .stopped(offset: 1, reason: "r", records: 1),
      .fieldSizeMismatch(count: 1), .undefinedDeveloperFields(count: 1), .relativeTime,
      .mergedRecords(count: 1), .droppedPositions(count: 1), .droppedHeartRates(count: 1),
      .droppedElevations(count: 1), .droppedValues(count: 1), .recordsOutsideSessions(count: 1),
      .implausibleLocalOffset(seconds: 1), .ignoredSummaries(count: 1),
      .clockJump(seconds: 1, records: 1),
    ]
    return Set(warnings.map(\.code.rawValue) + [ImportWarning.Code.timestampImplausible.rawValue])
  }()

  /// The text of the README's FIT "**Warnings**" item: from it to the next item or heading.
  static func readmeWarnings() throws -> String {
    let url = Fixtures.packageRoot.appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(readme.range(of: "## FIT: what is read, warnings and errors"))
    let rest = readme[section.upperBound...]
    let item = try #require(rest.range(of: "- **Warnings**"))
    let after = rest[item.upperBound...]
    let end = [after.range(of: "\n- "), after.range(of: "\n## ")].compactMap { $0?.lowerBound }
      .min()
    return String(after[..<(end ?? after.endIndex)])
  }

  @Test("the README's FIT warning codes are exactly the ones the reader emits")
  func readmeMatchesCode() throws {
    let text = try Self.readmeWarnings()
    // Every `snake_case` word in backticks is a code, except error categories (`no_timestamps`).
    let categories = Set(ImportError.Category.allCases.map(\.rawValue))
    let words = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    let codes = Set(
      words.filter {
        $0.allSatisfy { $0.isLowercase || $0 == "_" } && $0.contains("_")
          && !categories.contains($0)
      })
    #expect(codes == Self.emitted)
  }

  @Test("every FIT warning code is in docs/CONTRACT.md's table")
  func contractHasCodes() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("docs/CONTRACT.md")
    let contract = try String(contentsOf: url, encoding: .utf8)
    for code in Self.emitted {
      #expect(contract.contains("| `\(code)` |"), "\(code)")
    }
  }
}
