import Testing
import WorkoutImport

@Suite("ISO 8601 timestamps")
struct ISO8601TimestampTests {
  /// Expected epoch microseconds computed independently with python3:
  /// `(datetime.fromisoformat(s) - datetime(1970,1,1,tzinfo=timezone.utc)) // timedelta(microseconds=1)`
  /// (7-digit fractions truncated to 6 digits before asking python; no zone read as UTC).
  static let valid: [(String, Int64, ISO8601Timestamp.Zone)] = [
    ("2024-03-31T01:30:00Z", 1_711_848_600_000_000, .utc),
    ("2024-03-31T01:30:00.123Z", 1_711_848_600_123_000, .utc),
    ("2013-07-06T14:59:00.7176739Z", 1_373_122_740_717_673, .utc),
    ("2019-01-01T00:00:00.8Z", 1_546_300_800_800_000, .utc),
    ("2024-06-01T12:00:00+07:00", 1_717_218_000_000_000, .offset(seconds: 25_200)),
    ("2021-01-07T22:51:00.123+01:15", 1_610_055_360_123_000, .offset(seconds: 4_500)),
    ("2024-06-01T12:00:00-0530", 1_717_263_000_000_000, .offset(seconds: -19_800)),
    ("2024-06-01T12:00:00+02", 1_717_236_000_000_000, .offset(seconds: 7_200)),
    ("2003-06-29T00:00:00", 1_056_844_800_000_000, .unspecified),
    ("2016-02-29T23:59:59.999999+00:00", 1_456_790_399_999_999, .offset(seconds: 0)),
    ("1969-12-31T23:59:59Z", -1_000_000, .utc),
    ("2000-03-01T00:00:00Z", 951_868_800_000_000, .utc),
    ("  2024-03-31T01:30:00Z\n", 1_711_848_600_000_000, .utc),
    ("2024-06-01T12:00:00+18:00", 1_717_178_400_000_000, .offset(seconds: 64_800)),
    ("2024-06-01T12:00:00-18:00", 1_717_308_000_000_000, .offset(seconds: -64_800)),
  ]

  @Test("parses valid timestamps to the right instant and zone", arguments: valid)
  func parsesValid(text: String, micros: Int64, zone: ISO8601Timestamp.Zone) throws {
    let stamp = try #require(ISO8601Timestamp(text))
    #expect(stamp.epochMicroseconds == micros)
    #expect(stamp.zone == zone)
    #expect(stamp.date.timeIntervalSince1970 == Double(micros) / 1_000_000)
  }

  @Test(
    "rejects malformed timestamps",
    arguments: [
      "", "yesterday", "2024-03-31", "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z",
      "2024-03-31T24:00:00Z", "2024-03-31T01:60:00Z", "2024-03-31T01:30:00.Z",
      "2024-03-31T01:30:00+25:00", "2024-03-31T01:30:00+01:0", "2024-03-31T01:30:00Zjunk",
      "24-03-31T01:30:00Z", "2024-03-31X01:30:00Z",
      // Offsets beyond ±18:00 are garbage, not zones.
      "2024-03-31T01:30:00+20:00", "2024-03-31T01:30:00+23:59", "2024-03-31T01:30:00-19",
      "2024-03-31T01:30:00+18:01", "2024-03-31T01:30:00-1830",
    ])
  func rejectsMalformed(text: String) {
    #expect(ISO8601Timestamp(text) == nil)
  }

  @Test("only a numeric offset counts as written")
  func writtenOffset() {
    #expect(ISO8601Timestamp("2024-06-01T12:00:00+07:00")?.writtenOffsetSeconds == 25_200)
    #expect(ISO8601Timestamp("2024-06-01T12:00:00+00:00")?.writtenOffsetSeconds == 0)
    #expect(ISO8601Timestamp("2024-06-01T12:00:00Z")?.writtenOffsetSeconds == nil)
    #expect(ISO8601Timestamp("2024-06-01T12:00:00")?.writtenOffsetSeconds == nil)
  }
}
