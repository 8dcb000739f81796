import Testing
import WorkoutModel

@testable import WorkoutLibrary

/// The countries trailer of a stored workout (``WorkoutCodec/encode(_:into:)``): written only
/// when the workout has countries, read back equal, and checked where it enters.
@Suite("library codec: countries")
struct CountriesCodecTests {
  static func workout(_ countries: CountryVisits?) -> Workout {
    var workout = Workout(source: "a.gpx", format: .gpx, activity: .running)
    workout.countries = countries
    return workout
  }

  @Test("no countries add no byte; countries add the tag, start and visits, and read back")
  func trailer() throws {
    let plain = WorkoutCodec.encode(Self.workout(nil))
    let visits = CountryVisits(start: "GB", visits: [.init(code: "GB", meters: 12.5)])
    let blob = WorkoutCodec.encode(Self.workout(visits))
    // Tag 0x43, present 1, "GB" (length 2), one visit: "GB", 12.5 as 8 bytes.
    #expect(Array(blob.prefix(plain.count)) == plain)
    #expect(Array(blob[plain.count..<plain.count + 5]) == [0x43, 1, 2, 0x47, 0x42])
    #expect(blob.count == plain.count + 5 + 1 + 3 + 8)
    #expect(try WorkoutCodec.decode(blob, location: "t").countries == visits)
    #expect(try WorkoutCodec.decode(plain, location: "t").countries == nil)
  }

  /// Damaged trailers: another tag, a code in lower case, negative metres.
  @Test(
    "a damaged trailer is damaged data, never a trap",
    arguments: [
      (0, UInt8(0x44)),  // the tag
      (3, UInt8(0x67)),  // 'G' → 'g' in the start country
    ])
  func damaged(offset: Int, byte: UInt8) throws {
    let plain = WorkoutCodec.encode(Self.workout(nil))
    var blob = WorkoutCodec.encode(
      Self.workout(CountryVisits(start: "GB", visits: [.init(code: "GB", meters: 12.5)])))
    blob[plain.count + offset] = byte
    #expect(throws: LibraryError.self) { try WorkoutCodec.decode(blob, location: "t") }
  }

  @Test("negative metres are damaged data")
  func negativeMetres() {
    let blob = WorkoutCodec.encode(
      Self.workout(CountryVisits(start: nil, visits: [.init(code: "FR", meters: -1)])))
    #expect(throws: LibraryError.self) { try WorkoutCodec.decode(blob, location: "t") }
  }
}

/// A country listed twice in a stored row (hand-edited: ``CountryVisits`` lists each once).
@Suite("library codec: a repeated country")
struct RepeatedCountryCodecTests {
  @Test("FR twice is damaged data; FR then DE reads back")
  func repeated() throws {
    let twice = CountryVisits(
      start: "FR", visits: [.init(code: "FR", meters: 10), .init(code: "FR", meters: 20)])
    #expect(throws: LibraryError.self) {
      try WorkoutCodec.decode(
        WorkoutCodec.encode(CountriesCodecTests.workout(twice)), location: "t")
    }
    let two = CountryVisits(
      start: "FR", visits: [.init(code: "FR", meters: 10), .init(code: "DE", meters: 20)])
    let blob = WorkoutCodec.encode(CountriesCodecTests.workout(two))
    #expect(try WorkoutCodec.decode(blob, location: "t").countries == two)
  }
}
