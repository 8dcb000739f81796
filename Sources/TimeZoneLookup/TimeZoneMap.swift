import CTimeZoneData

/// Offline coordinates → IANA time-zone lookup (skeleton; the time-zone helper implements it).
public struct TimeZoneMap: Sendable {
  /// The map embedded in the binary, or `nil` when none was built in.
  public static let embedded: TimeZoneMap? = nil

  /// The IANA zone at a WGS 84 position in degrees, or `nil` outside the map.
  public func zone(latitude: Double, longitude: Double) -> String? { nil }
}

extension TimeZoneMap {
  /// Every zone identifier the map can answer (skeleton).
  public var zoneIdentifiers: [String] { [] }
}
