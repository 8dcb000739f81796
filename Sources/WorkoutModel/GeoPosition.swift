/// Which WGS 84 positions are positions at all: the one rule every reader and every walk of a
/// track applies (the FIT and XML readers, ``TileTicker``, ``CountryVisits``).
public enum GeoPosition {
  /// Whether (`latitude`, `longitude`) in degrees is a position: both finite and in range
  /// (−90…90, −180…180), and not exactly 0°, 0° — "Null Island", the invalid fix some devices
  /// write before a lock (issue 18). `false` for NaN and infinities.
  @inlinable public static func isUsable(latitude: Double, longitude: Double) -> Bool {
    (-90.0...90.0).contains(latitude) && (-180.0...180.0).contains(longitude)
      && (latitude != 0 || longitude != 0)
  }
}
