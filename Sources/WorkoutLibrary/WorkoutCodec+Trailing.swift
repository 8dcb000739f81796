import WorkoutModel

extension WorkoutCodec {
  /// Tag byte before a stored ``WorkoutModel/StartPosition`` (`S`).
  static let startPositionTag: UInt64 = 0x53

  /// Appends the fields added after the route sketch, each led by its tag and written only when
  /// known, in tag order: countries (``countriesTag``), the rounded start position
  /// (``startPositionTag``). A blob written before a field was kept simply lacks it, decodes
  /// with it `nil`, and encodes back to the same bytes.
  static func encodeTrailing(_ workout: Workout, into w: inout ByteWriter) {
    if let countries = workout.countries { encode(countries, into: &w) }
    if let start = workout.startPosition {
      w.unsigned(startPositionTag)
      w.double(start.latitude)
      w.double(start.longitude)
    }
  }

  /// Reads the trailing fields ``encodeTrailing(_:into:)`` wrote, up to the end of the blob.
  /// - Throws: ``LibraryError`` (damaged) for an unknown tag, a tag out of order or repeated, or
  ///   a field's own damage (a start position off the globe).
  static func decodeTrailing(
    _ r: inout ByteReader, into workout: inout Workout
  ) throws(LibraryError) {
    var last: UInt64 = 0
    while !r.isAtEnd {
      let tag = try r.unsigned()
      guard tag > last else { throw r.damaged("a trailing field out of order") }
      last = tag
      switch tag {
      case countriesTag:
        workout.countries = try decodeCountries(&r)
      case startPositionTag:
        let (latitude, longitude) = (try r.double(), try r.double())
        guard let start = StartPosition(latitude: latitude, longitude: longitude) else {
          throw r.damaged("a start position out of range")
        }
        workout.startPosition = start
      default:
        throw r.damaged("an unknown trailing field")
      }
    }
  }
}
