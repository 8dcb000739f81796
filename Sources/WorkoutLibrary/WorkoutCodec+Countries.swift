import WorkoutModel

extension WorkoutCodec {
  /// Tag byte before a stored ``WorkoutModel/CountryVisits`` at the end of a blob (`C`). Blobs
  /// written before countries were kept end without it and decode with `countries` `nil`.
  static let countriesTag: UInt64 = 0x43

  /// Appends `countries` as a trailing field (``encodeTrailing(_:into:)``): the tag, the start
  /// country (optional text), then per visit its code and metres.
  static func encode(_ countries: CountryVisits, into w: inout ByteWriter) {
    w.unsigned(countriesTag)
    w.optional(countries.start) { $0.text($1) }
    w.unsigned(UInt64(countries.visits.count))
    for visit in countries.visits {
      w.text(visit.code)
      w.double(visit.meters)
    }
  }

  /// Reads what ``encode(_:into:)`` wrote after its tag.
  /// - Throws: ``LibraryError`` (damaged) for a code that is not two capital ASCII letters, a
  ///   code visited twice (``CountryVisits`` lists each country once: a hand-edited row), or
  ///   metres that are negative or not finite.
  static func decodeCountries(_ r: inout ByteReader) throws(LibraryError) -> CountryVisits {
    let start = try r.optional { (r) throws(LibraryError) in try r.text() }
    if let start, !isCountryCode(start) { throw r.damaged("a start country that is no code") }
    var visits: [CountryVisits.Visit] = []
    var seen = Set<String>()
    for _ in 0..<(try r.count()) {
      let code = try r.text()
      let meters = try r.finite()
      guard isCountryCode(code), meters >= 0 else { throw r.damaged("a country visit") }
      guard seen.insert(code).inserted else { throw r.damaged("a country visited twice") }
      visits.append(CountryVisits.Visit(code: code, meters: meters))
    }
    return CountryVisits(start: start, visits: visits)
  }

  /// Whether `text` is two ASCII capital letters.
  private static func isCountryCode(_ text: String) -> Bool {
    text.utf8.count == 2 && text.utf8.allSatisfy { (0x41...0x5A).contains($0) }
  }
}
