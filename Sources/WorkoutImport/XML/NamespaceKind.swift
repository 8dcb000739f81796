/// Namespaces the extension matcher distinguishes, by URI (never by prefix).
enum NamespaceKind: UInt8 {
  /// No namespace.
  case none
  /// Garmin TrackPointExtension v1 or v2.
  case garminTrackPoint
  /// Garmin PowerExtension v1.
  case garminPower
  /// Garmin ActivityExtension v2 (TCX `TPX`).
  case garminActivity
  /// cluetrust gpxdata 1.0 (also an undeclared `gpxdata:` prefix).
  case cluetrust
  /// Any other URI.
  case other

  /// Classifies a namespace URI.
  init(uri: String) {
    switch uri {
    case "http://www.garmin.com/xmlschemas/TrackPointExtension/v1",
      "http://www.garmin.com/xmlschemas/TrackPointExtension/v2":
      self = .garminTrackPoint
    case "http://www.garmin.com/xmlschemas/PowerExtension/v1": self = .garminPower
    case "http://www.garmin.com/xmlschemas/ActivityExtension/v2": self = .garminActivity
    case "http://www.cluetrust.com/XML/GPXDATA/1/0": self = .cluetrust
    default: self = .other
    }
  }
}
