/// Where a workout's distance came from.
public enum DistanceSource: String, Sendable, Hashable, Codable {
  /// The device's own figure (TCX lap or trackpoint `DistanceMeters`).
  case device
  /// Summed great-circle steps within each segment (haversine, R = 6,371,008.8 m).
  case computed
}
