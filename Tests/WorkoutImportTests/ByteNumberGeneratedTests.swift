import Foundation
import TestSupport
import Testing

@testable import WorkoutImport

/// Millions of generated numbers, each compared bit for bit with `strtod` (``StrtodReference``):
/// the expected values come from glibc, not from the code under test. The generator is seeded,
/// so a failure names a text that fails on every run.
@Suite(
  "Numbers from bytes: generated values against strtod",
  .enabled(if: !TestSwitches.quick, "left out by TROPHIES_QUICK_TESTS=1"))
struct ByteNumberGeneratedTests {
  /// Random digit strings: sign, leading zeros, up to 20 integer and 35 fraction digits (longer
  /// than the 19 the mantissa keeps), and exponents up to ±350 (subnormals, overflow).
  @Test("random decimal texts read as strtod reads them")
  func randomTexts() {
    var random = SeededGenerator(seed: 10)
    var mismatches: [String] = []
    for _ in 0..<1_000_000 {
      var text = ""
      switch random.next() % 4 {
      case 0: text += "-"
      case 1: text += "+"
      default: break
      }
      text += String(repeating: "0", count: Int(random.next() % 4 == 0 ? random.next() % 4 : 0))
      text += Self.digits(Int(random.next() % 21), &random)
      if random.next() % 5 != 0 { text += "." + Self.digits(Int(random.next() % 36), &random) }
      if random.next() % 3 == 0 {
        text += (random.next() % 2 == 0 ? "e" : "E") + ["", "+", "-"][Int(random.next() % 3)]
        text += String(random.next() % (random.next() % 4 == 0 ? 351 : 30))
      }
      if let line = StrtodReference.mismatch(text) { mismatches.append(line) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }

  /// Garmin's coordinates: a 32-bit semicircle count × 180 / 2^31, written with every digit of
  /// the exact value (up to ~30 significant digits), as Garmin Connect's GPX export does; and
  /// Garmin's float32 elevations written in full (`103.40000152587890625`).
  @Test("Garmin semicircle coordinates and float32 elevations read as strtod reads them")
  func garminDigits() {
    var random = SeededGenerator(seed: 30)
    var mismatches: [String] = []
    var decidedFast = 0
    let count = 300_000
    for index in 0..<count {
      let text: String
      if index % 2 == 0 {
        let semicircles = Int64(Int32(truncatingIfNeeded: random.next()))
        // degrees = semicircles × 45 / 2^29, exactly.
        let magnitude = DecimalExpansion.text(
          significand: UInt64(abs(semicircles)) * 45, binaryExponent: -29)
        text = (semicircles < 0 ? "-" : "") + magnitude
      } else {
        let elevation = Float(Int(random.next() % 900_000) - 50_000) / 100
        let bits = elevation.bitPattern
        let exponent = Int((bits >> 23) & 0xFF) - 150
        let significand = UInt64(bits & 0x7F_FFFF | (exponent > -150 ? 0x80_0000 : 0))
        text =
          (elevation < 0 ? "-" : "")
          + DecimalExpansion.text(significand: significand, binaryExponent: exponent)
      }
      if let line = StrtodReference.mismatch(text) { mismatches.append(line) }
      if Self.fastPathDecides(text) { decidedFast += 1 }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
    // Exact expansions of doubles are never near a halfway point: the fast paths decide them all.
    #expect(decidedFast == count)
  }

  /// The hardest inputs: the exact midpoint between two neighbouring doubles (round half to
  /// even), and texts a hair below or above it, written in full or cut after 17–25 digits.
  @Test("halfway points between neighbouring doubles read as strtod reads them")
  func halfwayPoints() {
    var random = SeededGenerator(seed: 20)
    var mismatches: [String] = []
    for _ in 0..<100_000 {
      let significand = (1 << 52) | (random.next() & ((1 << 52) - 1))
      // Binary exponents whose midpoints fit in 64 characters written in full (0.03 … 1e34).
      let exponent = Int(random.next() % 118) - 58
      // Midpoint of significand × 2^e and (significand + 1) × 2^e.
      let midpoint = DecimalExpansion.text(
        significand: 2 * significand + 1, binaryExponent: exponent - 1)
      var variants = [midpoint, Self.nudge(midpoint, up: true), Self.nudge(midpoint, up: false)]
      let significant = midpoint.filter { $0 != "." }.drop { $0 == "0" }.count
      for cut in [17, 19, 20, 25] where cut < significant {
        variants.append(Self.keepSignificant(midpoint, cut))
      }
      for text in variants {
        if let line = StrtodReference.mismatch(text) { mismatches.append(line) }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }

  /// Mantissas around 2^53 = 9007199254740992 (the edge of Clinger's fast path) with every
  /// exponent of its range and just beyond, and the limits of the double format.
  @Test("edges: 2^53, exponent ±22, subnormals, the largest double")
  func edges() {
    var texts: [String] = []
    for mantissa in UInt64(9_007_199_254_740_985)...9_007_199_254_741_000 {
      for exponent in -25...25 {
        texts += [
          "\(mantissa)e\(exponent)", "-\(mantissa)e\(exponent)", "\(mantissa).0e\(exponent)",
        ]
      }
    }
    texts += [
      "0", "-0", "0.000", "-0.0e5", "1e-400", "1e400", "4.9406564584124654e-324",
      "2.4703282292062327e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
      "2.2250738585072014e-308", "1.7976931348623157e308", "1.7976931348623158e308",
      "1.7976931348623159e308", "1e22", "1e23", "9007199254740993", "0.1", "1.e5", ".5", "5.",
      "+.5e-3", "1e", "1e+", "e5", ".e5", "1.5.2", "00000000000000000000000000000000001.5",
      "1" + String(repeating: "0", count: 40), "0." + String(repeating: "0", count: 40) + "1",
      "1" + String(repeating: "0", count: 64), "1e99999999999999999999", "1e-99999999999999999999",
    ]
    let mismatches = texts.compactMap(StrtodReference.mismatch)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }

  static func digits(_ count: Int, _ random: inout SeededGenerator) -> String {
    String((0..<count).map { _ in Character(String(random.next() % 10)) })
  }

  /// The text with its last digit moved one unit up or down (a value just off the midpoint).
  static func nudge(_ text: String, up: Bool) -> String {
    up ? text + (text.contains(".") ? "1" : ".1") : keepSignificant(text, Int.max, minusOne: true)
  }

  /// The first `count` significant digits of `text` (the rest dropped, the point kept), and
  /// optionally the last kept digit lowered by one (borrowing through zeros).
  static func keepSignificant(_ text: String, _ count: Int, minusOne: Bool = false) -> String {
    var out: [Character] = []
    var significant = 0
    var integerDigitsLeft =
      text.firstIndex(of: ".").map { text.distance(from: text.startIndex, to: $0) }
      ?? text.count
    for character in text {
      if character == "." {
        out.append(character)
        continue
      }
      if significant >= count {
        if integerDigitsLeft > 0 { out.append("0") }  // keep the magnitude of integer digits
      } else {
        out.append(character)
        if significant > 0 || character != "0" { significant += 1 }
      }
      integerDigitsLeft -= 1
    }
    if minusOne, let last = out.lastIndex(where: { $0 != "." && $0 != "0" }) {
      out[last] = Character(String((out[last].wholeNumberValue ?? 1) - 1))
      for index in out.indices where index > last && out[index] == "0" { out[index] = "9" }
    }
    return String(out)
  }

  /// Whether Clinger's path or Eisel–Lemire decides `text` without the `strtod` fallback.
  static func fastPathDecides(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { buffer in
      let bytes = UnsafeRawBufferPointer(buffer)
      guard let digits = DecimalDigits(bytes, 0..<bytes.count) else { return false }
      return digits.exactValue() != nil || digits.eiselLemireValue() != nil
    }
  }
}
