import Foundation
import TestSupport
import Testing

@testable import WorkoutImport

@Suite("Numbers from bytes")
struct ByteNumberTests {
  static func parse(_ text: String) -> ByteNumber.Result {
    var copy = text
    return copy.withUTF8 { ByteNumber.parse(UnsafeRawBufferPointer($0)) }
  }

  /// Expected values are the literals themselves as Swift's own `Double(String)` reads them,
  /// which is correctly rounded; the fast path must agree bit for bit.
  @Test(
    "reads decimals exactly as Double(String) does",
    arguments: [
      "0", "412.5", "-33.5", "151.25", " 8.25 ", "47.3936080", "-0.000123", "+12",
      "52.12345678901234567890123456789", "1e3", "6.02E-2", "180.877", "0.1", "123456789012345",
    ])
  func readsDecimals(text: String) throws {
    let expected = try #require(Double(text.trimmingCharacters(in: .whitespaces)))
    #expect(Self.parse(text) == .value(expected))
  }

  @Test("blank text is empty, junk is invalid")
  func blankAndJunk() {
    #expect(Self.parse("") == .empty)
    #expect(Self.parse(" \n\t") == .empty)
    for junk in ["abc", "nan", "inf", "1.2.3", "12abc", "0x10", "-", "."] {
      #expect(Self.parse(junk) == .invalid, "\(junk)")
    }
  }

  /// Every attribute value and element text of the shared corpus that starts like a number
  /// (coordinates with 30 digits, float32 elevations in full, dates that are not numbers),
  /// compared bit for bit with glibc's `strtod` (``StrtodReference``).
  @Test(
    "every number in the shared corpus reads as strtod reads it", .enabled(if: Fixtures.hasCorpus),
    .enabled(if: !TestSwitches.quick, "left out by TROPHIES_QUICK_TESTS=1"))
  func corpusNumbers() throws {
    var mismatches: [String] = []
    var numbers = 0
    let files = try FileManager.default.subpathsOfDirectory(atPath: Fixtures.corpus.path)
      .filter { $0.hasSuffix(".gpx") || $0.hasSuffix(".tcx") }
    for file in files {
      let data = try Data(contentsOf: Fixtures.corpus.appendingPathComponent(file))
      for token in data.split(whereSeparator: { "<>\"'".utf8.contains($0) }) {
        guard let first = token.first, "0123456789+-.".utf8.contains(first) else { continue }
        let text = String(decoding: token, as: UTF8.self)
        if case .value = StrtodReference.result(text) { numbers += 1 }
        if let line = StrtodReference.mismatch(text) { mismatches.append("\(file): \(line)") }
      }
    }
    // 80 files and 473,896 finite numbers: the same split counted by python3 (`re.split` on
    // <>"' and `float()` on each token of the allowed characters).
    #expect(files.count == 80)
    #expect(numbers == 473_896)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }
}
