/// A FIT `length` message (global 101): one pool length of a lap swim. Times are FIT seconds.
struct FITLength: Hashable {
  /// `start_time` (field 2).
  var start: Double?
  /// `total_timer_time` (4), else `total_elapsed_time` (3), seconds (÷ 1000).
  var seconds: Double?
  /// `length_type` (12) is 1 (active), or not written (Connect IQ pool-swim apps write lengths
  /// without it: a length is swum unless marked idle); 0 (idle) is a rest at the wall.
  var isActive: Bool

  /// Reads the fields of a length message.
  init(_ message: FITMessage) {
    start = message.value(2)
    seconds = message.value(4, scale: 1000) ?? message.value(3, scale: 1000)
    isActive = (message.integer(12) ?? 1) == 1
  }
}
