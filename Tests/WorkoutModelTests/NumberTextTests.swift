import Testing
import WorkoutModel

/// The one number formatter. Expected strings are written by hand (groups of three digits from
/// the right, ties rounded away from zero on values whose scaled product is exact in binary:
/// 2.5, 0.125 × 100 = 12.5, 0.45 × 10 = 4.5 — python3 prints those products as 12.5 and 4.5;
/// 52.520008 × 1e8 and 13.404954 × 1e9 are whole in python3 too);
/// the JSON texts are python3's `repr` of the rounded value where it has a fraction.
@Suite("Number text")
struct NumberTextTests {
  @Test(
    "fixed decimals with comma grouping, half away from zero",
    arguments: [
      (1234.56, 1, "1,234.6"), (0, 1, "0.0"), (999.95, 1, "1,000.0"), (0.05, 1, "0.1"),
      (-1234.5, 0, "-1,235"), (1_234_567.891, 2, "1,234,567.89"), (-0.04, 1, "0.0"),
      (42, 0, "42"), (2.5, 0, "3"), (-2.5, 0, "-3"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
      (0.45, 1, "0.5"), (-0.0, 0, "0"), (-0.0, 2, "0.00"), (1.23456789, 6, "1.234568"),
      (999_999_999_999_999, 0, "999,999,999,999,999"), (1e15, 0, "–"), (-1e15, 1, "–"),
      (Double.nan, 1, "–"), (Double.infinity, 1, "–"), (-Double.infinity, 0, "–"),
    ] as [(Double, Int, String)])
  func fixed(value: Double, decimals: Int, expected: String) {
    #expect(NumberText.fixed(value, decimals: decimals) == expected)
  }

  @Test(
    "fixed decimals without grouping",
    arguments: [
      (1_234_567.25, 2, "1234567.25"), (12.34, 1, "12.3"), (-1234.5, 1, "-1234.5"),
      (0.04, 1, "0.0"), (Double.nan, 1, "–"), (52.520008, 8, "52.52000800"),
      (13.404954, 9, "13.404954000"), (-0.000000004, 9, "-0.000000004"), (0.5, 12, "0.500000000"),
    ] as [(Double, Int, String)])
  func ungrouped(value: Double, decimals: Int, expected: String) {
    #expect(NumberText.fixed(value, decimals: decimals, grouping: false) == expected)
  }

  @Test(
    "integers with comma grouping",
    arguments: [
      (0, "0"), (999, "999"), (1000, "1,000"), (123_456, "123,456"), (-1_234_567, "-1,234,567"),
      (-999, "-999"), (Int64.min, "-9,223,372,036,854,775,808"),
      (Int64.max, "9,223,372,036,854,775,807"),
    ] as [(Int64, String)])
  func grouped(value: Int64, expected: String) {
    #expect(NumberText.grouped(value) == expected)
    if let small = Int(exactly: value) { #expect(NumberText.grouped(small) == expected) }
  }

  // python3: repr(round(5012.34, 1)) is '5012.3', repr(1e16) is '1e+16',
  // repr(sys.float_info.max) is '1.7976931348623157e+308', repr(0.1 + 0.2) rounded to 3
  // decimals is '0.3'.
  @Test(
    "JSON number text: rounded, shortest, whole numbers without a fraction",
    arguments: [
      (5012.34, 1, "5012.3"), (0.1 + 0.2, 3, "0.3"), (2.0, 1, "2"), (2.5, 0, "3"),
      (-2.5, 0, "-3"), (-0.0, 1, "0"), (-0.04, 1, "0"), (1234.5, 1, "1234.5"),
      (1e15, 1, "1000000000000000"), (1e16, 0, "1e+16"),
      (Double.greatestFiniteMagnitude, 1, "1.7976931348623157e+308"), (142.0, 0, "142"),
    ] as [(Double, Int, String)])
  func json(value: Double, decimals: Int, expected: String) {
    #expect(NumberText.json(value, decimals: decimals) == expected)
  }

  @Test(
    "JSON number text has none for NaN and infinities",
    arguments: [
      Double.nan, .infinity, -.infinity,
    ])
  func jsonNonFinite(value: Double) {
    #expect(NumberText.json(value, decimals: 2) == nil)
  }
}
