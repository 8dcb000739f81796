/// A trackpoint value read from an extension element, with the rank that decides which of
/// several spellings of the same value wins (higher wins; equal rank: first in file order wins).
///
/// Ranks: 4 = the format's own element (TCX `HeartRateBpm`, `Cadence`); 3 = Garmin
/// TrackPointExtension v1/v2 (`hr`, `cad`, `atemp`, `speed`), Garmin PowerExtension v1
/// (`PowerInWatts`), Garmin ActivityExtension v2 (`Speed`, `Watts`); 2 = cluetrust gpxdata
/// (`hr`, `cadence`, `temp`, `speed`; also an undeclared `gpxdata:` prefix), GPX 1.0 `speed`,
/// TCX `RunCadence`; 1 = the same local names (and `heartrate`, `power`) in any other or no
/// namespace.
struct ExtensionField {
  enum Kind: UInt8 { case heartRate, cadence, temperature, speed, power }

  var kind: Kind
  var rank: UInt8

  /// The field an element inside point extensions carries, or `nil` when it carries none.
  init?(tag: ElementTag, namespace: NamespaceKind) {
    let known = namespace == .garminTrackPoint
    switch tag {
    case .hr:
      self.init(.heartRate, known ? 3 : namespace == .cluetrust ? 2 : 1)
    case .heartrate: self.init(.heartRate, 1)
    case .cad: self.init(.cadence, known ? 3 : namespace == .cluetrust ? 2 : 1)
    case .atemp: self.init(.temperature, known ? 3 : 1)
    case .temp: self.init(.temperature, namespace == .cluetrust ? 2 : 1)
    case .speed: self.init(.speed, known ? 3 : namespace == .cluetrust ? 2 : 1)
    case .speedTCX: self.init(.speed, namespace == .garminActivity ? 3 : 1)
    case .power: self.init(.power, 1)
    case .powerInWatts: self.init(.power, namespace == .garminPower ? 3 : 1)
    case .watts: self.init(.power, namespace == .garminActivity ? 3 : 1)
    case .runCadence: self.init(.cadence, namespace == .garminActivity ? 2 : 1)
    default: return nil
    }
  }

  init(_ kind: Kind, _ rank: UInt8) {
    self.kind = kind
    self.rank = rank
  }
}
