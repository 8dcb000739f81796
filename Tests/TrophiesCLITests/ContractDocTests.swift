import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// `docs/CONTRACT.md` lists every stable code the program can print, so the contract and the
/// code cannot drift apart silently.
@Suite("contract document")
struct ContractDocTests {
  static func contract() throws -> String {
    try String(
      contentsOf: packageRoot.appendingPathComponent("docs/CONTRACT.md"), encoding: .utf8)
  }

  @Test("every warning code, error category, activity source and zone source is documented")
  func codesDocumented() throws {
    let text = try Self.contract()
    let codes =
      ImportWarning.Code.allCases.map(\.rawValue)
      + ImportError.Category.allCases.map(\.rawValue)
      + ActivitySource.allCases.map(\.rawValue) + TimeZoneSource.allCases.map(\.rawValue)
    for code in codes {
      #expect(text.contains("| `\(code)` |"), "\(code) is not in docs/CONTRACT.md")
    }
    for reason in MinimumWorkout.Reason.allCases {
      #expect(text.contains("`\(reason.rawValue)`"), "\(reason.rawValue)")
    }
  }
}
