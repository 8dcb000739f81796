import WorkoutModel

/// Merging the two record messages some writers give one second (FIT reader).
extension Trackpoint {
  /// Fills this point's missing values from `other` (two records of one second).
  mutating func merge(_ other: Trackpoint) {
    if latitude == nil, longitude == nil {
      latitude = other.latitude
      longitude = other.longitude
    }
    elevation = elevation ?? other.elevation
    distance = distance ?? other.distance
    heartRate = heartRate ?? other.heartRate
    cadence = cadence ?? other.cadence
    power = power ?? other.power
    speed = speed ?? other.speed
    temperature = temperature ?? other.temperature
  }
}
