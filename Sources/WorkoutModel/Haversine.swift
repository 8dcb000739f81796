import Foundation

/// Great-circle distance on a sphere (the haversine formula), used for computed workout distance
/// (DESIGN.md, "Metrics").
///
/// The sphere has the IUGG mean Earth radius R₁ = 6,371,008.8 m. Inputs are WGS 84 degrees; the
/// result is metres, never NaN for finite inputs (the intermediate value is clamped to 0…1).
public enum Haversine {
  /// Mean Earth radius in metres (IUGG R₁), the radius DESIGN.md prescribes.
  public static let earthRadiusMeters: Double = 6_371_008.8

  /// Distance in metres between two positions given in degrees (latitude −90…90, longitude
  /// −180…180). Returns 0 for identical points; non-finite inputs give 0 rather than NaN.
  @inlinable
  public static func distanceMeters(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
  ) -> Double {
    let degreesToRadians = Double.pi / 180
    let phi1 = latitude1 * degreesToRadians
    let phi2 = latitude2 * degreesToRadians
    let deltaPhi = (latitude2 - latitude1) * degreesToRadians
    let deltaLambda = (longitude2 - longitude1) * degreesToRadians
    let sinHalfPhi = sin(deltaPhi / 2)
    let sinHalfLambda = sin(deltaLambda / 2)
    let a = sinHalfPhi * sinHalfPhi + cos(phi1) * cos(phi2) * sinHalfLambda * sinHalfLambda
    guard a.isFinite else { return 0 }
    let clamped = min(max(a, 0), 1)
    return 2 * earthRadiusMeters * asin(clamped.squareRoot())
  }
}
