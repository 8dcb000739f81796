import Foundation

/// The CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`), for tests that bound the
/// work of a synchronous call: unlike the wall clock it does not grow when other tests or
/// other processes share the cores, so a bound far above the linear cost and far below the
/// quadratic one holds on a loaded machine.
public enum ThreadClock {
  /// Seconds of CPU the calling thread has used.
  public static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// `body`'s result and the CPU seconds the calling thread spent in it.
  public static func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = seconds()
    let result = try body()
    return (result, seconds() - start)
  }
}
