import Foundation

/// FIT decoding without building workouts, for measurements (`trophies-bench fit`).
extension WorkoutFileReader {
  /// The number of data messages in a FIT stream (every chained part), walking it with the same
  /// decoder the reader uses but keeping nothing; `nil` when `data` is not FIT. Stops where the
  /// reader would stop.
  public static func countFITMessages(in data: Data) -> Int? {
    data.withUnsafeBytes { bytes -> Int? in
      guard FITDecoder.isFIT(bytes) else { return nil }
      var decoder = FITDecoder(bytes: bytes)
      var sink = DiscardingSink()
      decoder.decode(into: &sink)
      return decoder.messageCount
    }
  }

  /// A sink that keeps nothing.
  private struct DiscardingSink: FITMessageSink {
    mutating func consume(_ message: FITMessage) {}
    mutating func startPart(_ index: Int) {}
  }
}
