/// The one table of plausible values, used by every reader (GPX, TCX, FIT, Apple Health) and by
/// the summary: a value outside its range is dropped and counted, never used. Ranges are closed.
public enum Plausibility {
  /// Heart rate, beats per minute: the 0 and 255 sentinels devices write without a strap, and
  /// anything no human heart does, are outside (resting rates reach ~30, maximal ~220).
  public static let heartRate = 20.0...250.0
  /// Elevation, metres (Dead Sea shore −430 m, Everest 8,849 m): barometer faults and
  /// −1000-style "no fix" sentinels are outside.
  public static let elevation = -500.0...9_000.0
  /// Cadence, per minute (revolutions or steps; track sprinters pedal ~250 rpm).
  public static let cadence = 0.0...300.0
  /// Power, watts (sprint peaks stay under 2,600 W).
  public static let power = 0.0...4_000.0
  /// Speed, metres per second (nothing a workout file records goes faster than a glider).
  public static let speed = 0.0...100.0
  /// Air or water temperature, °C.
  public static let temperature = -90.0...70.0
  /// Distance, metres, cumulative or per lap (beyond 100,000 km is a unit bug).
  public static let distance = 0.0...100_000_000.0
  /// A lap's timer time, seconds (0 … 7 days).
  public static let lapSeconds = 0.0...604_800.0
}
